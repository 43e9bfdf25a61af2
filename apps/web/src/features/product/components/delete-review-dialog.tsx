// "Delete this review?" (issue 47 item 13; docs/product.md#reviews): a review goes only once its author says yes.
// Cancel is focused first, so a stray Enter keeps the review. Closed without deleting, focus goes back to the
// review's Delete button; once the review is gone, to `afterDelete` (the "Write a Review" button), never to the
// page's body. Loaded when an author first asks to delete, like the photo dialog.

import { MESSAGES } from '@shop/shared/messages';
import type { Review } from '@shop/shared/review.schemas';
import { type RefObject, useRef } from 'react';
import { FormAlert } from '../../../components/form-alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '../../../components/ui/dialog.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { useReturnFocus } from '../../../lib/use-return-focus.ts';
import { useDeleteReview } from '../api/save-review.ts';

export function DeleteReviewDialog({
  productId,
  review,
  toastMs,
  afterDelete,
  onClose,
  onDeleted,
}: {
  productId: string;
  review: Review;
  toastMs: number;
  afterDelete: RefObject<HTMLElement | null>;
  onClose: () => void;
  onDeleted: () => void;
}) {
  const remove = useDeleteReview(productId);
  const returnFocus = useReturnFocus();
  const deleted = useRef(false);
  const confirm = () =>
    remove.mutate(review._id, {
      onSuccess: () => {
        deleted.current = true;
        toast.success(MESSAGES.reviewDeleted, { duration: toastMs });
        onDeleted();
      },
    });
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        role="alertdialog"
        onOpenAutoFocus={returnFocus.onOpenAutoFocus}
        onCloseAutoFocus={(event) => {
          if (!deleted.current) return returnFocus.onCloseAutoFocus(event);
          event.preventDefault();
          afterDelete.current?.focus();
        }}
      >
        <DialogTitle>Delete this review?</DialogTitle>
        <DialogDescription className="mt-2">
          Your rating, comment and photos will be removed from this product. This cannot be undone.
        </DialogDescription>
        {remove.isError && (
          <div className="mt-4">
            <FormAlert>{errorMessage(remove.error, MESSAGES.errorDeletingReview)}</FormAlert>
          </div>
        )}
        <div className="mt-6 flex justify-end gap-3">
          <DialogClose asChild>
            <Button variant="secondary">Cancel</Button>
          </DialogClose>
          <Button variant="danger" disabled={remove.isPending} onClick={confirm}>
            {remove.isPending ? 'Deleting…' : 'Delete'}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
