// The order's tracking timeline (docs/product.md#orders-statuses), from the shared rule: the normal path, return or
// refund steps appended, or the single cancelled step with its reason. The shared rule counts the cancelled
// step as reached (`completed`), but it is drawn as cancelled (a red X, "order cancelled" to screen readers),
// never with the green tick of a step done. `data-state` names what each step shows: done, pending or cancelled.
import type { Order } from '@shop/shared/order.schemas';
import { orderTimeline, type TimelineStep } from '@shop/shared/order-status';
import { Check, X } from 'lucide-react';
import { cn } from '../../../lib/cn.ts';
import { formatDateTime } from '../../../lib/format.ts';

type StepState = 'done' | 'pending' | 'cancelled';

function stateOf(step: TimelineStep): StepState {
  if (step.status === 'cancelled') return 'cancelled';
  return step.completed ? 'done' : 'pending';
}

const CIRCLE: Record<StepState, string> = {
  done: 'border-green-600 bg-green-600 text-white',
  pending: 'border-slate-300 bg-white',
  cancelled: 'border-red-600 bg-red-50 text-red-700',
};

const SPOKEN: Record<StepState, string> = {
  done: ' (done)',
  pending: ' (pending)',
  cancelled: ' (order cancelled)',
};

export function OrderTimeline({ order }: { order: Order }) {
  const steps = orderTimeline(order);
  return (
    <ol className="space-y-0">
      {steps.map((step, index) => {
        const state = stateOf(step);
        return (
          <li key={step.status} data-state={state} className="relative flex gap-3 pb-5 last:pb-0">
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
                CIRCLE[state],
              )}
            >
              {state === 'done' && <Check aria-hidden="true" className="h-4 w-4" />}
              {state === 'cancelled' && <X aria-hidden="true" className="h-4 w-4" strokeWidth={3} />}
            </span>
            <div className="text-sm">
              <p className={cn('font-semibold', state === 'cancelled' && 'text-red-800')}>
                {step.label}
                <span className="sr-only">{SPOKEN[state]}</span>
              </p>
              <p className="text-slate-600">{step.at ? formatDateTime(step.at) : 'Pending'}</p>
              {step.note !== undefined && <p className="text-slate-700">Reason: {step.note}</p>}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
