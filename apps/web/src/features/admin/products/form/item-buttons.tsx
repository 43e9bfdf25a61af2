// The buttons beside each item of a form's list (a feature, an image, a filter's value): move it one place
// either way, or remove it. Their names say which item (`Move feature 2 up`, `Remove image 3`).
import { MoveRemoveButtons } from '../../shell/move-remove-buttons.tsx';
import { iconButton } from './list-tools.ts';

export function ItemButtons({
  item,
  index,
  ...buttons
}: {
  /** What the list holds, in the buttons' names ("feature"). */
  item: string;
  index: number;
  count: number;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
  axis?: 'vertical' | 'horizontal';
  removeClassName?: string;
}) {
  return (
    <MoveRemoveButtons
      name={`${item} ${index + 1}`}
      index={index}
      buttonClassName={iconButton}
      {...buttons}
    />
  );
}
