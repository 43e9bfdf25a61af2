// Step 2 (docs/product.md#checkout-steps): choose a delivery address or add one. A new address becomes the active one
// and every other address inactive (and the default if ticked, decision 036); saving fails with a browser alert, as
// the spec says.
import type { Address } from '@shop/shared/auth.schemas';
import { MESSAGES } from '@shop/shared/messages';
import { Plus } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import type { AddressFormValues } from '../../../components/address/address-form-schema.ts';
import { AddressSummary } from '../../../components/address/address-summary.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { withAddress } from '../../../entities/profile/address-list.ts';
import { newAddressId } from '../../../entities/profile/new-address-id.ts';
import { useUpdateProfile } from '../../../entities/profile/update-profile.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { NewAddressForm } from './new-address-form.tsx';
import { RadioCard } from './radio-card.tsx';

export function ShippingStep({
  addresses,
  recipient,
  selectedId,
  onSelect,
}: {
  addresses: readonly Address[];
  /** Whom a new address is for at first: the shopper's name and mobile. */
  recipient: { fullName: string; phone: string };
  selectedId: string | null;
  onSelect: (id: string) => void;
}) {
  const [adding, setAdding] = useState(addresses.length === 0);
  const update = useUpdateProfile();
  const list = useRef<HTMLFieldSetElement>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  // The form goes when saved or cancelled: the keyboard's focus, which was in it, moves to the address just saved
  // (or to the button that opens the form again) rather than falling to the page. Done after React has removed the
  // form and listed the new address (an effect), not on a timer a slow phone could beat: `focusTo` waits for it.
  const focusTo = useRef<{ savedId?: string } | null>(null);
  const closeForm = (savedId?: string) => {
    focusTo.current = { savedId };
    setAdding(false);
  };
  useEffect(() => {
    const target = focusTo.current;
    if (adding || !target) return;
    const active = document.activeElement;
    if (active && active !== document.body && active.isConnected) {
      focusTo.current = null;
      return;
    }
    // A saved address not listed yet: the next render (its list arrives) tries again.
    if (target.savedId !== undefined && !addresses.some((address) => address._id === target.savedId)) return;
    const saved = [...(list.current?.querySelectorAll('input') ?? [])].find(
      (input) => input.value === target.savedId,
    );
    focusTo.current = null;
    (saved ?? addButton.current)?.focus();
  }, [adding, addresses]);

  const save = (draft: AddressFormValues) => {
    const address: Address = { _id: newAddressId(), ...draft, country: 'India', isActive: true };
    update.mutate(
      { addresses: withAddress(addresses, address, { active: true }) },
      {
        onSuccess: () => {
          onSelect(address._id);
          closeForm(address._id);
        },
        onError: (error) => window.alert(errorMessage(error, MESSAGES.errorSavingAddress)),
      },
    );
  };

  return (
    <div className="space-y-4">
      {addresses.length > 0 && (
        <fieldset ref={list} className="space-y-3">
          <legend className="mb-2 text-sm font-medium text-slate-700">Delivery address</legend>
          {addresses.map((address) => (
            <RadioCard
              key={address._id}
              name="delivery-address"
              value={address._id}
              checked={selectedId === address._id}
              onSelect={() => onSelect(address._id)}
            >
              <AddressSummary address={address} />
            </RadioCard>
          ))}
        </fieldset>
      )}
      {adding ? (
        <NewAddressForm
          defaults={recipient}
          firstAddress={addresses.length === 0}
          saving={update.isPending}
          onSave={save}
          onCancel={() => closeForm()}
        />
      ) : (
        <Button
          ref={addButton}
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
