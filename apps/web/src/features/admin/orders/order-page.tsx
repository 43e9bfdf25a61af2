// One order in the back office (issue: shop admin): what was bought, by whom, where to; the shopper's return
// request or cancellation request; the status history; and only the moves the shared status machine allows next,
// with "Returned to origin" for a parcel back undelivered (docs/decisions/031-cancel-after-dispatch.md).
import { deliveryAddressLines } from '@shop/shared/address-lines';
import type { AdminOrderDetail, AdminOrderStatusRequest } from '@shop/shared/admin-orders.schemas';
import { orderTimeline } from '@shop/shared/order-status';
import { SHIPPING_SPEED_LABELS } from '@shop/shared/shipping-speeds';
import { ArrowLeft } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { FormAlert } from '../../../components/form-alert.tsx';
import { StatusBadge, statusLabel } from '../../../components/order-status-badge.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatTimestamp } from '../../../lib/format.ts';
import { DISCOUNT_LABEL } from '../../../lib/promotion-words.ts';
import { toast } from '../../../lib/toast.ts';
import { AdminButton, AdminHeading, buttonDangerSecondary, QueryView } from '../shell/admin-ui.tsx';
import { useChangeOrderStatus } from './api/change-order-status.ts';
import { useAdminOrder } from './api/get-order.ts';
import { useMarkReturnHandled } from './api/mark-return-handled.ts';
import { lineFigures, orderFigures } from './order-figures.ts';
import { canMarkReturnedToOrigin, ReturnedToOriginDialog } from './returned-to-origin-dialog.tsx';

function Box({
  title,
  headingRef,
  children,
}: {
  title: string;
  /** For a box whose heading takes focus when the control pressed in it is gone. */
  headingRef?: React.Ref<HTMLHeadingElement>;
  children: React.ReactNode;
}) {
  return (
    <section aria-label={title} className="rounded-2xl border border-slate-200 p-5">
      <h2 ref={headingRef} tabIndex={headingRef ? -1 : undefined} className="mb-3 w-fit text-lg font-bold">
        {title}
      </h2>
      {children}
    </section>
  );
}

function StatusActions({ detail, onMoved }: { detail: AdminOrderDetail; onMoved: () => void }) {
  const [cancelling, setCancelling] = useState(false);
  const [returning, setReturning] = useState(false);
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const reasonId = useId();
  const move = useChangeOrderStatus(detail.order._id);
  const moveTo = (body: AdminOrderStatusRequest) =>
    move.mutate(body, {
      onSuccess: (result) => {
        toast.success(result.message);
        setCancelling(false);
        setReason('');
        setProblem(null);
      },
      onError: (error) => setProblem(errorMessage(error, 'The status could not be changed.')),
    });
  const forward = detail.nextStatuses.filter((status) => status !== 'cancelled');
  const canCancel = detail.nextStatuses.includes('cancelled');
  if (detail.nextStatuses.length === 0)
    return <p className="text-sm text-slate-600">This order is complete: no further moves.</p>;
  return (
    <div className="space-y-3">
      {problem && <FormAlert>{problem}</FormAlert>}
      <div className="flex flex-wrap gap-2">
        {forward.map((status) => (
          <AdminButton key={status} disabled={move.isPending} onClick={() => moveTo({ status })}>
            Mark {statusLabel(status)}
          </AdminButton>
        ))}
        {canMarkReturnedToOrigin(detail) && (
          <button
            type="button"
            aria-haspopup="dialog"
            onClick={() => setReturning(true)}
            className={buttonDangerSecondary}
          >
            Returned to origin
          </button>
        )}
        {canCancel && !cancelling && (
          <button type="button" onClick={() => setCancelling(true)} className={buttonDangerSecondary}>
            Cancel order
          </button>
        )}
      </div>
      {returning && (
        <ReturnedToOriginDialog detail={detail} open onOpenChange={setReturning} onDone={onMoved} />
      )}
      {cancelling && (
        <form
          className="space-y-2"
          onSubmit={(event) => {
            event.preventDefault();
            if (!reason.trim())
              return setProblem('Please give a reason for the cancellation: the shopper reads it.');
            moveTo({ status: 'cancelled', reason: reason.trim() });
          }}
        >
          <label htmlFor={reasonId} className="block text-sm font-medium">
            Reason (sent to the shopper)
          </label>
          <textarea
            id={reasonId}
            value={reason}
            maxLength={500}
            onChange={(event) => setReason(event.target.value)}
            rows={2}
            className="w-full rounded-lg border border-slate-300 p-2 text-sm"
          />
          <div className="flex gap-2">
            <AdminButton variant="danger" type="submit" disabled={move.isPending}>
              Confirm cancellation
            </AdminButton>
            <AdminButton variant="secondary" onClick={() => setCancelling(false)}>
              Keep order
            </AdminButton>
          </div>
        </form>
      )}
    </div>
  );
}

/** What a shopper wrote to the shop (a return or a cancellation request), and when. */
function ShopperWords({ sentAt, words }: { sentAt: string; words: string }) {
  return (
    <>
      <p className="text-xs text-slate-500">Sent {formatTimestamp(sentAt)}</p>
      <blockquote className="mt-2 whitespace-pre-line rounded-lg bg-slate-50 p-3 text-sm">{words}</blockquote>
    </>
  );
}

function ReturnBox({ detail }: { detail: AdminOrderDetail }) {
  const handled = useMarkReturnHandled(detail.order._id);
  const markHandled = () =>
    handled.mutate(undefined, {
      onSuccess: (result) => toast.success(result.message),
      onError: (error) => toast.error(errorMessage(error, 'Could not mark it handled.')),
    });
  const request = detail.returnRequest;
  if (!request) return null;
  return (
    <Box title="Return request">
      <ShopperWords sentAt={request.requestedAt} words={request.message} />
      {request.handledAt ? (
        <p className="mt-2 text-sm text-green-800">Handled {formatTimestamp(request.handledAt)}</p>
      ) : (
        <AdminButton variant="secondary" onClick={markHandled} className="mt-3">
          Mark handled
        </AdminButton>
      )}
    </Box>
  );
}

/** Where a cash-on-delivery order's confirmation stands: its purchase orders wait for it (docs/decisions/030). */
function codConfirmationText(order: AdminOrderDetail['order']): string {
  const confirmation = order.codConfirmation;
  if (!confirmation) return '';
  if (confirmation.confirmedAt)
    return `Confirmed by the shopper ${formatTimestamp(confirmation.confirmedAt)}`;
  if (confirmation.status === 'confirmed') return 'Confirmed';
  if (order.orderStatus === 'processing')
    return `Waiting for the shopper's confirmation until ${formatTimestamp(confirmation.confirmBy)}`;
  return 'Not confirmed by the shopper';
}

/** The shopper's cancel after dispatch, waiting for the parcel to come back (docs/decisions/031). */
function CancelRequestBox({ detail }: { detail: AdminOrderDetail }) {
  const request = detail.order.cancelRequest;
  if (!request) return null;
  return (
    <Box title="Cancellation request">
      <ShopperWords sentAt={request.requestedAt} words={request.reason} />
      {canMarkReturnedToOrigin(detail) && (
        <p className="mt-2 text-sm text-slate-700">
          The supplier was asked to have the parcel returned. Mark it returned to origin once it is back: that
          cancels the order, puts its stock back and refunds a paid order.
        </p>
      )}
    </Box>
  );
}

/** Subtotal − coupon & offers + shipping = total, under the lines (order-figures.ts). */
function OrderFiguresList({ order }: { order: AdminOrderDetail['order'] }) {
  const { rows, total } = orderFigures(order);
  return (
    <dl aria-label="Order total" className="mt-3 space-y-1 border-t border-slate-100 pt-3 text-sm">
      {rows.map((row) => (
        <div key={row.label} className="flex flex-wrap justify-between gap-x-3">
          <dt className="text-slate-600">{row.label}</dt>
          <dd className={row.saving ? 'font-medium text-green-800' : undefined}>{row.value}</dd>
          {row.note && <dd className="basis-full text-xs text-slate-500">{row.note}</dd>}
        </div>
      ))}
      <div className="flex justify-between font-bold">
        <dt>Total</dt>
        <dd>{total}</dd>
      </div>
    </dl>
  );
}

function Detail({ detail }: { detail: AdminOrderDetail }) {
  const { order } = detail;
  // Where focus goes when the order is cancelled from a dialog and the button that opened it is gone.
  const statusHeading = useRef<HTMLHeadingElement>(null);
  const ship = order.shippingInfo;
  return (
    <div className="grid gap-6 xl:grid-cols-[1fr_360px]">
      <div className="space-y-6">
        <Box title="Status" headingRef={statusHeading}>
          <div className="mb-4">
            <StatusBadge status={order.orderStatus} />
            {order.returnedToOriginAt && (
              <p className="mt-2 text-sm text-slate-700">
                Returned to origin {formatTimestamp(order.returnedToOriginAt)}
              </p>
            )}
          </div>
          <StatusActions detail={detail} onMoved={() => statusHeading.current?.focus()} />
          <ol className="mt-5 space-y-1 text-sm">
            {orderTimeline(order).map((step) => (
              <li key={step.status} className={step.completed ? 'text-slate-900' : 'text-slate-500'}>
                {step.completed ? '✓' : '○'} {step.label}: {step.at ? formatTimestamp(step.at) : 'Pending'}
                {step.note !== undefined && ` (${step.note})`}
              </li>
            ))}
          </ol>
        </Box>
        <Box title="Items">
          <ul className="divide-y divide-slate-100 text-sm">
            {order.orderItems.map((item) => {
              const line = lineFigures(item);
              return (
                <li
                  key={`${item.product}-${JSON.stringify(item.filters)}`}
                  className="flex justify-between gap-3 py-2"
                >
                  <span>
                    {item.name}
                    <span className="block text-xs text-slate-500">
                      {Object.entries(item.filters)
                        .map(([name, value]) => `${name}: ${value}`)
                        .join(', ')}{' '}
                      × {item.quantity}
                    </span>
                  </span>
                  <span className="text-right">
                    {line.amount}
                    {line.discount && (
                      <span data-testid="line-discount" className="block text-xs text-green-800">
                        {DISCOUNT_LABEL} {line.discount}
                      </span>
                    )}
                  </span>
                </li>
              );
            })}
          </ul>
          <OrderFiguresList order={order} />
        </Box>
        <Box title="History">
          {detail.history.length === 0 ? (
            <p className="text-sm text-slate-600">No status changes yet.</p>
          ) : (
            <ul className="space-y-1 text-sm">
              {detail.history.map((entry) => (
                <li key={`${entry.at}-${entry.to}`}>
                  {formatTimestamp(entry.at)}: {statusLabel(entry.from)} → {statusLabel(entry.to)} by{' '}
                  {entry.actor.kind === 'shop'
                    ? `shop (${entry.actor.email ?? 'removed account'})`
                    : 'customer'}
                  {entry.reason && ` — ${entry.reason}`}
                </li>
              ))}
            </ul>
          )}
        </Box>
      </div>
      <div className="space-y-6">
        <CancelRequestBox detail={detail} />
        <ReturnBox detail={detail} />
        <Box title="Customer">
          <p className="text-sm">
            {detail.customer.name}
            <br />
            {detail.customer.email}
          </p>
        </Box>
        <Box title="Delivery">
          {/* The speed the shopper paid for, which the suppliers are asked to book (docs/decisions/036). */}
          <p className="mb-1 text-sm font-semibold">
            {order.deliveryText ?? `${SHIPPING_SPEED_LABELS[order.shippingSpeed]} delivery`}
          </p>
          <address className="text-sm not-italic">
            {ship.fullName} ({ship.type})
            {deliveryAddressLines(ship).map((line) => (
              <span key={line} className="block">
                {line}
              </span>
            ))}
          </address>
        </Box>
        <Box title="Payment">
          <p className="text-sm">
            {order.paymentMethod === 'cod' ? 'Cash on delivery' : 'Online (Razorpay)'} ·{' '}
            {order.paymentInfo?.status ?? 'pending'}
            {order.paymentInfo?.razorpayPaymentId && (
              <span className="block break-all font-mono text-xs text-slate-500">
                {order.paymentInfo.razorpayPaymentId}
              </span>
            )}
          </p>
          {/* Its purchase orders are made only once the shopper confirms (docs/decisions/030). */}
          {order.codConfirmation && (
            <p className="mt-2 text-sm text-slate-700">{codConfirmationText(order)}</p>
          )}
        </Box>
        {order.taxInvoice && (
          <Box title="Tax invoice">
            <p className="text-sm">
              <span className="font-mono">{order.taxInvoice.number}</span>, issued{' '}
              {formatTimestamp(order.taxInvoice.issuedAt)}
              <br />
              Place of supply: {order.taxInvoice.placeOfSupply.name} ({order.taxInvoice.placeOfSupply.code}),{' '}
              {order.taxInvoice.intraState ? 'CGST and SGST' : 'IGST'}
            </p>
            {/* The credit note reverses the invoice in full (docs/decisions/029-gst-tax-invoices.md). */}
            {order.taxInvoice.creditNote && (
              <p className="mt-2 text-sm">
                Credit note <span className="font-mono">{order.taxInvoice.creditNote.number}</span>, issued{' '}
                {formatTimestamp(order.taxInvoice.creditNote.issuedAt)} (
                {order.taxInvoice.creditNote.reason === 'cancelled' ? 'order cancelled' : 'goods returned'})
              </p>
            )}
          </Box>
        )}
      </div>
    </div>
  );
}

export function AdminOrderPage() {
  const { id = '' } = useParams();
  const detail = useAdminOrder(id);
  return (
    <>
      <Link
        to="/admin/orders"
        className="mb-2 inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="h-4 w-4" /> All orders
      </Link>
      <AdminHeading title={detail.data ? `Order ${detail.data.order.orderNumber}` : 'Order'} />
      <QueryView query={detail}>{(data) => <Detail detail={data} />}</QueryView>
    </>
  );
}
