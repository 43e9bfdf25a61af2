// A choice drawn as a card around its radio button (delivery address, payment method), outlined when chosen.
import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn.ts';

export function RadioCard({
  name,
  value,
  checked,
  onSelect,
  children,
}: {
  name: string;
  value: string;
  checked: boolean;
  onSelect: () => void;
  children: ReactNode;
}) {
  return (
    <label
      className={cn(
        'flex cursor-pointer items-start gap-3 rounded-xl border p-4 has-[:focus-visible]:outline has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-brand-600',
        checked ? 'border-brand-600 bg-brand-50' : 'border-slate-200',
      )}
    >
      <input
        type="radio"
        name={name}
        value={value}
        checked={checked}
        onChange={onSelect}
        className="mt-1 accent-brand-700"
      />
      <span className="text-sm">{children}</span>
    </label>
  );
}
