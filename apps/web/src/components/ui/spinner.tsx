// The shop's wait indicator: a turning ring, read out as a status naming what is being loaded.
import { cn } from '../../lib/cn.ts';

/** `label` is read out; it is shown under the ring only when `showLabel` (else screen readers alone hear it). */
export function Spinner({
  label,
  showLabel = false,
  className,
}: {
  label: string;
  showLabel?: boolean;
  className?: string;
}) {
  return (
    <div role="status" className={cn('flex flex-col items-center gap-4 text-center', className)}>
      <span
        aria-hidden="true"
        className="h-10 w-10 animate-spin rounded-full border-4 border-slate-200 border-t-brand-700"
      />
      <p className={showLabel ? 'font-medium text-slate-700' : 'sr-only'}>{label}</p>
    </div>
  );
}
