import type { ReactNode } from 'react';
import { Button } from './button.tsx';

/** The full-width main button of a form, disabled (with its busy label) while the form is being sent. */
export function SubmitButton({
  busy,
  busyLabel,
  children,
}: {
  busy: boolean;
  busyLabel: string;
  children: ReactNode;
}) {
  return (
    <Button type="submit" size="block" disabled={busy}>
      {busy ? busyLabel : children}
    </Button>
  );
}
