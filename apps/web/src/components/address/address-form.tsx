// The address form of the profile and the checkout (docs/decisions/036-checkout-for-india.md, "Addresses and phone
// numbers"), in the order Indian shops ask: who receives it and their mobile, then the PIN code, which fills City and
// State from India Post's directory (the shopper can still change them), the address line, a landmark, the state
// picked from India's 36, the address type and "make this my default".
import { zodResolver } from '@hookform/resolvers/zod';
import { ADDRESS_TYPES } from '@shop/shared/auth.schemas';
import { PIN_PATTERN } from '@shop/shared/delivery';
import type { PinCodePlace } from '@shop/shared/delivery.schemas';
import { INDIAN_STATES } from '@shop/shared/gst';
import { useQuery } from '@tanstack/react-query';
import { MapPin } from 'lucide-react';
import { useEffect, useId } from 'react';
import { type FieldErrors, useController, useForm } from 'react-hook-form';
import { cn } from '../../lib/cn.ts';
import { CancelAndSubmit } from '../cancel-and-submit.tsx';
import { FormField, RegisteredField, SelectField } from '../ui/form-field.tsx';
import {
  type AddressFormInput,
  type AddressFormValues,
  addressFormSchema,
  REQUIRED_FIELDS,
} from './address-form-schema.ts';

/** The fields as the form shows them, top to bottom. */
const FIELD_ORDER = ['fullName', 'phone', 'zipCode', 'address', 'landmark', 'city', 'state', 'type'] as const;

export const UNKNOWN_PIN_MESSAGE =
  "We don't know this PIN code yet. Check it, then fill in the city and state.";

export function AddressForm({
  label,
  defaults,
  firstAddress,
  lookUpPinCode,
  saving,
  submitLabel,
  onSave,
  onCancel,
  onInvalid,
  className,
}: {
  /** The form's accessible name: "New address". */
  label: string;
  /** The account's name and phone, which most shoppers ship to. */
  defaults: { fullName: string; phone: string };
  /** The account has no address yet: this one becomes the default whatever the box says (decision 036). */
  firstAddress: boolean;
  /** GET /api/pin-codes/:pin (entities/delivery/look-up-pin-code.ts). */
  lookUpPinCode: (pin: string, signal: AbortSignal) => Promise<PinCodePlace>;
  saving: boolean;
  submitLabel: string;
  onSave: (address: AddressFormValues) => void;
  onCancel: () => void;
  /** After a refused submit; `missing` when a required field is empty. */
  onInvalid?: (missing: boolean) => void;
  className?: string;
}) {
  const form = useForm<AddressFormInput, unknown, AddressFormValues>({
    resolver: zodResolver(addressFormSchema),
    // The first field in the page's order gets focus (useController registers the PIN code before the others).
    shouldFocusError: false,
    defaultValues: {
      fullName: defaults.fullName,
      phone: defaults.phone,
      zipCode: '',
      address: '',
      landmark: '',
      city: '',
      state: '',
      type: 'Home',
      isDefault: firstAddress,
    },
  });
  const pin = useController({ control: form.control, name: 'zipCode' });
  const pinOk = PIN_PATTERN.test(pin.field.value);
  const lookup = useQuery({
    queryKey: ['pin-code', pin.field.value],
    queryFn: ({ signal }) => lookUpPinCode(pin.field.value, signal),
    enabled: pinOk,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });

  // A PIN code the directory knows fills City and State; each new answer does, so a changed PIN code moves them.
  // One it does not know still names the state its first digits belong to.
  const found = pinOk ? lookup.data : undefined;
  const { setValue, formState } = form;
  useEffect(() => {
    if (!found) return;
    const options = { shouldValidate: formState.isSubmitted, shouldDirty: true };
    if (found.known) setValue('city', found.city, options);
    if (found.state) setValue('state', found.state, options);
  }, [found, setValue, formState.isSubmitted]);

  const invalid = (errors: FieldErrors<AddressFormInput>) => {
    const first = FIELD_ORDER.find((field) => errors[field]);
    if (first) form.setFocus(first);
    const values = form.getValues();
    onInvalid?.(REQUIRED_FIELDS.some((field) => errors[field] && values[field].trim() === ''));
  };
  const save = (values: AddressFormValues) =>
    onSave({ ...values, isDefault: firstAddress || values.isDefault });

  const errors = formState.errors;
  let pinStatus = '';
  if (pinOk && lookup.isFetching) pinStatus = 'Looking up the PIN code…';
  else if (found?.known) pinStatus = `Delivering to ${found.city}, ${found.state}`;
  else if (found) pinStatus = UNKNOWN_PIN_MESSAGE;
  else if (pinOk && lookup.isError) pinStatus = 'Could not look up the PIN code: fill in the city and state.';

  return (
    <form
      noValidate
      aria-label={label}
      onSubmit={form.handleSubmit(save, invalid)}
      className={cn(
        'grid gap-x-4 gap-y-5 rounded-xl border border-slate-200 p-4 sm:grid-cols-2 sm:p-5',
        className,
      )}
    >
      <RegisteredField form={form} name="fullName" label="Full name" autoComplete="name" />
      <RegisteredField
        form={form}
        name="phone"
        label="Mobile number"
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        hint="The courier calls it to deliver"
      />
      <FormField
        label="PIN code"
        inputMode="numeric"
        autoComplete="postal-code"
        maxLength={6}
        placeholder="6 digits, like 560001"
        error={errors.zipCode?.message}
        name={pin.field.name}
        ref={pin.field.ref}
        value={pin.field.value}
        onBlur={pin.field.onBlur}
        onChange={(event) => pin.field.onChange(event.target.value.replace(/\D/g, ''))}
        onPaste={(event) => {
          // "560 001" pasted would be cut to "560 00" by maxLength: keep its digits instead.
          event.preventDefault();
          pin.field.onChange(event.clipboardData.getData('text').replace(/\D/g, '').slice(0, 6));
        }}
      />
      <p
        aria-live="polite"
        data-testid="pin-code-status"
        className={cn(
          '-mt-3 flex items-start gap-1.5 text-sm sm:mt-0 sm:self-center sm:pt-6',
          !found ? 'text-slate-600' : found.known ? 'text-green-800' : 'font-medium text-amber-900',
          !pinStatus && 'hidden sm:block',
        )}
      >
        {found?.known && <MapPin aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />}
        {pinStatus}
      </p>
      <RegisteredField
        form={form}
        name="address"
        label="Flat, house no., building, street, area"
        autoComplete="street-address"
        className="sm:col-span-2"
      />
      <RegisteredField
        form={form}
        name="landmark"
        label="Landmark (optional)"
        placeholder="E.g. near Apollo Hospital"
        className="sm:col-span-2"
      />
      <RegisteredField form={form} name="city" label="City" autoComplete="address-level2" />
      <SelectField
        label="State"
        autoComplete="address-level1"
        error={errors.state?.message}
        {...form.register('state')}
      >
        <option value="">Choose a state</option>
        {INDIAN_STATES.map((state) => (
          <option key={state}>{state}</option>
        ))}
      </SelectField>
      <AddressTypeChoice form={form} />
      <DefaultChoice form={form} firstAddress={firstAddress} />
      <CancelAndSubmit onCancel={onCancel} saving={saving} className="sm:col-span-2">
        {saving ? 'Saving…' : submitLabel}
      </CancelAndSubmit>
    </form>
  );
}

type Form = ReturnType<typeof useForm<AddressFormInput, unknown, AddressFormValues>>;

/** Home, Work or Other as three radio buttons drawn as pills. */
function AddressTypeChoice({ form }: { form: Form }) {
  return (
    <fieldset className="sm:col-span-2">
      <legend className="mb-2 text-sm font-medium text-slate-700">Address type</legend>
      <div className="flex flex-wrap gap-2">
        {ADDRESS_TYPES.map((type) => (
          <label
            key={type}
            className="flex cursor-pointer items-center gap-2 rounded-full border border-slate-300 px-3 py-2 text-sm sm:px-4 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:checked]:font-semibold has-[:focus-visible]:outline has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-brand-600"
          >
            <input type="radio" value={type} {...form.register('type')} className="accent-brand-700" />
            {type}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** "Make this my default address"; the first address is the default and says so. */
function DefaultChoice({ form, firstAddress }: { form: Form; firstAddress: boolean }) {
  const hintId = useId();
  // The first address's box is only shown, ticked: the form's value stays true (its default).
  const box = firstAddress
    ? { checked: true, disabled: true, readOnly: true, 'aria-describedby': hintId }
    : form.register('isDefault');
  return (
    <div className="sm:col-span-2">
      <label className="inline-flex cursor-pointer items-center gap-2 text-sm has-[:disabled]:cursor-default">
        <input type="checkbox" {...box} className="h-4 w-4 accent-brand-700" />
        Make this my default address
      </label>
      {firstAddress && (
        <p id={hintId} className="mt-1 text-xs text-slate-600">
          Your first address is your default; checkout picks it for you.
        </p>
      )}
    </div>
  );
}
