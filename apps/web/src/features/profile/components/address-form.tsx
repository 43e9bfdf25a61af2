// The new-address form (docs/product.md#accounts-profile): type Home/Work/Other, address, city, state, ZIP code, phone.
// Every field is needed ('Please fill in all required address fields'); the phone must be 10 to 15 digits.
import { ADDRESS_TYPES, type Address, PHONE_PATTERN } from '@shop/shared/auth.schemas';
import { MESSAGES } from '@shop/shared/messages';
import { type FormEvent, useState } from 'react';
import { CancelAndSubmit } from '../../../components/cancel-and-submit.tsx';
import { FormField, SelectField } from '../../../components/ui/form-field.tsx';
import { newAddressId } from '../../../entities/profile/new-address-id.ts';
import { textInputs } from '../utils/text-inputs.ts';

const EMPTY = { type: 'Home' as Address['type'], address: '', city: '', state: '', zipCode: '', phone: '' };

export function AddressForm({
  saving,
  onSave,
  onCancel,
  onInvalid,
}: {
  saving: boolean;
  onSave: (address: Address) => void;
  onCancel: () => void;
  onInvalid: (message: string) => void;
}) {
  const [draft, setDraft] = useState(EMPTY);
  const input = textInputs(draft, setDraft);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { address, city, state, zipCode, phone } = draft;
    if (![address, city, state, zipCode, phone].every((value) => value.trim()))
      return onInvalid(MESSAGES.fillAddressFields);
    if (!PHONE_PATTERN.test(phone.trim())) return onInvalid(MESSAGES.invalidPhone);
    onSave({
      _id: newAddressId(),
      type: draft.type,
      address: address.trim(),
      city: city.trim(),
      state: state.trim(),
      zipCode: zipCode.trim(),
      phone: phone.trim(),
      country: 'India',
      isActive: false,
    });
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      className="grid gap-4 rounded-xl border border-slate-200 p-5 sm:grid-cols-2"
    >
      <SelectField
        label="Type"
        value={draft.type}
        onChange={(event) => setDraft({ ...draft, type: event.target.value as Address['type'] })}
      >
        {ADDRESS_TYPES.map((type) => (
          <option key={type}>{type}</option>
        ))}
      </SelectField>
      <FormField label="Phone" type="tel" autoComplete="tel" {...input('phone')} />
      <FormField
        label="Address"
        autoComplete="street-address"
        {...input('address')}
        className="sm:col-span-2"
      />
      <FormField label="City" autoComplete="address-level2" {...input('city')} />
      <FormField label="State" autoComplete="address-level1" {...input('state')} />
      <FormField label="ZIP Code" autoComplete="postal-code" inputMode="numeric" {...input('zipCode')} />
      <CancelAndSubmit onCancel={onCancel} saving={saving} className="items-end sm:col-span-2">
        Add Address
      </CancelAndSubmit>
    </form>
  );
}
