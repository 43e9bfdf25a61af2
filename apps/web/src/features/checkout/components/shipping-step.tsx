// Step 2 (docs/product.md#checkout-steps): choose a delivery address or add one. A new address becomes the active one
// and every other address inactive; saving fails with a browser alert, as the spec says.
import type { Address } from '@shop/shared/auth.schemas';
import { MESSAGES } from '@shop/shared/messages';
import { MapPin, Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { newAddressId } from '../../../entities/profile/new-address-id.ts';
import { useUpdateProfile } from '../../../entities/profile/update-profile.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { type NewAddress, NewAddressForm } from './new-address-form.tsx';
import { RadioCard } from './radio-card.tsx';

export function ShippingStep({
  addresses,
  selectedId,
  onSelect,
}: {
  addresses: readonly Address[];
  selectedId: string | null;
  onSelect: (id: string) => void;
}) {
  const [adding, setAdding] = useState(addresses.length === 0);
  const update = useUpdateProfile();

  const save = (draft: NewAddress) => {
    const address: Address = { _id: newAddressId(), ...draft, country: 'India', isActive: true };
    update.mutate(
      { addresses: [...addresses.map((other) => ({ ...other, isActive: false })), address] },
      {
        onSuccess: () => {
          onSelect(address._id);
          setAdding(false);
        },
        onError: (error) => window.alert(errorMessage(error, MESSAGES.errorSavingAddress)),
      },
    );
  };

  return (
    <div className="space-y-4">
      {addresses.length > 0 && (
        <fieldset className="space-y-3">
          <legend className="mb-2 text-sm font-medium text-slate-700">Delivery address</legend>
          {addresses.map((address) => (
            <RadioCard
              key={address._id}
              name="delivery-address"
              value={address._id}
              checked={selectedId === address._id}
              onSelect={() => onSelect(address._id)}
            >
              <span className="flex items-center gap-2 font-semibold">
                <MapPin aria-hidden="true" className="h-4 w-4 text-brand-700" />
                {address.type}
              </span>
              <span className="mt-1 block text-slate-700">
                {address.address}, {address.city}, {address.state} {address.zipCode}, {address.country}
              </span>
              <span className="block text-slate-600">Phone: {address.phone}</span>
            </RadioCard>
          ))}
        </fieldset>
      )}
      {adding ? (
        <NewAddressForm saving={update.isPending} onSave={save} onCancel={() => setAdding(false)} />
      ) : (
        <Button
          onClick={() => setAdding(true)}
          variant="outline"
          size="sm"
          className="inline-flex items-center gap-2"
        >
          <Plus aria-hidden="true" className="h-4 w-4" /> Add New Address
        </Button>
      )}
    </div>
  );
}
