// The checkout (docs/product.md#checkout-steps): three steps — information, shipping, payment — beside the order
// summary with the coupon field and the offers (docs/product.md#checkout-promotions). Moving on needs the step to be
// valid; going back is free; Place Order works on step 3 only.
import type { Address } from '@shop/shared/auth.schemas';
import { MESSAGES } from '@shop/shared/messages';
import type { PaymentMethod, PersonalInfo, ShippingInfo } from '@shop/shared/order.schemas';
import { formatPhone } from '@shop/shared/phone';
import { Check } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { FormAlert } from '../../../components/form-alert.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { cartTotals, inStock } from '../../../entities/cart/cart-lines.ts';
import { useCart } from '../../../entities/cart/get-cart.ts';
import { defaultAddress } from '../../../entities/profile/address-list.ts';
import { useProfile } from '../../../entities/profile/get-profile.ts';
import { useBasketPromotions } from '../../../entities/promotions/use-basket-promotions.ts';
import { cn } from '../../../lib/cn.ts';
import { useCodAvailability } from '../api/get-cod-availability.ts';
import { orderLines, useCheckoutLines } from '../hooks/use-checkout-lines.ts';
import { useCheckoutSubmit } from '../hooks/use-checkout-submit.ts';
import { useShippingSpeed } from '../hooks/use-shipping-speed.ts';
import { ADDRESS_NEEDS_PIN, hasIndianPin } from '../utils/address-pin.ts';
import { codChoice } from '../utils/cod-choice.ts';
import { OrderSummary } from './order-summary.tsx';
import { PaymentStep } from './payment-step.tsx';
import { PersonalInfoStep } from './personal-info-step.tsx';
import { ShippingSpeedPicker } from './shipping-speed-picker.tsx';
import { ShippingStep } from './shipping-step.tsx';

const STEPS = ['Information', 'Shipping', 'Payment'] as const;
type Step = 1 | 2 | 3;

function toShippingInfo(address: Address): ShippingInfo {
  const { type, fullName, address: street, landmark, city, state, zipCode, country, phone } = address;
  return { type, fullName, address: street, landmark, city, state, postalCode: zipCode, country, phone };
}

function Stepper({ step }: { step: Step }) {
  return (
    <ol className="flex items-center gap-2 text-sm">
      {STEPS.map((label, index) => {
        const number = index + 1;
        const done = number < step;
        return (
          <li
            key={label}
            aria-current={number === step ? 'step' : undefined}
            className="flex items-center gap-2"
          >
            <span
              className={cn(
                'flex h-8 w-8 items-center justify-center rounded-full font-bold',
                number <= step ? 'bg-brand-700 text-white' : 'bg-slate-200 text-slate-600',
              )}
            >
              {done ? <Check aria-hidden="true" className="h-4 w-4" /> : number}
            </span>
            {/* On phones only the current step is named, so the three steps fit one line. */}
            <span
              className={cn(
                'font-medium',
                number === step ? 'text-slate-900' : 'sr-only text-slate-500 sm:not-sr-only',
              )}
            >
              {label}
            </span>
            {number < STEPS.length && (
              <span aria-hidden="true" className="mx-1 h-px w-4 bg-slate-300 sm:w-12" />
            )}
          </li>
        );
      })}
    </ol>
  );
}

export function CheckoutPage() {
  const navigate = useNavigate();
  const { lines, loading } = useCheckoutLines();
  const profile = useProfile();
  // The code lives on the cart (PUT /api/cart/coupon), for the cart's lines and for a Buy Now line alike.
  const couponCode = useCart().data?.couponCode ?? null;
  const promotions = useBasketPromotions(lines.filter(inStock), couponCode);
  const [step, setStep] = useState<Step>(1);
  const [personalInfo, setPersonalInfo] = useState<PersonalInfo | null>(null);
  const [chosenId, setChosenId] = useState<string | null>(null);
  const [method, setMethod] = useState<PaymentMethod>('razorpay');
  // A provider that redirects (instead of calling back) lands here after a failed payment.
  const [params] = useSearchParams();
  const [alert, setAlert] = useState<string | null>(
    params.get('payment') === 'failed' ? MESSAGES.paymentFailed : null,
  );
  const { submit, processing } = useCheckoutSubmit();
  // When the step changes, focus moves to the new step's heading: the button that was pressed may be gone
  // (Continue is a different button on each step), and keyboard and screen-reader users would otherwise be
  // dropped at the top of the page. The first step on arrival is left alone.
  const stepHeading = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(step);
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    stepHeading.current?.focus();
  }, [step]);

  const user = profile.data;
  const addresses = user?.addresses ?? [];
  // Until the shopper picks one, the default address (or the only one) is the choice (decision 036).
  const selectedId = chosenId ?? defaultAddress(addresses)?._id ?? null;
  const selected = addresses.find((address) => address._id === selectedId);
  // The speeds the chosen address's zone offers and the one chosen, standard by default (docs/decisions/036).
  const shipping = useShippingSpeed(lines, selected?.zipCode);
  // Asked from the shipping step on, so the payment step usually has the answer when it opens.
  const codAvailability = useCodAvailability(
    orderLines(lines),
    selected?.zipCode,
    step >= 2,
    shipping.speed,
    promotions.orderCode,
  );

  if (loading || profile.isPending) {
    return <p className="mx-auto max-w-6xl px-4 py-16 text-center text-slate-600">Loading checkout…</p>;
  }
  if (lines.length === 0) {
    return (
      <div className="mx-auto max-w-xl px-4 py-16 text-center">
        <PageTitle title="Checkout" />
        <h1 className="text-2xl font-bold">{MESSAGES.cartEmptyTitle}</h1>
        <p className="mt-2 text-slate-600">{MESSAGES.checkoutNeedsStock}</p>
        <Link to="/cart" className={buttonClasses({ size: 'lg', className: 'mt-6 inline-block' })}>
          Go to Cart
        </Link>
      </div>
    );
  }

  // The standard totals after the coupon and offers (a free-shipping offer frees the standard shipping only)...
  const standardTotals = promotions.withQuote(cartTotals(lines));
  // ...then the summary, the payment and the order all carry the chosen speed's fee in the shipping.
  const totals = shipping.withFee(standardTotals);
  const allInStock = lines.every(inStock);
  const cod = codChoice(codAvailability);
  // Cash on delivery refused for this order and address: online payment is the choice (docs/decisions/030).
  if (cod.kind === 'refused' && method === 'cod') setMethod('razorpay');

  const back = () => {
    setAlert(null);
    if (step === 1) navigate(-1);
    else setStep((step - 1) as Step);
  };
  const toPayment = () => {
    if (!selected) return setAlert(MESSAGES.selectDeliveryAddress);
    // An address saved before PIN codes were checked cannot be shipped to (docs/decisions/036).
    if (!hasIndianPin(selected.zipCode)) return setAlert(ADDRESS_NEEDS_PIN);
    setAlert(null);
    setStep(3);
  };
  const placeOrder = () => {
    if (!selected) return setAlert(MESSAGES.selectDeliveryAddress);
    if (!personalInfo) return setStep(1);
    submit({
      lines,
      totals,
      personalInfo,
      shippingInfo: toShippingInfo(selected),
      method,
      shippingSpeed: shipping.speed,
      couponCode: promotions.orderCode,
    });
  };

  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <PageTitle title="Checkout" />
      <h1 className="text-3xl font-extrabold tracking-tight">Checkout</h1>
      <div className="mt-4">
        <Stepper step={step} />
      </div>
      <div className="mt-6 grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,1fr)_360px]">
        <section aria-labelledby="step-title" className="rounded-2xl border border-slate-200 p-5">
          <h2
            id="step-title"
            ref={stepHeading}
            tabIndex={-1}
            className="mb-4 w-fit scroll-mt-32 rounded-md text-xl font-bold focus-visible:outline-offset-4"
          >
            {step === 1 ? 'Personal Information' : step === 2 ? 'Shipping Address' : 'Payment Method'}
          </h2>
          {alert && (
            <div className="mb-4">
              <FormAlert>{alert}</FormAlert>
            </div>
          )}
          {step === 1 && (
            <PersonalInfoStep
              defaults={
                personalInfo ?? {
                  firstName: user?.firstName ?? '',
                  lastName: user?.lastName ?? '',
                  email: user?.email ?? '',
                }
              }
              onNext={(info) => {
                setPersonalInfo(info);
                setStep(2);
              }}
            />
          )}
          {step === 2 && (
            <ShippingStep
              addresses={addresses}
              recipient={{
                fullName: personalInfo
                  ? `${personalInfo.firstName} ${personalInfo.lastName}`.trim()
                  : `${user?.firstName ?? ''} ${user?.lastName ?? ''}`.trim(),
                phone: formatPhone(user?.phone ?? ''),
              }}
              selectedId={selectedId}
              onSelect={(id) => {
                setChosenId(id);
                setAlert(null);
              }}
            />
          )}
          {step === 2 && selected && (
            <ShippingSpeedPicker
              options={shipping.options}
              loading={shipping.estimate.isLoading}
              speed={shipping.speed}
              standardShipping={standardTotals.shippingCost}
              onChange={shipping.choose}
            />
          )}
          {step === 3 && <PaymentStep method={method} onChange={setMethod} cod={cod} />}
          <div className="mt-6 flex justify-between gap-3 border-t border-slate-200 pt-5">
            <Button onClick={back} disabled={processing} variant="secondary">
              Back
            </Button>
            {step === 1 && (
              <Button type="submit" form="checkout-step">
                Continue to Shipping
              </Button>
            )}
            {step === 2 && <Button onClick={toPayment}>Continue to Payment</Button>}
          </div>
        </section>
        <OrderSummary
          lines={lines}
          totals={totals}
          // Not before the quote of these lines is in: the total sent must be the one the server will charge.
          canPlace={step === 3 && allInStock && promotions.settled}
          processing={processing}
          onPlace={placeOrder}
          postalCode={selected?.zipCode}
          speed={shipping.option}
          promotions={promotions}
        />
      </div>
    </div>
  );
}
