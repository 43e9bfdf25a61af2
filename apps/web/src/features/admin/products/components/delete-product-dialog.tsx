// Asks before deleting a product; the server decides between deleting and archiving (a product with orders)
// and says which in its message, shown as a toast.
import type { AdminProductListItem } from '@shop/shared/admin.schemas';
import { FormAlert } from '../../../../components/form-alert.tsx';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '../../../../components/ui/dialog.tsx';
import { errorMessage } from '../../../../lib/api-client.ts';
import { toast } from '../../../../lib/toast.ts';
import { useReturnFocus } from '../../../../lib/use-return-focus.ts';
import { AdminButton } from '../../shell/admin-ui.tsx';
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
    <Dialog open={product !== undefined} onOpenChange={(open) => !open && close()}>
      <DialogContent {...returnFocus} role="alertdialog">
        <DialogTitle>Delete product?</DialogTitle>
        <DialogDescription className="mt-2">
          “{product?.name}” leaves the storefront. If any order names it, it is archived instead of deleted,
          so its orders stay intact and you can restore it later.
        </DialogDescription>
        {remove.isError && (
          <div className="mt-4">
            <FormAlert>{errorMessage(remove.error, 'Could not delete the product')}</FormAlert>
          </div>
        )}
        <div className="mt-6 flex justify-end gap-3">
          <DialogClose asChild>
            <AdminButton variant="secondary">Cancel</AdminButton>
          </DialogClose>
          <AdminButton variant="danger" disabled={remove.isPending} onClick={confirm}>
            {remove.isPending ? 'Deleting…' : 'Delete'}
          </AdminButton>
        </div>
      </DialogContent>
    </Dialog>
  );
}
