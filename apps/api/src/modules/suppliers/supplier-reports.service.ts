// What suppliers report back (docs/decisions/027-purchase-orders.md): accepted, shipped (carrier, tracking) and
// delivered, per purchase order, by signed webhook, by the admin's CSV upload or by the admin's form. A report
// moves its purchase order forward only (a repeat or an older step changes nothing), and once every purchase
// order of an order has shipped (then: delivered), the order itself moves, through the one status machine
// (order-status.service.ts) with its usual mail, exactly once: the order row is locked first, so two reports
// about one order never both see "the other one has not shipped yet".
import { MESSAGES } from '@shop/shared/messages';
import type { OrderStatus } from '@shop/shared/order-status';
import type { ReportOutcome, SupplierReport } from '@shop/shared/suppliers.schemas';
import type { Db, PurchaseOrderStatus } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import * as actions from '../orders/order-actions.repository.ts';
import { returnedToOriginIn } from '../orders/order-cancel.service.ts';
import { applyStatusChange } from '../orders/order-status.service.ts';
import type { OrdersDeps } from '../orders/orders.deps.ts';
import { inTransaction } from '../orders/orders.repository.ts';
import * as repository from './purchase-orders.repository.ts';

/** Who moved the order, in its status history: the shop, acting on its suppliers' reports. */
export const SUPPLIER_REPORT_ACTOR_ID = 'supplier-report';

export const REPORT_MESSAGES = {
  unknown: 'No such purchase order',
  cancelled: 'This purchase order is cancelled',
  applied: (status: string) => `Purchase order marked ${status}`,
  unchanged: (status: string) => `Nothing changed: the purchase order is already ${status}`,
} as const;

const RANK: Record<PurchaseOrderStatus, number> = {
  created: 0,
  sent: 1,
  accepted: 2,
  shipped: 3,
  delivered: 4,
  cancelled: -1,
  // Came back undelivered: never a step forward (applyReportIn and followPurchaseOrders handle it on its own).
  returned_to_origin: -1,
};

/** Order statuses from which a parcel can come back undelivered. */
const RETURNABLE: readonly string[] = ['processing', 'shipped', 'out of delivery'];

/** The machine's steps from processing to delivered, in order. */
const FORWARD: readonly OrderStatus[] = ['processing', 'shipped', 'out of delivery', 'delivered'];

/**
 * Moves the order as far as its purchase orders allow: to `shipped` once all have shipped, to `delivered` once
 * all are delivered (passing `out of delivery` without a mail of its own). An order with lines no supplier
 * ships is left to the shop: it ships those itself and moves the order by hand.
 */
async function followPurchaseOrders(deps: OrdersDeps, trx: Db, orderId: string, orderStatus: string) {
  if ((await repository.linesWithoutSupplier(trx, orderId)) > 0) return orderStatus;
  const all = await repository.purchaseOrdersOfOrders(trx, [orderId]);
  const open = all.filter((po) => po.status !== 'cancelled');
  if (open.length === 0) return orderStatus;
  // A parcel came back undelivered: once every one has, the order is returned to origin (docs/decisions/030);
  // while some are still out, the shop decides.
  if (open.some((po) => po.status === 'returned_to_origin')) {
    if (!open.every((po) => po.status === 'returned_to_origin') || !RETURNABLE.includes(orderStatus)) {
      return orderStatus;
    }
    await returnedToOriginIn(deps, trx, orderId, { kind: 'shop', adminId: SUPPLIER_REPORT_ACTOR_ID });
    return 'cancelled';
  }
  // A cancel asked after one part shipped stopped the other parts (docs/decisions/031): if the shipped part is then
  // delivered, the order is neither whole nor cancelled, and only the shop can settle it (refund the stopped part).
  const partlyStopped = open.length < all.length;
  if (partlyStopped && (await actions.cancelRequestReason(trx, orderId)) !== undefined) return orderStatus;
  const lowest = Math.min(...open.map((po) => RANK[po.status]));
  const target: OrderStatus | undefined =
    lowest >= RANK.delivered ? 'delivered' : lowest >= RANK.shipped ? 'shipped' : undefined;
  const from = FORWARD.indexOf(orderStatus as OrderStatus);
  const to = target ? FORWARD.indexOf(target) : -1;
  // Only forward along processing → delivered: a cancelled or returned order is never moved by a supplier.
  if (from < 0 || to <= from) return orderStatus;
  for (let step = from + 1; step <= to; step++) {
    const status = FORWARD[step] as OrderStatus;
    await applyStatusChange(
      deps,
      trx,
      {
        orderId,
        to: status,
        actor: { kind: 'shop', adminId: SUPPLIER_REPORT_ACTOR_ID },
        reason:
          status === 'shipped' ? 'Every purchase order has shipped' : 'Every purchase order is delivered',
      },
      { mail: step === to },
    );
  }
  return target as string;
}

/**
 * Applies one report in `trx`. `supplierId`, when given (a signed webhook), must be the purchase order's
 * supplier: another supplier's purchase order is as unknown as a missing one. Throws 404/409 AppErrors.
 */
export async function applyReportIn(
  deps: OrdersDeps,
  trx: Db,
  report: SupplierReport,
  supplierId?: string,
): Promise<ReportOutcome> {
  const found = await repository.findPurchaseOrder(trx, report.purchaseOrderId);
  if (!found || (supplierId !== undefined && found.supplierId !== supplierId)) {
    throw new AppError('NOT_FOUND', REPORT_MESSAGES.unknown);
  }
  // The order first, then its purchase order: every report about one order waits for the one before.
  const order = await actions.lockOrder(trx, found.orderId);
  if (!order) throw new AppError('NOT_FOUND', MESSAGES.orderNotFoundTitle);
  const po = await repository.findPurchaseOrder(trx, found.id, true);
  if (!po || po.status === 'cancelled') throw new AppError('CONFLICT', REPORT_MESSAGES.cancelled);
  let outcome: ReportOutcome['outcome'] = 'unchanged';
  // Only a shipped parcel can come back; a delivered one is the shopper's (a return is another path).
  if (report.status === 'returned_to_origin') {
    if (po.status === 'shipped') {
      await repository.moveStatus(trx, po.id, report);
      outcome = 'applied';
    }
  } else if (po.status !== 'returned_to_origin' && RANK[report.status] > RANK[po.status]) {
    await repository.moveStatus(trx, po.id, report);
    outcome = 'applied';
  }
  const orderStatus = await followPurchaseOrders(deps, trx, po.orderId, order.orderStatus);
  return {
    purchaseOrderId: po.id,
    outcome,
    message:
      outcome === 'applied' ? REPORT_MESSAGES.applied(report.status) : REPORT_MESSAGES.unchanged(po.status),
    orderStatus,
  };
}

/** One report in its own transaction (the admin's form, one CSV row). */
export function applyReport(
  deps: OrdersDeps,
  report: SupplierReport,
  supplierId?: string,
): Promise<ReportOutcome> {
  return inTransaction(deps.db, (trx) => applyReportIn(deps, trx, report, supplierId));
}
