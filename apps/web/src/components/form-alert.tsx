import type { ReactNode } from 'react';

/** A form's failure message, announced to screen readers. */
export function FormAlert({ children }: { children: ReactNode }) {
  return (
    <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
      {children}
    </div>
  );
}
