// What the order page says above its cards when the shopper has something to do or to know: confirm a
// cash-on-delivery order (docs/decisions/030-cash-on-delivery-risk.md), a cancel requested after dispatch, a parcel
// back undelivered (docs/decisions/031-cancel-after-dispatch.md), a return requested and what happens next
// (docs/product.md#orders-actions).

import { formatIndiaDateTime } from '@shop/shared/india-time';
import type { Order } from '@shop/shared/order.schemas';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useId } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { formatDate } from '../../../lib/format.ts';
import { refundAfterReturn, supportReplies } from '../../../lib/promise-words.ts';
import { toast } from '../../../lib/toast.ts';
import { CONFIRM_FAILED, useConfirmCodOrder } from '../api/confirm-cod-order.ts';
import { orderQueryOptions } from '../api/get-order.ts';
import { awaitsConfirmation, parcelNotice, returnRequested } from '../utils/cod-notices.ts';

/** The id of the return request's notice: the Actions card's "Return requested" button points to it. */
export const RETURN_NOTICE_ID = 'return-request-notice';

function Notice({
  title,
  tone,
  id,
  children,
}: {
  title: string;
  tone: 'action' | 'info';
  id?: string;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={
        tone === 'action'
          ? 'rounded-2xl border-2 border-amber-400 bg-amber-50 p-5 text-amber-950'
          : 'rounded-2xl border border-sky-200 bg-sky-50 p-5 text-slate-900'
      }
    >
      <h2 id={headingId} className="text-lg font-bold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** "Please confirm your order": the order goes to the supplier only once confirmed. `onConfirmed` takes focus. */
function ConfirmPanel({ order, onConfirmed }: { order: Order; onConfirmed: () => void }) {
  const confirm = useConfirmCodOrder();
  const queryClient = useQueryClient();
  const confirmBy = order.codConfirmation?.confirmBy;
  const send = () =>
    confirm.mutate(
      { id: order._id, body: undefined },
      {
        onSuccess: (result) => {
          toast.success(result.message);
          onConfirmed();
        },
        onError: (error) => {
          toast.error(errorMessage(error, CONFIRM_FAILED));
          // Refused because the order moved on (confirmed elsewhere, cancelled): show it as it is now.
          if (error instanceof ApiError && error.status === 409)
            void queryClient.invalidateQueries({ queryKey: orderQueryOptions(order._id).queryKey });
        },
      },
    );
  return (
    <Notice title="Please confirm your order" tone="action">
      {confirmBy && (
        <p className="mt-1 font-semibold">
          Confirm by <span className="whitespace-nowrap">{formatIndiaDateTime(confirmBy)}</span>
        </p>
      )}
      <p className="mt-1 text-sm">
        Your cash-on-delivery order is prepared only after you confirm it. If it is not confirmed by then, it
        is cancelled.
      </p>
      <Button onClick={send} disabled={confirm.isPending} className="mt-4">
        {confirm.isPending ? 'Confirming…' : 'Confirm order'}
      </Button>
    </Notice>
  );
}

function ParcelNoticeView({ order }: { order: Order }) {
  const notice = parcelNotice(order);
  if (!notice) return null;
  if (notice.kind === 'returned')
    return (
      <Notice title="Parcel returned to us" tone="info">
        <p className="mt-1 text-sm">
          The parcel came back to us undelivered on{' '}
          <span className="whitespace-nowrap">{formatDate(notice.at)}</span>, and the order was cancelled.
        </p>
      </Notice>
    );
  if (notice.kind === 'delivered-anyway')
    return (
      <Notice title="Delivered after your cancellation request" tone="info">
        <p className="mt-1 text-sm">
          You asked to cancel this order on{' '}
          <span className="whitespace-nowrap">{formatDate(notice.requestedAt)}</span>, but the courier
          delivered it. If you do not want it, request a return.
        </p>
      </Notice>
    );
  return (
    <Notice title="Cancellation requested" tone="info">
      <p className="mt-1 text-sm">
        You asked to cancel this order on{' '}
        <span className="whitespace-nowrap">{formatDate(notice.requestedAt)}</span>. Reason: {notice.reason}
      </p>
      <p className="mt-1 text-sm">
        It had already left us, so we have asked the courier to bring it back. The cancellation and any refund
        are completed as soon as the parcel is back with us.
      </p>
    </Notice>
  );
}

/**
 * The return request the shopper sent, while the order waits for the shop's answer: their words, the day, and what
 * happens next. Once the shop moves the order along the return path, the status and the timeline tell the rest.
 */
function ReturnRequestNotice({ order }: { order: Order }) {
  const request = order.returnRequest;
  if (!request || !returnRequested(order)) return null;
  return (
    <Notice id={RETURN_NOTICE_ID} title="Return requested" tone="info">
      <p className="mt-1 text-sm">
        You asked for a return or refund on{' '}
        <span className="whitespace-nowrap">{formatDate(request.requestedAt)}</span>:
      </p>
      <blockquote className="mt-2 max-h-40 overflow-y-auto whitespace-pre-line break-words rounded-lg border border-sky-100 bg-white p-3 text-sm text-slate-700">
        {request.message}
      </blockquote>
      <h3 className="mt-3 text-sm font-semibold">What happens next</h3>
      <ul className="mt-1 list-disc space-y-1 pl-5 text-sm">
        <li>{supportReplies()}</li>
        <li>{refundAfterReturn(order.paymentMethod === 'cod')}</li>
      </ul>
    </Notice>
  );
}

export function OrderNotices({ order, onConfirmed }: { order: Order; onConfirmed: () => void }) {
  const confirm = awaitsConfirmation(order);
  const parcel = parcelNotice(order) !== null;
  const returning = returnRequested(order);
  if (!confirm && !parcel && !returning) return null;
  return (
    <div className="mt-6 space-y-4">
      {confirm && <ConfirmPanel order={order} onConfirmed={onConfirmed} />}
      <ParcelNoticeView order={order} />
      <ReturnRequestNotice order={order} />
    </div>
  );
}
