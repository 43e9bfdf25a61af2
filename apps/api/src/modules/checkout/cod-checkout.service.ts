// Cash-on-delivery orders (docs/product.md#checkout-server). A COD order is made in one transaction: stock taken
// conditionally, the order and its lines written, the ordered cart lines removed.

import type { Order, PlaceOrderRequest } from '@shop/shared/order.schemas';
import { enqueueMail } from '../../jobs/mail-queue.ts';
import { newId } from '../../lib/ids.ts';
import type { OrdersDeps } from '../orders/orders.deps.ts';
import * as repository from '../orders/orders.repository.ts';
import { toOrder } from '../orders/orders.shapes.ts';
import { numberInvoice, placeOfSupplyOrThrow } from '../orders/tax-invoices.repository.ts';
import { createPurchaseOrders } from '../suppliers/purchase-order-sending.service.ts';
import * as checkout from './checkout.repository.ts';
import { checkTotalHint, priceOrder, takeStockOrThrow } from './checkout-pricing.service.ts';

type CodRequest = Extract<PlaceOrderRequest, { paymentMethod: 'cod' }>;

/**
 * Places a cash-on-delivery order. With an idempotency key, asking again (an answer lost to a dropped connection)
 * gives the order already made, `created: false`, instead of a second one.
 */
export async function placeCodOrder(
  deps: OrdersDeps,
  userId: string,
  request: CodRequest,
  idempotencyKey?: string,
): Promise<{ created: boolean; order: Order }> {
  if (idempotencyKey !== undefined) {
    const existing = await repository.findOrderByIdempotencyKey(deps.db, userId, idempotencyKey);
    if (existing) return { created: false, order: toOrder(existing) };
  }
  // The tax invoice names the state delivered to: an unknown one is refused up front (docs/decisions/029).
  if (deps.config.gst) placeOfSupplyOrThrow(request.shippingInfo);
  const priced = await priceOrder(deps.db, request.orderItems, deps.config.limits);
  checkTotalHint(priced.totals, request.priceSummary?.total);
  let record: repository.OrderRecord;
  try {
    record = await repository.inTransaction(deps.db, async (trx) => {
      const inserted = await repository.insertOrder(
        trx,
        newCodOrder({
          userId,
          personalInfo: request.personalInfo,
          shipping: request.shippingInfo,
          totals: priced.totals,
          lines: priced.lines,
          idempotencyKey,
          seller: deps.config.gst,
        }),
      );
      await checkout.removeCartLines(trx, userId, priced.lines);
      // The suppliers' purchase orders, with the order or not at all (docs/decisions/027-purchase-orders.md).
      await createPurchaseOrders(trx, deps.jobs, inserted.id);
      // The confirmation mail is a job of this transaction: sent once the order exists, surely (decision 025).
      await enqueueMail(trx, deps, { kind: 'order-placed', orderId: inserted.id });
      // Last, so each product's row stays locked only until the commit just after: shoppers buying the same
      // product wait for one statement and a commit, not for the whole order to be written.
      await takeStockOrThrow(trx, priced.stock, priced.productNames);
      // Last: the year's invoice counter stays locked only until the commit (docs/decisions/029).
      if (inserted.taxInvoice) {
        const numbered = await numberInvoice(trx, inserted.id, inserted.createdAt);
        inserted.taxInvoice = { ...inserted.taxInvoice, ...numbered };
      }
      return inserted;
    });
  } catch (error) {
    // The same key sent twice at once: the other request made the order.
    if (idempotencyKey === undefined || !repository.isUniqueViolation(error, IDEMPOTENCY_INDEX)) throw error;
    const existing = await repository.findOrderByIdempotencyKey(deps.db, userId, idempotencyKey);
    if (!existing) throw error;
    return { created: false, order: toOrder(existing) };
  }
  return { created: true, order: toOrder(record) };
}

const IDEMPOTENCY_INDEX = 'orders_user_idempotency_key';

/** What a new cash-on-delivery order stores besides its contents: unpaid, payment pending, no provider payment. */
export function newCodOrder(
  contents: Pick<
    repository.NewOrderRecord,
    'userId' | 'personalInfo' | 'shipping' | 'totals' | 'lines' | 'idempotencyKey' | 'seller'
  >,
): repository.NewOrderRecord {
  return {
    id: newId(),
    paymentMethod: 'cod',
    isPaid: false,
    paymentStatus: 'pending',
    providerOrderId: null,
    providerPaymentId: null,
    providerSignature: null,
    ...contents,
  };
}
