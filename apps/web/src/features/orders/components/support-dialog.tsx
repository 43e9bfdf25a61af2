// The support-message dialog for a delivered order's return or refund (docs/product.md#orders-pages): the request
// is sent to the shop with the shopper's words, and calling, chatting or copying the message stay on offer.
import * as Dialog from '@radix-ui/react-dialog';
import type { Order } from '@shop/shared/order.schemas';
import { type FormEvent, useId, useState } from 'react';
import { FormAlert } from '../../../components/form-alert.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatDate } from '../../../lib/format-date.ts';
import { useReturnFocus } from '../../../lib/use-return-focus.ts';
import { useReturnRequest } from '../api/request-return.ts';
import { supportMessage } from '../utils/support.ts';
import { SupportActions } from './support-actions.tsx';

export function SupportDialog({
  order,
  open,
  onOpenChange,
}: {
  order: Order;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const request = useReturnRequest();
  const [message, setMessage] = useState(() => supportMessage(order, 'return'));
  const [problem, setProblem] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const messageId = useId();
  const returnFocus = useReturnFocus();

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
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/60" />
        <Dialog.Content
          {...returnFocus}
          className="fixed left-1/2 top-1/2 z-50 max-h-[90vh] w-[92vw] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-xl"
        >
          <Dialog.Title className="text-xl font-bold">Request Return/Refund</Dialog.Title>
          <Dialog.Description className="mt-1 text-sm text-slate-600">
            Damaged, defective or incorrect items can be returned within 7 days of delivery. Tell us what went
            wrong; we reply within 2 business days.
          </Dialog.Description>
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
              <button
                type="submit"
                disabled={request.isPending}
                className="w-full rounded-lg bg-brand-700 py-2.5 font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
              >
                {request.isPending ? 'Sending…' : 'Send Request'}
              </button>
            </form>
          )}
          <p className="mt-5 text-sm font-medium text-slate-700">Or reach us directly:</p>
          <div className="mt-2">
            <SupportActions message={message} />
          </div>
          <Dialog.Close className="mt-5 w-full rounded-lg border border-slate-300 py-2 font-semibold">
            Close
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
