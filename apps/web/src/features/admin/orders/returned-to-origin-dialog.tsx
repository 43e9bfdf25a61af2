// "Returned to origin" on the admin's order page: a parcel that came back undelivered (refused at the door, or
// cancelled by the shopper after dispatch) cancels the order; the stock comes back and a paid order is refunded,
// once (docs/decisions/030-cash-on-delivery-risk.md, 031-cancel-after-dispatch.md).
import type { AdminOrderDetail } from '@shop/shared/admin-orders.schemas';
import { COD_MESSAGES } from '@shop/shared/cod';
import { type FormEvent, useId, useRef, useState } from 'react';
import { FormAlert } from '../../../components/form-alert.tsx';
import { ControlledDialog, DialogClose } from '../../../components/ui/dialog.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { AdminButton, labelClass } from '../shell/admin-ui.tsx';
import { RETURNED_TO_ORIGIN_FAILED, useMarkReturnedToOrigin } from './api/mark-returned-to-origin.ts';

/** The statuses a parcel can come back from: it has left the supplier. */
export function canMarkReturnedToOrigin(detail: AdminOrderDetail): boolean {
  return ['shipped', 'out of delivery'].includes(detail.order.orderStatus);
}

export function ReturnedToOriginDialog({
  detail,
  open,
  onOpenChange,
  onDone,
}: {
  detail: AdminOrderDetail;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Called once it closed after marking: the button that opened it is gone with the order's moves. */
  onDone: () => void;
}) {
  const { order } = detail;
  const mark = useMarkReturnedToOrigin(order._id);
  const [note, setNote] = useState('');
  const noteId = useId();
  const hintId = useId();
  const marked = useRef(false);
  const close = (next: boolean) => {
    if (!next) {
      setNote('');
      mark.reset();
    }
    onOpenChange(next);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = note.trim();
    mark.mutate(trimmed ? { note: trimmed } : {}, {
      onSuccess: (result) => {
        toast.success(result.message);
        marked.current = true;
        close(false);
      },
    });
  };
  return (
    <ControlledDialog
      open={open}
      onOpenChange={close}
      onCloseAutoFocus={(event) => {
        if (!marked.current) return;
        event.preventDefault();
        onDone();
      }}
      title="Returned to origin"
      description="The parcel came back to us undelivered. The order is cancelled, its stock goes back on sale and a paid order is refunded."
    >
      <form onSubmit={submit} className="mt-5 space-y-4">
        {mark.isError && <FormAlert>{errorMessage(mark.error, RETURNED_TO_ORIGIN_FAILED)}</FormAlert>}
        {order.cancelRequest ? (
          // The shopper's own reason is the cancellation's (docs/decisions/031-cancel-after-dispatch.md).
          <p className="text-sm text-slate-700">
            The shopper asked to cancel it: the order is cancelled with their reason, “
            {order.cancelRequest.reason}”.
          </p>
        ) : (
          <div>
            <label htmlFor={noteId} className={labelClass}>
              Note for the shopper (optional)
            </label>
            <textarea
              id={noteId}
              value={note}
              maxLength={500}
              rows={2}
              aria-describedby={hintId}
              onChange={(event) => setNote(event.target.value)}
              className="w-full rounded-lg border border-slate-300 p-2 text-sm"
            />
            <p id={hintId} className="mt-1 text-xs text-slate-600">
              The cancellation&apos;s reason. Left empty, the shopper reads “
              {COD_MESSAGES.returnedToOriginReason}”.
            </p>
          </div>
        )}
        <div className="flex justify-end gap-2">
          <DialogClose asChild>
            <AdminButton variant="secondary">Keep order</AdminButton>
          </DialogClose>
          <AdminButton variant="danger" type="submit" disabled={mark.isPending}>
            {mark.isPending ? 'Saving…' : 'Mark returned to origin'}
          </AdminButton>
        </div>
      </form>
    </ControlledDialog>
  );
}
