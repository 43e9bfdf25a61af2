// A grey, pulsing block that holds the place of content still loading; `className` gives its size and corners.
import { cn } from '../../lib/cn.ts';

export function Skeleton({ className }: { className: string }) {
  return <div className={cn('animate-pulse bg-slate-100', className)} />;
}
