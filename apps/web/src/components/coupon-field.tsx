// The coupon field of the cart and the checkout (docs/product.md#checkout-promotions), as Indian shops show it: an
// "Apply coupon" field with Apply (Enter applies too); once a code is kept, a chip with the code, what it saves
// ("You save ₹120 with FIRST100") or why it does not apply yet, and Remove. A refused code's words show under the
// field. Focus stays with the shopper: on the chip after Apply, back in the field after Remove, in the field when
// a code is refused, never on the page's body.
import { TicketPercent } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { cn } from '../lib/cn.ts';
import type { CouponFieldState } from '../lib/coupon-state.ts';
import { Button } from './ui/button.tsx';

export function CouponField({ state, className }: { state: CouponFieldState; className?: string }) {
  const id = useId();
  const [value, setValue] = useState('');
  const input = useRef<HTMLInputElement>(null);
  // The chip's words ("You save ₹120 with FIRST100") take the focus after Apply, so a screen reader reads them.
  const chip = useRef<HTMLParagraphElement>(null);
  // Set by this field's own Apply or Remove: the code shown changes, then focus follows it.
  const moveFocus = useRef(false);
  const { code, fate, error, pending } = state;
  // Not applied yet, or not checked (the quote failed: the page says why, with a retry): amber, not green.
  const unsure = fate.kind === 'not_applied' || fate.kind === 'unchecked';

  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    (code ? chip.current : input.current)?.focus();
  }, [code]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    moveFocus.current = true;
    const kept = await state.apply(value);
    if (kept) setValue('');
    else moveFocus.current = false;
  };
  const remove = async () => {
    if (pending) return;
    moveFocus.current = true;
    if (!(await state.remove())) moveFocus.current = false;
  };

  return (
    <div className={className}>
      {code ? (
        <div
          data-testid="coupon-chip"
          className={cn(
            'rounded-lg border border-dashed p-3 text-sm',
            unsure ? 'border-amber-500 bg-amber-50' : 'border-green-600 bg-green-50',
          )}
        >
          <div className="flex items-center justify-between gap-3">
            <p className="flex min-w-0 items-center gap-2">
              <TicketPercent aria-hidden="true" className="h-4 w-4 shrink-0 text-green-800" />
              <span className="truncate font-mono font-bold tracking-wide">{code}</span>
              <span className="text-slate-600">{fate.kind === 'applied' ? 'applied' : 'entered'}</span>
            </p>
            <Button
              variant="link"
              aria-label={`Remove coupon ${code}`}
              aria-disabled={pending || undefined}
              onClick={remove}
              className="shrink-0 text-sm"
            >
              Remove
            </Button>
          </div>
          <p
            ref={chip}
            tabIndex={-1}
            aria-live="polite"
            data-testid="coupon-fate"
            className={cn(
              'mt-1 rounded focus-visible:outline-offset-2',
              unsure ? 'text-amber-900' : 'font-semibold text-green-800',
            )}
          >
            {fate.kind === 'checking' ? `Checking ${code}…` : fate.words}
          </p>
        </div>
      ) : (
        <form onSubmit={submit} noValidate>
          <label htmlFor={`${id}-code`} className="mb-1 block text-sm font-medium text-slate-700">
            Apply coupon
          </label>
          <div className="flex gap-2">
            <input
              ref={input}
              id={`${id}-code`}
              name="coupon"
              value={value}
              onChange={(event) => {
                setValue(event.target.value);
                if (error) state.clearError();
              }}
              placeholder="Enter code"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              enterKeyHint="go"
              maxLength={50}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              className="h-11 min-w-0 flex-1 rounded-lg border border-slate-300 px-3 uppercase placeholder:normal-case focus:border-brand-600"
            />
            {/* Never disabled while busy: a disabled button drops the focus to the page's body. */}
            <Button
              type="submit"
              variant="outline"
              aria-disabled={pending || undefined}
              className="h-11 px-4"
            >
              {pending ? 'Applying…' : 'Apply'}
            </Button>
          </div>
          {error && (
            <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-red-700">
              {error}
            </p>
          )}
        </form>
      )}
      <p className="sr-only" aria-live="polite">
        {state.notice}
      </p>
    </div>
  );
}
