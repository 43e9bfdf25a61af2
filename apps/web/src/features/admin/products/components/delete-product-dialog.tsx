// Asks before deleting a product; the server decides between deleting and archiving (a product with orders)
// and says which in its message, shown as a toast.
import * as Dialog from '@radix-ui/react-dialog';
import type { AdminProductListItem } from '@shop/shared/admin.schemas';
import { FormAlert } from '../../../../components/form-alert.tsx';
import { errorMessage } from '../../../../lib/api-client.ts';
import { toast } from '../../../../lib/toast.ts';
import { useReturnFocus } from '../../../../lib/use-return-focus.ts';
import { buttonSecondary } from '../../shell/admin-ui.tsx';
import { useDeleteProduct } from '../api/delete-product.ts';

export function DeleteProductDialog({
  product,
  onClose,
}: {
  product: AdminProductListItem | undefined;
  onClose: () => void;
}) {
  const remove = useDeleteProduct();
  const returnFocus = useReturnFocus();
  const close = () => {
    remove.reset();
    onClose();
  };
  const confirm = () => {
    if (!product) return;
    remove.mutate(product._id, {
      onSuccess: (result) => {
        if (result.outcome === 'archived') toast.info(result.message);
        else toast.success(result.message);
        close();
      },
    });
  };
  return (
    <Dialog.Root open={product !== undefined} onOpenChange={(open) => !open && close()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/60" />
        <Dialog.Content
          {...returnFocus}
          role="alertdialog"
          className="fixed left-1/2 top-1/2 z-50 w-[92vw] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl"
        >
          <Dialog.Title className="text-xl font-bold">Delete product?</Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-slate-600">
            “{product?.name}” leaves the storefront. If any order names it, it is archived instead of deleted,
            so its orders stay intact and you can restore it later.
          </Dialog.Description>
          {remove.isError && (
            <div className="mt-4">
              <FormAlert>{errorMessage(remove.error, 'Could not delete the product')}</FormAlert>
            </div>
          )}
          <div className="mt-6 flex justify-end gap-3">
            <Dialog.Close className={buttonSecondary}>Cancel</Dialog.Close>
            <button
              type="button"
              disabled={remove.isPending}
              onClick={confirm}
              className="inline-flex items-center justify-center rounded-lg bg-red-700 px-4 py-2 text-sm font-semibold text-white hover:bg-red-800 disabled:opacity-50"
            >
              {remove.isPending ? 'Deleting…' : 'Delete'}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
