// The Addresses tab (docs/product.md#accounts-profile): the list with delete buttons, or 'No addresses added yet' with
// 'Add Your First Address'; an Add Address toggle opens the form. The whole remaining list is saved.
import type { Address, UserProfile } from '@shop/shared/auth.schemas';
import { MESSAGES } from '@shop/shared/messages';
import { MapPin, Phone, Trash2 } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { useUpdateProfile } from '../../../entities/profile/update-profile.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import type { useBanner } from '../hooks/use-banner.ts';
import { AddressForm } from './address-form.tsx';

type Banners = ReturnType<typeof useBanner>;

export function AddressesTab({
  user,
  banners,
  formOpen,
  onFormOpenChange,
}: {
  user: UserProfile;
  banners: Banners;
  formOpen: boolean;
  onFormOpenChange: (open: boolean) => void;
}) {
  const update = useUpdateProfile();

  const add = (address: Address) =>
    update.mutate(
      { addresses: [...user.addresses, address] },
      {
        onSuccess: () => {
          banners.success(MESSAGES.addressAdded);
          onFormOpenChange(false);
        },
        onError: (error) => banners.error(errorMessage(error, MESSAGES.failedToAddAddress)),
      },
    );

  const remove = (id: string) =>
    update.mutate(
      { addresses: user.addresses.filter((address) => address._id !== id) },
      {
        onSuccess: () => banners.success(MESSAGES.addressDeleted),
        onError: (error) => banners.error(errorMessage(error, MESSAGES.failedToDeleteAddress)),
      },
    );

  return (
    <div className="space-y-5">
      {!formOpen && user.addresses.length > 0 && (
        <Button onClick={() => onFormOpenChange(true)}>Add Address</Button>
      )}
      {formOpen && (
        <AddressForm
          saving={update.isPending}
          onCancel={() => onFormOpenChange(false)}
          onSave={add}
          onInvalid={(message) => banners.error(message)}
        />
      )}
      {user.addresses.length === 0 && !formOpen ? (
        <div className="rounded-xl border border-dashed border-slate-300 p-8 text-center">
          <p className="text-slate-600">No addresses added yet</p>
          <Button onClick={() => onFormOpenChange(true)} variant="link" className="mt-3">
            Add Your First Address
          </Button>
        </div>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2">
          {user.addresses.map((address) => (
            <li key={address._id} className="rounded-xl border border-slate-200 p-4">
              <div className="flex items-start justify-between gap-3">
                <span className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-800">
                  {address.type}
                </span>
                <button
                  type="button"
                  aria-label={`Delete ${address.type} address, ${address.address}`}
                  disabled={update.isPending}
                  onClick={() => remove(address._id)}
                  className="rounded-full p-1.5 text-slate-500 hover:bg-red-50 hover:text-red-700"
                >
                  <Trash2 aria-hidden="true" className="h-4 w-4" />
                </button>
              </div>
              <p className="mt-2 flex items-start gap-2 text-slate-800">
                <MapPin aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-slate-500" />
                <span>
                  {address.address}
                  <br />
                  {address.city}, {address.state} {address.zipCode}
                </span>
              </p>
              <p className="mt-1 flex items-center gap-2 text-sm text-slate-600">
                <Phone aria-hidden="true" className="h-4 w-4 text-slate-500" /> {address.phone}
              </p>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
