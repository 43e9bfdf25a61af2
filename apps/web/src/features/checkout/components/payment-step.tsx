// Step 3 (docs/product.md#checkout-steps): online payment, the default, or cash on delivery. Cash on delivery is
// greyed, with the reason beside it, when the shop does not offer it for this order (docs/decisions/030-cash-on-
// delivery-risk.md).
import type { PaymentMethod } from '@shop/shared/order.schemas';
import { Banknote, CreditCard } from 'lucide-react';
import type { ReactNode } from 'react';
import type { CodChoice } from '../utils/cod-choice.ts';
import { RadioCard } from './radio-card.tsx';

const OPTIONS: { value: PaymentMethod; label: string; hint: string; icon: ReactNode }[] = [
  {
    value: 'razorpay',
    label: 'Pay online',
    hint: 'UPI, cards, net banking and wallets through Razorpay',
    icon: <CreditCard aria-hidden="true" className="h-5 w-5 text-brand-700" />,
  },
  {
    value: 'cod',
    label: 'Cash on delivery',
    hint: 'Pay in cash when your order arrives',
    icon: <Banknote aria-hidden="true" className="h-5 w-5 text-brand-700" />,
  },
];

export function PaymentStep({
  method,
  onChange,
  cod,
}: {
  method: PaymentMethod;
  onChange: (method: PaymentMethod) => void;
  cod: CodChoice;
}) {
  return (
    <fieldset className="space-y-3">
      <legend className="mb-2 text-sm font-medium text-slate-700">Payment method</legend>
      {OPTIONS.map((option) => {
        const closed = option.value === 'cod' && cod.kind !== 'open';
        return (
          <RadioCard
            key={option.value}
            name="payment-method"
            value={option.value}
            checked={method === option.value}
            onSelect={() => onChange(option.value)}
            disabled={closed}
            note={
              option.value === 'cod' && cod.kind === 'refused'
                ? cod.reason
                : option.value === 'cod' && cod.kind === 'checking'
                  ? 'Checking whether cash on delivery is available for this order…'
                  : undefined
            }
          >
            <span className="flex items-center gap-2 font-semibold">
              {option.icon}
              {option.label}
            </span>
            <span className="mt-1 block text-slate-600">{option.hint}</span>
          </RadioCard>
        );
      })}
    </fieldset>
  );
}
