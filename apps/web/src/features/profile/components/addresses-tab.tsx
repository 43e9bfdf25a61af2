// The Addresses tab (docs/product.md#accounts-profile): the list with Make default and delete (asked first:
// delete-address-dialog.tsx), or 'No addresses added yet' with 'Add Your First Address'; an Add Address toggle opens
// the address form (decision 036). The whole remaining list is saved.
import type { Address, UserProfile } from '@shop/shared/auth.schemas';
import { MESSAGES } from '@shop/shared/messages';
import { formatPhone } from '@shop/shared/phone';
import { Trash2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { AddressForm } from '../../../components/address/address-form.tsx';
import type { AddressFormValues } from '../../../components/address/address-form-schema.ts';
import { AddressSummary } from '../../../components/address/address-summary.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { lookUpPinCode } from '../../../entities/delivery/look-up-pin-code.ts';
import { withAddress, withDefault, withoutAddress } from '../../../entities/profile/address-list.ts';
import { newAddressId } from '../../../entities/profile/new-address-id.ts';
import { useUpdateProfile } from '../../../entities/profile/update-profile.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import type { useBanner } from '../hooks/use-banner.ts';
import { DeleteAddressDialog } from './delete-address-dialog.tsx';

type Banners = ReturnType<typeof useBanner>;

const DEFAULT_CHANGED = 'Default address changed';
const FAILED_TO_CHANGE_DEFAULT = 'Failed to change the default address';

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
  const addButton = useRef<HTMLButtonElement>(null);
  const [asking, setAsking] = useState<Address | undefined>(undefined);
  // The form goes when saved or cancelled: the keyboard's focus, which was in it, moves to the button that opens
  // it again rather than falling to the page. Done in an effect once React has removed the form (a timer could run
  // before that on a slow phone, with the focus still in the form about to go).
  const refocus = useRef(false);
  const closeForm = () => {
    refocus.current = true;
    onFormOpenChange(false);
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: the button shows once the saved list arrives; try again then.
  useEffect(() => {
    if (formOpen || !refocus.current || !addButton.current) return;
    refocus.current = false;
    const active = document.activeElement;
    if (!active || active === document.body || !active.isConnected) addButton.current.focus();
  }, [formOpen, user.addresses]);

  const save = (
    addresses: Address[],
    success: string,
    failure: string,
    after?: () => void,
    failed?: () => void,
  ) =>
    update.mutate(
      { addresses },
      {
        onSuccess: () => {
          banners.success(success);
          after?.();
        },
        onError: (error) => {
          banners.error(errorMessage(error, failure));
          failed?.();
        },
      },
    );

  const add = (values: AddressFormValues) => {
    const address: Address = { _id: newAddressId(), ...values, country: 'India', isActive: false };
    save(withAddress(user.addresses, address), MESSAGES.addressAdded, MESSAGES.failedToAddAddress, closeForm);
  };

  return (
    <div className="space-y-5">
      {!formOpen && user.addresses.length > 0 && (
        <Button ref={addButton} onClick={() => onFormOpenChange(true)}>
          Add Address
        </Button>
      )}
      {formOpen && (
        <AddressForm
          label="New address"
          defaults={{ fullName: `${user.firstName} ${user.lastName}`.trim(), phone: formatPhone(user.phone) }}
          firstAddress={user.addresses.length === 0}
          lookUpPinCode={lookUpPinCode}
          saving={update.isPending}
          submitLabel="Add Address"
          onCancel={closeForm}
          onSave={add}
          onInvalid={(missing) => missing && banners.error(MESSAGES.fillAddressFields)}
        />
      )}
      {user.addresses.length === 0 && !formOpen ? (
        <div className="rounded-xl border border-dashed border-slate-300 p-8 text-center">
          <p className="text-slate-600">No addresses added yet</p>
          <Button ref={addButton} onClick={() => onFormOpenChange(true)} variant="link" className="mt-3">
            Add Your First Address
          </Button>
        </div>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2">
          {user.addresses.map((address) => {
            const named = `${address.type} address, ${address.address}`;
            return (
              <li
                key={address._id}
                className="flex flex-col justify-between gap-3 rounded-xl border border-slate-200 p-4"
              >
                <AddressSummary address={address} />
                <div className="flex items-center justify-between gap-3 border-t border-slate-100 pt-2">
                  {address.isDefault ? (
                    <span className="text-sm text-slate-600">Checkout picks this one first</span>
                  ) : (
                    <Button
                      variant="link"
                      className="text-sm"
                      disabled={update.isPending}
                      onClick={() =>
                        save(
                          withDefault(user.addresses, address._id),
                          DEFAULT_CHANGED,
                          FAILED_TO_CHANGE_DEFAULT,
                        )
                      }
                    >
                      Make default<span className="sr-only">: {named}</span>
                    </Button>
                  )}
                  <button
                    type="button"
                    aria-label={`Delete ${named}`}
                    disabled={update.isPending}
                    aria-haspopup="dialog"
                    onClick={() => setAsking(address)}
                    className="rounded-full p-2 text-slate-500 hover:bg-red-50 hover:text-red-700"
                  >
                    <Trash2 aria-hidden="true" className="h-4 w-4" />
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <DeleteAddressDialog
        address={asking}
        othersLeft={user.addresses.length > 1}
        deleting={update.isPending}
        onClose={() => setAsking(undefined)}
        onDelete={(address, done) =>
          save(
            withoutAddress(user.addresses, address._id),
            MESSAGES.addressDeleted,
            MESSAGES.failedToDeleteAddress,
            () => done(true),
            () => done(false),
          )
        }
        // The deleted address's card is gone: focus goes to Add Address (or Add Your First Address).
        focusAfterDelete={() => addButton.current}
      />
    </div>
  );
}
