// The checkout's new-address form (docs/product.md#checkout-steps): type, street, city, state, ZIP code and phone, each
// with the spec's message; the country is India.
import { zodResolver } from '@hookform/resolvers/zod';
import { ADDRESS_TYPES, addressSchema, PHONE_PATTERN } from '@shop/shared/auth.schemas';
import { MESSAGES } from '@shop/shared/messages';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { CancelAndSubmit } from '../../../components/cancel-and-submit.tsx';
import { RegisteredField, SelectField } from '../../../components/ui/form-field.tsx';

// The stored address's own rules, except that an empty phone says 'Phone is required' before 'invalid'.
const newAddressSchema = addressSchema
  .pick({ type: true, address: true, city: true, state: true, zipCode: true })
  .extend({
    phone: z.string().trim().min(1, MESSAGES.phoneRequired).regex(PHONE_PATTERN, MESSAGES.invalidPhone),
  });
export type NewAddress = z.output<typeof newAddressSchema>;

export function NewAddressForm({
  saving,
  onSave,
  onCancel,
}: {
  saving: boolean;
  onSave: (address: NewAddress) => void;
  onCancel: () => void;
}) {
  const form = useForm<z.input<typeof newAddressSchema>, unknown, NewAddress>({
    resolver: zodResolver(newAddressSchema),
    defaultValues: { type: 'Home', address: '', city: '', state: '', zipCode: '', phone: '' },
  });
  const errors = form.formState.errors;
  return (
    <form
      noValidate
      aria-label="New address"
      onSubmit={form.handleSubmit(onSave)}
      className="grid gap-4 rounded-xl border border-slate-200 bg-slate-50 p-5 sm:grid-cols-2"
    >
      <SelectField label="Address type" error={errors.type?.message} {...form.register('type')}>
        {ADDRESS_TYPES.map((type) => (
          <option key={type}>{type}</option>
        ))}
      </SelectField>
      <RegisteredField form={form} name="phone" label="Phone" type="tel" autoComplete="tel" />
      <RegisteredField
        form={form}
        name="address"
        label="Street address"
        autoComplete="street-address"
        className="sm:col-span-2"
      />
      <RegisteredField form={form} name="city" label="City" autoComplete="address-level2" />
      <RegisteredField form={form} name="state" label="State" autoComplete="address-level1" />
      <RegisteredField
        form={form}
        name="zipCode"
        label="ZIP code"
        autoComplete="postal-code"
        inputMode="numeric"
      />
      <p className="self-end pb-3 text-sm text-slate-600">Country: India</p>
      <CancelAndSubmit onCancel={onCancel} saving={saving} className="sm:col-span-2">
        {saving ? 'Saving…' : 'Save Address'}
      </CancelAndSubmit>
    </form>
  );
}
