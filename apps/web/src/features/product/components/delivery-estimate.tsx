// "Delivery by Thu, 4 Dec" for the shopper's PIN code (docs/decisions/028-delivery-estimates-and-margins.md):
// a labelled field and button, the PIN code remembered in this browser, the date announced when it arrives.
import { DELIVERY_MESSAGES, PIN_PATTERN } from '@shop/shared/delivery';
import { MapPin } from 'lucide-react';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { rememberDeliveryPin, useDeliveryPin } from '../../../entities/delivery/delivery-pin.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { cn } from '../../../lib/cn.ts';
import { useDeliveryEstimate } from '../api/get-delivery-estimate.ts';

export function DeliveryEstimate({ productId }: { productId: string }) {
  const id = useId();
  const remembered = useDeliveryPin();
  const [draft, setDraft] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const estimate = useDeliveryEstimate(productId, remembered);

  // The remembered PIN code arrives after hydration; it fills the field once, unless the shopper typed first.
  useEffect(() => {
    if (remembered) setDraft((current) => (current === '' ? remembered : current));
  }, [remembered]);

  const check = (event: FormEvent) => {
    event.preventDefault();
    const pin = draft.trim();
    if (!PIN_PATTERN.test(pin)) {
      setProblem(pin === '' ? DELIVERY_MESSAGES.pinMissing : DELIVERY_MESSAGES.pinMalformed);
      return;
    }
    setProblem(null);
    rememberDeliveryPin(pin);
  };

  const failure =
    problem ?? (estimate.isError ? errorMessage(estimate.error, DELIVERY_MESSAGES.pinMalformed) : null);
  return (
    <form onSubmit={check} noValidate className="rounded-xl border border-slate-200 p-4">
      <label htmlFor={id} className="flex items-center gap-1.5 text-sm font-semibold">
        <MapPin aria-hidden="true" className="h-4 w-4 text-brand-700" />
        Delivery PIN code
      </label>
      <div className="mt-2 flex gap-2">
        <input
          id={id}
          name="pin"
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={6}
          placeholder="e.g. 560001"
          value={draft}
          onChange={(event) => setDraft(event.target.value.replace(/\D/g, ''))}
          aria-invalid={failure ? true : undefined}
          aria-describedby={`${id}-answer`}
          className={cn(
            'h-11 w-full min-w-0 max-w-44 rounded-lg border px-3 text-base tracking-widest focus:border-brand-600',
            failure ? 'border-red-500' : 'border-slate-300',
          )}
        />
        <Button type="submit" variant="outline" size="sm" className="h-11 shrink-0">
          Check
        </Button>
      </div>
      <p id={`${id}-answer`} aria-live="polite" className="mt-2 min-h-5 text-sm">
        {failure ? (
          <span className="text-red-700">{failure}</span>
        ) : estimate.data && remembered ? (
          <span data-testid="delivery-estimate" className="font-semibold text-green-800">
            {estimate.data.text}
            <span className="font-normal text-slate-600"> to {estimate.data.pin}</span>
          </span>
        ) : estimate.isFetching ? (
          <span className="text-slate-600">Checking…</span>
        ) : (
          <span className="text-slate-600">Enter your PIN code to see when it arrives.</span>
        )}
      </p>
    </form>
  );
}
