import type { ReactNode } from 'react';

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
    <button
      type="submit"
      disabled={busy}
      className="h-11 w-full rounded-lg bg-brand-700 font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
    >
      {busy ? busyLabel : children}
    </button>
  );
}
