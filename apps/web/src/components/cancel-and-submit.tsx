// The end of a form opened in place (a new address, the profile's details, a review): Cancel closes it without
// saving; the submit button saves, disabled while a save is under way.
import type { ReactNode } from 'react';
import { cn } from '../lib/cn.ts';
import { Button } from './ui/button.tsx';

export function CancelAndSubmit({
  onCancel,
  saving,
  className,
  children,
}: {
  onCancel: () => void;
  saving: boolean;
  /** Added to the row's own `flex gap-3` (its place in the form's grid). */
  className?: string;
  /** The submit button's label. */
  children: ReactNode;
}) {
  return (
    <div className={cn('flex gap-3', className)}>
      <Button onClick={onCancel} variant="secondary">
        Cancel
      </Button>
      <Button type="submit" disabled={saving}>
        {children}
      </Button>
    </div>
  );
}
