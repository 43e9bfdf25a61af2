// The order's tracking timeline (spec §4 Order statuses), from the shared rule: the normal path, return or
// refund steps appended, or the single cancelled step with its reason.
import type { Order } from '@shop/shared/order.schemas';
import { orderTimeline } from '@shop/shared/order-status';
import { Check } from 'lucide-react';
import { cn } from '../../../lib/cn.ts';
import { formatDateTime } from '../../../lib/format-date.ts';

export function OrderTimeline({ order }: { order: Order }) {
  const steps = orderTimeline(order);
  return (
    <ol className="space-y-0">
      {steps.map((step, index) => (
        <li key={step.status} className="relative flex gap-3 pb-5 last:pb-0">
          {index < steps.length - 1 && (
            <span
              aria-hidden="true"
              className={cn(
                'absolute left-[13px] top-7 h-[calc(100%-1.75rem)] w-0.5',
                step.completed && steps[index + 1]?.completed ? 'bg-green-600' : 'bg-slate-200',
              )}
            />
          )}
          <span
            className={cn(
              'z-10 flex h-7 w-7 shrink-0 items-center justify-center rounded-full border-2',
              step.completed ? 'border-green-600 bg-green-600 text-white' : 'border-slate-300 bg-white',
            )}
          >
            {step.completed && <Check aria-hidden="true" className="h-4 w-4" />}
          </span>
          <div className="text-sm">
            <p className="font-semibold">
              {step.label}
              <span className="sr-only">{step.completed ? ' (done)' : ' (pending)'}</span>
            </p>
            <p className="text-slate-600">{step.at ? formatDateTime(step.at) : 'Pending'}</p>
            {step.note !== undefined && <p className="text-slate-700">Reason: {step.note}</p>}
          </div>
        </li>
      ))}
    </ol>
  );
}
