// The cancel dialog (docs/product.md#orders-pages): a reason is required, 'Other' needs the shopper's own words (the
// message asking for either goes as soon as the shopper gives it), and after success the dialog says so and closes
// 2 seconds later. It says what the server answered: "Order cancelled successfully", or for an order already
// dispatched, that the courier was asked to bring it back (docs/decisions/031-cancel-after-dispatch.md).
import { MESSAGES } from '@shop/shared/messages';
import { CANCEL_REASONS, type Order } from '@shop/shared/order.schemas';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { FormAlert } from '../../../components/form-alert.tsx';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { ControlledDialog, type ControlledDialogProps, DialogClose } from '../../../components/ui/dialog.tsx';
import { MessageField } from '../../../components/ui/form-field.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useCancelOrder } from '../api/cancel-order.ts';

/** How long the success message stays before the dialog closes (docs/product.md#orders-actions). */
export const CANCEL_DIALOG_CLOSE_MS = 2000;

export function CancelDialog({ order, open, onOpenChange }: ControlledDialogProps & { order: Order }) {
  const cancel = useCancelOrder();
  const [reason, setReason] = useState('');
  const [other, setOther] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  /** The answer's message once the cancel (or the cancellation request) went through. */
  const [done, setDone] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const reset = () => {
    setReason('');
    setOther('');
    setProblem(null);
    setDone(null);
    cancel.reset();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!reason) return setProblem(MESSAGES.selectCancelReason);
    if (reason === 'Other' && !other.trim()) return setProblem(MESSAGES.specifyCancelReason);
    setProblem(null);
    const cancelReason = reason === 'Other' ? other.trim() : reason;
    cancel.mutate(
      { id: order._id, body: { cancelReason } },
      {
        onSuccess: (result) => {
          setDone(result.message || MESSAGES.orderCancelled);
          timer.current = setTimeout(() => {
            onOpenChange(false);
            reset();
          }, CANCEL_DIALOG_CLOSE_MS);
        },
        onError: (error) => setProblem(errorMessage(error, MESSAGES.failedToCancelOrder)),
      },
    );
  };

  return (
    <ControlledDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) reset();
        onOpenChange(next);
      }}
      title="Cancel Order"
      description={`Tell us why you are cancelling order ${order.orderNumber}.`}
    >
      {done !== null ? (
        <p role="status" className="mt-5 rounded-lg bg-green-50 p-4 font-semibold text-green-900">
          {done}
        </p>
      ) : (
        <form noValidate onSubmit={submit} className="mt-5 space-y-4">
          {problem && <FormAlert>{problem}</FormAlert>}
          <fieldset className="space-y-0.5 sm:space-y-1">
            <legend className="mb-1 text-sm font-medium text-slate-700">Reason for cancellation</legend>
            {/* Each reason a whole row a finger can hit on a phone (44 px), the radio alone is too small. */}
            {CANCEL_REASONS.map((option) => (
              <label
                key={option}
                className="flex min-h-11 cursor-pointer items-center gap-3 text-sm sm:min-h-8"
              >
                <input
                  type="radio"
                  name="cancel-reason"
                  value={option}
                  checked={reason === option}
                  onChange={() => {
                    setReason(option);
                    setProblem(null);
                  }}
                  className="accent-brand-700"
                />
                {option}
              </label>
            ))}
          </fieldset>
          {reason === 'Other' && (
            <MessageField
              label="Please specify"
              value={other}
              maxLength={500}
              onChange={(event) => {
                setOther(event.target.value);
                setProblem(null);
              }}
              rows={3}
            />
          )}
          {/* On a phone the two buttons stack, full width and each on one line, in the order Tab reaches them. */}
          <div className="flex flex-col gap-3 sm:flex-row sm:justify-end">
            <DialogClose
              className={buttonClasses({ variant: 'secondary', size: 'sm', className: 'h-11 sm:h-auto' })}
            >
              Keep Order
            </DialogClose>
            <Button
              type="submit"
              variant="danger"
              size="sm"
              disabled={cancel.isPending}
              className="h-11 sm:h-auto"
            >
              {cancel.isPending ? 'Cancelling…' : 'Confirm Cancellation'}
            </Button>
          </div>
        </form>
      )}
    </ControlledDialog>
  );
}
