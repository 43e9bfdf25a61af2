// The checkout's new-address form (docs/product.md#checkout-steps): the shop's address form (decision 036), its
// recipient and mobile filled in from the shopper's details, saved with 'Save Address'; the country is India.
import { AddressForm } from '../../../components/address/address-form.tsx';
import type { AddressFormValues } from '../../../components/address/address-form-schema.ts';
import { lookUpPinCode } from '../../../entities/delivery/look-up-pin-code.ts';

export function NewAddressForm({
  defaults,
  firstAddress,
  saving,
  onSave,
  onCancel,
}: {
  defaults: { fullName: string; phone: string };
  firstAddress: boolean;
  saving: boolean;
  onSave: (address: AddressFormValues) => void;
  onCancel: () => void;
}) {
  return (
    <AddressForm
      label="New address"
      defaults={defaults}
      firstAddress={firstAddress}
      lookUpPinCode={lookUpPinCode}
      saving={saving}
      submitLabel="Save Address"
      onSave={onSave}
      onCancel={onCancel}
      className="bg-slate-50"
    />
  );
}
