// The support-message dialog for a delivered order's return or refund (docs/product.md#orders-pages): the request
// is sent to the shop with the shopper's words, and calling, chatting or copying the message stay on offer.
import type { Order } from '@shop/shared/order.schemas';
import { type FormEvent, useId, useState } from 'react';
import { FormAlert } from '../../../components/form-alert.tsx';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { ControlledDialog, type ControlledDialogProps, DialogClose } from '../../../components/ui/dialog.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatDate } from '../../../lib/format.ts';
import { useReturnRequest } from '../api/request-return.ts';
import { supportMessage } from '../utils/support.ts';
import { SupportActions } from './support-actions.tsx';

/** `returnWindowText` says until when a return may be asked for (utils/return-window.ts). */
export function SupportDialog({
  order,
  returnWindowText,
  open,
  onOpenChange,
}: ControlledDialogProps & { order: Order; returnWindowText: string }) {
  const request = useReturnRequest();
  const [message, setMessage] = useState(() => supportMessage(order, 'return'));
  const [problem, setProblem] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const messageId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    request.mutate(
      { id: order._id, body: { message } },
      {
        onSuccess: (result) => setSent(result.message),
        onError: (error) =>
          setProblem(errorMessage(error, 'Your request could not be sent. Please try again.')),
      },
    );
  };

  return (
    <ControlledDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Request Return/Refund"
      description={`${returnWindowText} Tell us what you are sending back and why; we reply within 2 business days.`}
      width="lg"
    >
      {sent && (
        <p role="status" className="mt-4 rounded-lg bg-green-50 p-3 text-sm font-semibold text-green-900">
          {sent}
        </p>
      )}
      {order.returnRequest && !sent && (
        <p className="mt-4 rounded-lg bg-slate-50 p-3 text-sm text-slate-700">
          You sent a request on {formatDate(order.returnRequest.requestedAt)}. We will be in touch.
        </p>
      )}
      {!order.returnRequest && (
        <form noValidate onSubmit={submit} className="mt-4 space-y-3">
          {problem && <FormAlert>{problem}</FormAlert>}
          <label htmlFor={messageId} className="block text-sm font-medium text-slate-700">
            Your message
          </label>
          <textarea
            id={messageId}
            value={message}
            maxLength={2000}
            rows={6}
            onChange={(event) => setMessage(event.target.value)}
            className="w-full rounded-lg border border-slate-300 p-3 text-sm"
          />
          <SubmitButton busy={request.isPending} busyLabel="Sending…">
            Send Request
          </SubmitButton>
        </form>
      )}
      <p className="mt-5 text-sm font-medium text-slate-700">Or reach us directly:</p>
      <div className="mt-2">
        <SupportActions message={message} />
      </div>
      <DialogClose className={buttonClasses({ variant: 'secondary', size: 'block', className: 'mt-5' })}>
        Close
      </DialogClose>
    </ControlledDialog>
  );
}
