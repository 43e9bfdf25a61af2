// The two states of a page whose content is one query (the cart, the profile) before it can show that content:
// a placeholder while the query loads, and the failure with a Retry once it has failed. `width` is the page's
// own max-width class, so the placeholder and the failure sit where the content will.
import { cn } from '../lib/cn.ts';
import { ErrorState } from './error-state.tsx';
import { Skeleton } from './ui/skeleton.tsx';

/** While the data loads: a status for screen readers and a grey block where the content will be. */
export function PageLoading({ width, status }: { width: string; status: string }) {
  return (
    <div className={cn('mx-auto px-4 py-10', width)} aria-busy="true">
      <p className="sr-only" role="status">
        {status}
      </p>
      <Skeleton className="h-64 rounded-2xl" />
    </div>
  );
}

/** When loading failed: the page's heading for screen readers, then the message and Retry. */
export function PageLoadFailure({
  width,
  title,
  message,
  onRetry,
}: {
  width: string;
  title: string;
  message: string;
  onRetry: () => void;
}) {
  return (
    <div className={cn('mx-auto px-4 py-10', width)}>
      <h1 className="sr-only">{title}</h1>
      <ErrorState message={message} onRetry={onRetry} />
    </div>
  );
}
