// A choice drawn as a card around its radio button (delivery address, payment method), outlined when chosen. A
// choice that cannot be taken is greyed and says why in `note`, outside the label (so the choice keeps its short
// name) and tied to the radio button as its description.
import { type ReactNode, useId } from 'react';
import { cn } from '../../../lib/cn.ts';

export function RadioCard({
  name,
  value,
  checked,
  onSelect,
  disabled = false,
  note,
  children,
}: {
  name: string;
  value: string;
  checked: boolean;
  onSelect: () => void;
  disabled?: boolean;
  /** Words shown under the choice and read as its description: why it is unavailable. */
  note?: ReactNode;
  children: ReactNode;
}) {
  const noteId = useId();
  return (
    <div
      className={cn(
        'rounded-xl border has-[:focus-visible]:outline has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-brand-600',
        checked ? 'border-brand-600 bg-brand-50' : 'border-slate-200',
        disabled && 'bg-slate-50',
      )}
    >
      <label className={cn('flex items-start gap-3 p-4', disabled ? 'cursor-not-allowed' : 'cursor-pointer')}>
        <input
          type="radio"
          name={name}
          value={value}
          checked={checked}
          disabled={disabled}
          onChange={onSelect}
          aria-describedby={note ? noteId : undefined}
          className="mt-1 accent-brand-700"
        />
        <span className="text-sm">{children}</span>
      </label>
      {note && (
        <p id={noteId} className="-mt-2 px-4 pb-4 pl-10 text-sm font-medium text-amber-900">
          {note}
        </p>
      )}
    </div>
  );
}
