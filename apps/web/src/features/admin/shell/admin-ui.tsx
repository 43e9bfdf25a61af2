// Small pieces every admin page uses: the page heading, a query's loading line and failure, a pager, the back
// office's buttons and the classes of its form controls and tables.
import type { UseQueryResult } from '@tanstack/react-query';
import { type ComponentPropsWithoutRef, forwardRef, type ReactNode } from 'react';
import { PageTitle } from '../../../components/page-title.tsx';
import { Button, type ButtonVariant, buttonClasses } from '../../../components/ui/button.tsx';
import { labelledElement } from '../../../components/ui/form-field.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { cn } from '../../../lib/cn.ts';

export function AdminHeading({ title, actions }: { title: string; actions?: ReactNode }) {
  return (
    <div className="mb-5 flex flex-wrap items-center justify-between gap-3">
      <PageTitle title={`${title} · Admin`} />
      <h1 className="text-2xl font-extrabold tracking-tight">{title}</h1>
      {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
    </div>
  );
}

export function Loading() {
  return (
    <p role="status" className="py-10 text-center text-slate-600">
      Loading…
    </p>
  );
}

export function LoadFailure({ error }: { error: unknown }) {
  return (
    <p role="alert" className="rounded-lg bg-red-50 p-4 text-red-800">
      {errorMessage(error, 'Could not load this page. Please try again.')}
    </p>
  );
}

/** A page's query: the loading line while it loads, the failure if it fails, and what its data makes. */
export function QueryView<T>({
  query,
  children,
}: {
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
}) {
  return (
    <>
      {query.isPending && <Loading />}
      {query.isError && <LoadFailure error={query.error} />}
      {query.data !== undefined && children(query.data)}
    </>
  );
}

/** A page that is one query's view: its heading, an optional line about the page, then QueryView of `query`. */
export function AdminQueryPage<T>({
  title,
  intro,
  query,
  children,
}: {
  title: string;
  intro?: ReactNode;
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
}) {
  return (
    <>
      <AdminHeading title={title} />
      {intro && <p className="-mt-3 mb-5 text-sm text-slate-600">{intro}</p>}
      <QueryView query={query}>{children}</QueryView>
    </>
  );
}

export function Pager({
  page,
  pages,
  onPage,
}: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
}) {
  if (pages <= 1) return null;
  return (
    <nav aria-label="Pages" className="mt-4 flex items-center justify-end gap-2 text-sm">
      <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </Button>
      <span>
        Page {page} of {pages}
      </span>
      <Button variant="secondary" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        Next
      </Button>
    </nav>
  );
}

/** An admin button's icon sits beside its label. */
const WITH_ICON = 'inline-flex items-center justify-center gap-2';

/** The back office's button: the shop's small button (components/ui/button.tsx), room for an icon. */
export const AdminButton = forwardRef<HTMLButtonElement, ComponentPropsWithoutRef<typeof Button>>(
  function AdminButton({ size = 'sm', className, ...props }, ref) {
    return <Button ref={ref} size={size} className={cn(WITH_ICON, className)} {...props} />;
  },
);

/** The look of an AdminButton for a link. */
export function adminButtonClasses(variant: ButtonVariant = 'primary', className?: string): string {
  return buttonClasses({ variant, size: 'sm', className: cn(WITH_ICON, className) });
}

/**
 * A second-rank action that removes something (Cancel order, Remove option): the secondary button's frame with
 * red words. components/ui/button.tsx has no such variant, and its secondary's own text colour would win over
 * an added one, so the look is written out here.
 */
export const buttonDangerSecondary = `${WITH_ICON} rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-red-800 hover:bg-slate-50 disabled:opacity-50`;
/** A form control's label above it. */
export const labelClass = 'mb-1 block text-sm font-medium text-slate-700';
export const inputClass = 'h-10 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm';
/** What an input of an amount in rupees says: a number from 0, in steps of a paisa, a decimal keypad on phones. */
export const rupeeInputProps = { type: 'number', inputMode: 'decimal', min: 0, step: '0.01' } as const;
export const tableClass = 'w-full text-left text-sm [&_td]:px-3 [&_td]:py-2 [&_th]:px-3 [&_th]:py-2';

/** A small action inside a table row (Edit, Delete, Details); components/ui/button.tsx has no size this small. */
export const rowActionClass =
  'inline-flex items-center gap-1 rounded-md border border-slate-300 px-2 py-1 text-xs font-semibold hover:bg-slate-50 disabled:opacity-50';

/**
 * A labelled text box of the back office (a list's search, a month to export). `labelClassName` is for a page whose
 * label differs from labelClass (a compact form's smaller label).
 */
export const AdminInput = labelledElement('input', () => inputClass, 'AdminInput');

/** A labelled select of the back office (a list's filter, a report's status); the options are the children. */
export const AdminSelect = labelledElement('select', () => inputClass, 'AdminSelect');
