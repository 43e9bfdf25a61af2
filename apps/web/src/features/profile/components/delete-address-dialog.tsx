// Asks before an address is deleted (docs/product.md#accounts-profile): 'Delete this address?' with the address in
// words, Cancel (focused first, the safe choice) and Delete. Cancel or Escape gives focus back to the address's
// delete button; after the delete that button is gone, so focus goes where the page says (`focusAfterDelete`).
import type { Address } from '@shop/shared/auth.schemas';
import { useRef } from 'react';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '../../../components/ui/dialog.tsx';
import { useReturnFocus } from '../../../lib/use-return-focus.ts';

/** The address in one line, as the dialog names it. */
function addressLine(address: Address): string {
  return `${address.type}: ${address.address}, ${address.city}, ${address.state} ${address.zipCode}`;
}

export function DeleteAddressDialog({
  address,
  othersLeft,
  deleting,
  onClose,
  onDelete,
  focusAfterDelete,
}: {
  /** The address asked about; undefined when the dialog is closed. */
  address: Address | undefined;
  /** Whether other addresses stay after this one goes (one of them then becomes the default). */
  othersLeft: boolean;
  deleting: boolean;
  onClose: () => void;
  /** Deletes the address; `done(true)` once it is gone (the dialog then closes), `done(false)` when it failed. */
  onDelete: (address: Address, done: (deleted: boolean) => void) => void;
  focusAfterDelete: () => HTMLElement | null;
}) {
  const returnFocus = useReturnFocus();
  const deleted = useRef(false);
  return (
    <Dialog open={address !== undefined} onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        role="alertdialog"
        onOpenAutoFocus={() => {
          deleted.current = false;
          returnFocus.onOpenAutoFocus();
        }}
        onCloseAutoFocus={(event) => {
          const target = deleted.current ? focusAfterDelete() : null;
          if (!target) return returnFocus.onCloseAutoFocus(event);
          event.preventDefault();
          target.focus();
        }}
      >
        <DialogTitle>Delete this address?</DialogTitle>
        <DialogDescription className="mt-2">
          {address && addressLine(address)}. It is removed from your saved addresses
          {address?.isDefault && othersLeft ? '; the first one left becomes your default.' : '.'}
        </DialogDescription>
        <div className="mt-6 flex justify-end gap-3">
          <DialogClose className={buttonClasses({ variant: 'secondary', size: 'sm' })}>Cancel</DialogClose>
          <Button
            variant="danger"
            size="sm"
            disabled={deleting}
            onClick={() =>
              address &&
              onDelete(address, (done) => {
                deleted.current = done;
                onClose();
              })
            }
          >
            {deleting ? 'Deleting…' : 'Delete'}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
