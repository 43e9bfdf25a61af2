// Step 3 (docs/product.md#checkout-steps): online payment, the default, or cash on delivery.
import type { PaymentMethod } from '@shop/shared/order.schemas';
import { Banknote, CreditCard } from 'lucide-react';
import type { ReactNode } from 'react';
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
}: {
  method: PaymentMethod;
  onChange: (method: PaymentMethod) => void;
}) {
  return (
    <fieldset className="space-y-3">
      <legend className="mb-2 text-sm font-medium text-slate-700">Payment method</legend>
      {OPTIONS.map((option) => (
        <RadioCard
          key={option.value}
          name="payment-method"
          value={option.value}
          checked={method === option.value}
          onSelect={() => onChange(option.value)}
        >
          <span className="flex items-center gap-2 font-semibold">
            {option.icon}
            {option.label}
          </span>
          <span className="mt-1 block text-slate-600">{option.hint}</span>
        </RadioCard>
      ))}
    </fieldset>
  );
}
