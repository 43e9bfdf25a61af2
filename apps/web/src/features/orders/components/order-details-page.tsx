// One order (docs/product.md#orders-pages): status with a collapsible timeline,
// items, address, summary, payment, the actions the status allows, and ways to reach support.
import { MESSAGES } from '@shop/shared/messages';
import type { Order } from '@shop/shared/order.schemas';
import {
  ArrowLeft,
  CheckCircle2,
  ChevronDown,
  FileDown,
  RotateCcw,
  ShoppingCart,
  XCircle,
} from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { StatusBadge } from '../../../components/order-status-badge.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { formatDate } from '../../../lib/format.ts';
import { shopConfig } from '../../../lib/shop-config.ts';
import { toast } from '../../../lib/toast.ts';
import { useOrder } from '../api/get-order.ts';
import { useStockOf } from '../api/get-stock.ts';
import { useReorder } from '../api/reorder.ts';
import { canCancel, returnRequested } from '../utils/cod-notices.ts';
import { downloadCreditNote, downloadInvoice, indiaDate } from '../utils/invoice.ts';
import { canReorder, reorderLines, reorderProblem } from '../utils/reorder.ts';
import { returnWindowOf } from '../utils/return-window.ts';
import { supportMessage } from '../utils/support.ts';
import { CancelDialog } from './cancel-dialog.tsx';
import { AddressCard, Card, ItemsCard, PaymentCard, SummaryCard } from './order-cards.tsx';
import { OrderNotices, RETURN_NOTICE_ID } from './order-notices.tsx';
import { OrderTimeline } from './order-timeline.tsx';
import { ShipmentsCard } from './shipments-card.tsx';
import { SupportActions } from './support-actions.tsx';
import { SupportDialog } from './support-dialog.tsx';

/** Statuses in which the promised delivery day is still ahead. */
const ON_ITS_WAY: ReadonlySet<string> = new Set(['processing', 'shipped', 'out of delivery']);

/** The action buttons hold an icon before their words. */
const actionClass = 'inline-flex items-center justify-center gap-2';

function StatusCard({ order }: { order: Order }) {
  const [open, setOpen] = useState(false);
  return (
    <Card title="Order Status">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <StatusBadge status={order.orderStatus} />
        <Button
          variant="link"
          aria-expanded={open}
          aria-controls="order-timeline"
          onClick={() => setOpen(!open)}
          className="inline-flex items-center gap-1 text-sm"
        >
          {open ? 'Hide tracking details' : 'Show tracking details'}
          <ChevronDown aria-hidden="true" className={`h-4 w-4 transition ${open ? 'rotate-180' : ''}`} />
        </Button>
      </div>
      <div id="order-timeline" hidden={!open} className="mt-5">
        <OrderTimeline order={order} />
      </div>
    </Card>
  );
}

/** A button that makes a PDF in the browser: "Preparing…" while it is drawn, a toast in words if it fails. */
function DownloadButton({
  label,
  failure,
  download,
}: {
  label: string;
  failure: string;
  download: () => Promise<void>;
}) {
  const [busy, setBusy] = useState(false);
  const start = async () => {
    setBusy(true);
    try {
      await download();
    } catch {
      toast.error(failure);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button onClick={start} disabled={busy} variant="secondary" size="block" className={actionClass}>
      <FileDown aria-hidden="true" className="h-4 w-4" /> {busy ? 'Preparing…' : label}
    </Button>
  );
}

function ActionsCard({ order }: { order: Order }) {
  const navigate = useNavigate();
  const [cancelOpen, setCancelOpen] = useState(false);
  const [supportOpen, setSupportOpen] = useState(false);
  const delivered = order.orderStatus === 'delivered';
  // After the return window the server refuses a request: say so instead of offering it (docs/decisions/036).
  const returns = returnWindowOf(order);
  const requested = returnRequested(order);
  const canRequestReturn = returns !== null && (returns.open || requested);
  const stock = useStockOf(order);
  const reorder = useReorder();
  const lines = reorderLines(order.orderItems, stock.data ?? new Map());
  // Read, and nothing of it in stock: the button is greyed and says why (docs/product.md#orders-actions).
  const nothingToReorder = stock.isSuccess && !canReorder(lines);
  const reorderWhyId = useId();

  const startReorder = () => {
    const problem = reorderProblem(lines);
    if (problem) return toast.error(problem);
    reorder.mutate(
      lines.map((line) => ({ productId: line.id, quantity: line.quantity, filters: line.filters })),
      {
        onSuccess: () => {
          toast.success('Items added to your cart.');
          navigate('/cart');
        },
        onError: (error) => toast.error(errorMessage(error, MESSAGES.failedToReorder)),
      },
    );
  };

  const { taxInvoice } = order;
  const creditNote = taxInvoice?.creditNote;

  return (
    <Card title="Actions">
      <div className="space-y-2">
        {/* Not again once a cancel after dispatch was requested (docs/decisions/031-cancel-after-dispatch.md). */}
        {canCancel(order) && (
          <Button
            onClick={() => setCancelOpen(true)}
            variant="secondary"
            size="block"
            className={actionClass}
          >
            <XCircle aria-hidden="true" className="h-4 w-4" /> Cancel Order
          </Button>
        )}
        {returns && !canRequestReturn && <p className="text-sm text-slate-600">{returns.text}</p>}
        {/* Once sent, the request is told above the cards; the button says so and stays focusable (aria-disabled),
            so closing the dialog that sent it gives focus back to it. */}
        {canRequestReturn && (
          <Button
            onClick={requested ? undefined : () => setSupportOpen(true)}
            aria-disabled={requested || undefined}
            aria-describedby={requested ? RETURN_NOTICE_ID : undefined}
            variant="secondary"
            size="block"
            disabledLook="grey"
            className={actionClass}
          >
            {requested ? (
              <>
                <CheckCircle2 aria-hidden="true" className="h-4 w-4" /> Return requested
              </>
            ) : (
              <>
                <RotateCcw aria-hidden="true" className="h-4 w-4" /> Request Return/Refund
              </>
            )}
          </Button>
        )}
        {delivered && (
          <Button
            onClick={startReorder}
            disabled={stock.isPending || nothingToReorder || reorder.isPending}
            aria-describedby={nothingToReorder ? reorderWhyId : undefined}
            size="block"
            disabledLook={nothingToReorder ? 'grey' : 'dim'}
            className={actionClass}
          >
            <ShoppingCart aria-hidden="true" className="h-4 w-4" /> Reorder
          </Button>
        )}
        {delivered && nothingToReorder && (
          <p id={reorderWhyId} className="text-sm text-slate-600">
            {MESSAGES.noInStockToReorder}
          </p>
        )}
        <DownloadButton
          label="Download Invoice"
          failure="The invoice could not be created. Please try again."
          download={() => downloadInvoice(order, shopConfig)}
        />
        {/* A cancelled or returned order's invoice is reversed by a credit note (docs/decisions/029-gst-tax-invoices.md). */}
        {taxInvoice && creditNote && (
          <DownloadButton
            label="Download Credit Note"
            failure="The credit note could not be created. Please try again."
            download={() => downloadCreditNote(order, taxInvoice, creditNote, shopConfig)}
          />
        )}
      </div>
      <CancelDialog order={order} open={cancelOpen} onOpenChange={setCancelOpen} />
      {canRequestReturn && (
        <SupportDialog
          order={order}
          returnWindowText={returns.text}
          open={supportOpen}
          onOpenChange={setSupportOpen}
        />
      )}
    </Card>
  );
}

function Status({ title, text }: { title: string; text: string }) {
  return (
    <div className="mx-auto max-w-xl px-4 py-16 text-center">
      <PageTitle title={title} />
      <h1 className="text-2xl font-bold">{title}</h1>
      <p className="mt-2 text-slate-600">{text}</p>
      <Link to="/order" className="mt-6 inline-block font-semibold text-brand-700 hover:underline">
        Back to Orders
      </Link>
    </div>
  );
}

export function OrderDetailsPage() {
  const { id = '' } = useParams();
  const order = useOrder(id);
  // Where focus goes once the confirmation panel (and the button pressed in it) is gone.
  const heading = useRef<HTMLHeadingElement>(null);

  if (order.isPending) {
    return <Spinner label="Loading order…" className="py-20" />;
  }
  if (order.isError) {
    if (order.error instanceof ApiError && order.error.status === 404)
      return <Status title={MESSAGES.orderNotFoundTitle} text={MESSAGES.orderNotFoundText} />;
    return (
      <Status title="Error loading order" text={errorMessage(order.error, MESSAGES.failedToLoadOrder)} />
    );
  }

  const data = order.data;
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <PageTitle title={`Order ${data.orderNumber}`} />
      <Link
        to="/order"
        className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="h-4 w-4" /> Back to Orders
      </Link>
      <h1
        ref={heading}
        tabIndex={-1}
        className="mt-3 break-all rounded-md text-2xl font-extrabold tracking-tight focus-visible:outline-offset-4 sm:text-3xl"
      >
        Order {data.orderNumber}
      </h1>
      <p className="text-sm text-slate-600">Placed on {formatDate(data.createdAt)}</p>
      {/* The speed and the day promised when it was placed, while it is on its way (docs/decisions/036). */}
      {data.deliveryText && ON_ITS_WAY.has(data.orderStatus) && (
        <p data-testid="order-delivery" className="mt-1 text-sm font-semibold text-green-800">
          {data.deliveryText}
        </p>
      )}
      {data.taxInvoice?.creditNote && (
        // Dated as the credit note itself is, by India's calendar; the date stays on one line on a phone.
        <p className="text-sm text-slate-600">
          Credit note {data.taxInvoice.creditNote.number} issued on{' '}
          <span className="whitespace-nowrap">{indiaDate(data.taxInvoice.creditNote.issuedAt)}</span>
        </p>
      )}
      <OrderNotices order={data} onConfirmed={() => heading.current?.focus()} />
      <div className="mt-6 grid gap-6 lg:grid-cols-[1fr_340px]">
        <div className="space-y-6">
          <StatusCard order={data} />
          <ShipmentsCard order={data} />
          <ItemsCard order={data} />
          <AddressCard order={data} />
        </div>
        <div className="space-y-6">
          <SummaryCard order={data} />
          <PaymentCard order={data} />
          <ActionsCard order={data} />
          <Card title="Need Help?">
            <p className="mb-3 text-sm text-slate-600">
              Questions about this order? Our team replies within 2 business days.
            </p>
            <SupportActions message={supportMessage(data, 'help')} />
          </Card>
        </div>
      </div>
    </div>
  );
}
