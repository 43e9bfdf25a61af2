// The buttons beside each item of a form's list (a feature, an image, a filter's value): move it one place
// either way, or remove it. Their names say which item (`Move feature 2 up`, `Remove image 3`).
import { ArrowDown, ArrowLeft, ArrowRight, ArrowUp, X } from 'lucide-react';
import { cn } from '../../../../lib/cn.ts';
import { iconButton } from './list-tools.ts';

const AXES = {
  /** A list down the page. */
  vertical: [
    ['up', ArrowUp],
    ['down', ArrowDown],
  ],
  /** A row of pictures. */
  horizontal: [
    ['left', ArrowLeft],
    ['right', ArrowRight],
  ],
} as const;

export function ItemButtons({
  item,
  index,
  count,
  onMove,
  onRemove,
  axis = 'vertical',
  removeClassName,
}: {
  /** What the list holds, in the buttons' names ("feature"). */
  item: string;
  index: number;
  count: number;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
  axis?: keyof typeof AXES;
  removeClassName?: string;
}) {
  const [[back, BackIcon], [forward, ForwardIcon]] = AXES[axis];
  const name = `${item} ${index + 1}`;
  return (
    <>
      <button
        type="button"
        aria-label={`Move ${name} ${back}`}
        disabled={index === 0}
        onClick={() => onMove(-1)}
        className={iconButton}
      >
        <BackIcon aria-hidden="true" className="h-4 w-4" />
      </button>
      <button
        type="button"
        aria-label={`Move ${name} ${forward}`}
        disabled={index === count - 1}
        onClick={() => onMove(1)}
        className={iconButton}
      >
        <ForwardIcon aria-hidden="true" className="h-4 w-4" />
      </button>
      <button
        type="button"
        aria-label={`Remove ${name}`}
        onClick={onRemove}
        className={cn(iconButton, removeClassName)}
      >
        <X aria-hidden="true" className="h-4 w-4" />
      </button>
    </>
  );
}
