// The back office's tables, in a box that scrolls sideways on a phone. A list (products, purchase orders,
// suppliers, failed jobs, the audit log) has small-caps headings and one divided row per record; a plain table
// (orders, and the delivery-zone and GST settings, one editable row per setting) has ordinary headings and its
// rows draw their own lines.
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn.ts';
import { LoadFailure, Loading, tableClass } from './admin-ui.tsx';

const LOOKS = {
  list: {
    box: 'overflow-x-auto rounded-xl border border-slate-200 bg-white',
    head: 'bg-slate-50 text-xs uppercase tracking-wide text-slate-600',
    body: 'divide-y divide-slate-100',
  },
  plain: {
    box: 'overflow-x-auto rounded-2xl border border-slate-200',
    head: 'bg-slate-50 text-slate-700',
    body: undefined,
  },
} as const;

/** The heading of a column of amounts, right-aligned like its figures. */
export function AmountHeading({ children }: { children: ReactNode }) {
  return (
    <th scope="col" className="text-right">
      {children}
    </th>
  );
}

export function AdminTable({
  caption,
  head,
  children,
  className,
  look = 'list',
  alignTop = look === 'list',
}: {
  /** Read by screen readers only: what the rows are and in which order. */
  caption?: ReactNode;
  /** The heading cells (`<th scope="col">`). */
  head: ReactNode;
  /** The rows. */
  children: ReactNode;
  /** Added to the table's own classes (a minimum width). */
  className?: string;
  look?: keyof typeof LOOKS;
  /** Cells start at the top of a tall row (a row with a form or a list in it); a list's default. */
  alignTop?: boolean;
}) {
  const { box, head: headClass, body } = LOOKS[look];
  return (
    <div className={box}>
      <table className={cn(tableClass, className)}>
        {caption && <caption className="sr-only">{caption}</caption>}
        <thead className={headClass}>
          <tr>{head}</tr>
        </thead>
        <tbody className={cn(body, alignTop && 'align-top')}>{children}</tbody>
      </table>
    </div>
  );
}

/** What an empty list says instead of an empty table. */
export function EmptyList({ children }: { children: ReactNode }) {
  return (
    <p className="rounded-xl border border-dashed border-slate-300 p-10 text-center text-slate-600">
      {children}
    </p>
  );
}

/** A list page's query: the loading line, else its failure, else what an empty list says, else the list. */
export function ListView<T>({
  query,
  isEmpty,
  empty,
  children,
}: {
  query: UseQueryResult<T>;
  isEmpty: (data: T) => boolean;
  empty: ReactNode;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return <Loading />;
  if (query.isError) return <LoadFailure error={query.error} />;
  if (isEmpty(query.data)) return <EmptyList>{empty}</EmptyList>;
  return children(query.data);
}
