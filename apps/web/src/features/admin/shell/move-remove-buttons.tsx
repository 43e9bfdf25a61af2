// The buttons beside an item of a list the admin orders by hand (a feature, an image, a homepage banner): move it
// one place either way, or remove it. `name` says which item: `Move feature 2 up`, `Remove Summer sale`.
import { ArrowDown, ArrowLeft, ArrowRight, ArrowUp, type LucideIcon, X } from 'lucide-react';
import { cn } from '../../../lib/cn.ts';

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

export function MoveRemoveButtons({
  name,
  index,
  count,
  onMove,
  onRemove,
  axis = 'vertical',
  buttonClassName,
  removeClassName,
  RemoveIcon = X,
}: {
  name: string;
  index: number;
  count: number;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
  axis?: keyof typeof AXES;
  buttonClassName: string;
  removeClassName?: string | undefined;
  RemoveIcon?: LucideIcon;
}) {
  const [[back, BackIcon], [forward, ForwardIcon]] = AXES[axis];
  return (
    <>
      <button
        type="button"
        aria-label={`Move ${name} ${back}`}
        disabled={index === 0}
        onClick={() => onMove(-1)}
        className={buttonClassName}
      >
        <BackIcon aria-hidden="true" className="h-4 w-4" />
      </button>
      <button
        type="button"
        aria-label={`Move ${name} ${forward}`}
        disabled={index === count - 1}
        onClick={() => onMove(1)}
        className={buttonClassName}
      >
        <ForwardIcon aria-hidden="true" className="h-4 w-4" />
      </button>
      <button
        type="button"
        aria-label={`Remove ${name}`}
        onClick={onRemove}
        className={cn(buttonClassName, removeClassName)}
      >
        <RemoveIcon aria-hidden="true" className="h-4 w-4" />
      </button>
    </>
  );
}
