// Cash-on-delivery orders (docs/product.md#checkout-server). A COD order is made in one transaction: its
// promotions redeemed and its stock taken conditionally, the order and its lines written, the ordered cart lines
// removed.

import type { Order, PlaceOrderRequest } from '@shop/shared/order.schemas';
import { QUEUES } from '../../jobs/job-queue.ts';
import { enqueueMail } from '../../jobs/mail-queue.ts';
import { AppError } from '../../lib/app-error.ts';
import { newId } from '../../lib/ids.ts';
import type { OrdersDeps } from '../orders/orders.deps.ts';
import * as repository from '../orders/orders.repository.ts';
import { toOrder } from '../orders/orders.shapes.ts';
import { numberInvoice, placeOfSupplyOrThrow } from '../orders/tax-invoices.repository.ts';
import { forgetUsedCartCoupon } from '../promotions/redemptions.repository.ts';
import { createPurchaseOrders } from '../suppliers/purchase-order-sending.service.ts';
import * as checkout from './checkout.repository.ts';
import { checkTotalHint, priceOrder, takeStockOrThrow } from './checkout-pricing.service.ts';
import { promoteOrThrow, redeemOrThrow } from './checkout-promotions.service.ts';
import { withSpeed } from './checkout-speed.service.ts';
import { codRefusal } from './cod-eligibility.service.ts';
import * as codRisk from './cod-risk.repository.ts';
import { releaseShopperHolds } from './stock-holds.service.ts';

type CodRequest = Extract<PlaceOrderRequest, { paymentMethod: 'cod' }>;

/**
 * Places a cash-on-delivery order. With an idempotency key, asking again (an answer lost to a dropped connection)
 * gives the order already made, `created: false`, instead of a second one. The account's cash-on-delivery rules
 * are checked under its lock (409 with their words); a new account's order waits for its confirmation before it
 * reaches a supplier (docs/decisions/030-cash-on-delivery-risk.md).
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
  // The automatic offers and the code, on the server's prices; a code sent that does not apply is a 409 with its
  // reason, before anything is written (docs/decisions/038-promotions.md).
  const promoted = await promoteOrThrow(
    deps.db,
    userId,
    await priceOrder(deps.db, request.orderItems, deps.config),
    request.couponCode,
  );
  // A faster speed's fee is shipping too, and its day is the order's promise (docs/decisions/036).
  const { priced, promise } = await withSpeed(
    deps,
    promoted.priced,
    request.shippingInfo.postalCode,
    request.shippingSpeed,
  );
  checkTotalHint(priced.totals, request.priceSummary?.total);
  let placed: { created: boolean; record: repository.OrderRecord };
  try {
    placed = await repository.inTransaction(deps.db, async (trx) => {
      // First the account, so two orders of one account pass the caps one after the other.
      await codRisk.lockAccount(trx, userId);
      // The same order sent again while the first was being made waited for that lock: it gets that order, not
      // a refusal by the caps the first one now fills.
      if (idempotencyKey !== undefined) {
        const existing = await repository.findOrderByIdempotencyKey(trx, userId, idempotencyKey);
        if (existing) return { created: false, record: existing };
      }
      // An online checkout the shopper left for this order ends with it: its units and promotions are given back
      // (so a once-per-account code it held is this order's to use), and a payment still arriving for it is a late
      // one. Only if this order is placed: a refusal rolls it back (docs/decisions/038-promotions.md).
      await releaseShopperHolds(
        trx,
        deps.jobs,
        userId,
        promoted.promotions.map((promotion) => promotion.id),
      );
      const history = await codRisk.codHistory(trx, userId);
      const refusal = await codRefusal(
        trx,
        deps.config,
        userId,
        {
          productIds: priced.lines.map((line) => line.productId),
          postalCode: request.shippingInfo.postalCode,
          units: priced.lines.reduce((sum, line) => sum + line.quantity, 0),
          total: priced.totals.total,
        },
        history,
      );
      if (refusal) throw new AppError('CONFLICT', refusal);
      const { confirmHours } = deps.config.cod;
      const confirmBy =
        confirmHours > 0 && history.deliveredCodOrders === 0
          ? new Date(Date.now() + confirmHours * 3_600_000)
          : null;
      const inserted = await repository.insertOrder(
        trx,
        newCodOrder({
          orderNumberPrefix: deps.config.shop.orderNumberPrefix,
          codConfirmBy: confirmBy,
          shippingSpeed: promise.speed,
          deliveryBy: promise.deliveryBy,
          userId,
          personalInfo: request.personalInfo,
          shipping: request.shippingInfo,
          totals: priced.totals,
          lines: priced.lines,
          promotions: promoted.promotions,
          idempotencyKey,
          seller: deps.config.gst,
        }),
      );
      await checkout.removeCartLines(trx, userId, priced.lines);
      const code = promoted.promotions.find((promotion) => promotion.code !== null)?.code;
      if (code) await forgetUsedCartCoupon(trx, userId, code);
      if (confirmBy) {
        // Cancelled by a job if still unconfirmed then; its purchase orders wait for the confirmation.
        await deps.jobs.enqueue(
          trx,
          QUEUES.expireCodConfirmation,
          { orderId: inserted.id },
          `cod-confirmation:${inserted.id}`,
          confirmBy,
        );
      } else {
        // The suppliers' purchase orders, with the order or not at all (docs/decisions/027-purchase-orders.md).
        await createPurchaseOrders(trx, deps.jobs, inserted.id);
      }
      // The confirmation mail is a job of this transaction: sent once the order exists, surely (decision 025).
      await enqueueMail(trx, deps, { kind: 'order-placed', orderId: inserted.id });
      // The promotions' limits, then the stock: promotion rows before product rows, each in id order, in every
      // transaction, so two orders never deadlock (docs/decisions/038-promotions.md).
      await redeemOrThrow(trx, userId, promoted.promotions, { orderId: inserted.id });
      // Last, so each product's row stays locked only until the commit just after: shoppers buying the same
      // product wait for one statement and a commit, not for the whole order to be written.
      await takeStockOrThrow(trx, priced.stock, priced.stockLabels);
      // Last: the year's invoice counter stays locked only until the commit (docs/decisions/029).
      if (inserted.taxInvoice) {
        const numbered = await numberInvoice(trx, inserted.id, inserted.createdAt);
        inserted.taxInvoice = { ...inserted.taxInvoice, ...numbered };
      }
      return { created: true, record: inserted };
    });
  } catch (error) {
    // The same key sent twice at once: the other request made the order.
    if (idempotencyKey === undefined || !repository.isUniqueViolation(error, IDEMPOTENCY_INDEX)) throw error;
    const existing = await repository.findOrderByIdempotencyKey(deps.db, userId, idempotencyKey);
    if (!existing) throw error;
    return { created: false, order: toOrder(existing) };
  }
  return { created: placed.created, order: toOrder(placed.record) };
}

const IDEMPOTENCY_INDEX = 'orders_user_idempotency_key';

/** What a new cash-on-delivery order stores besides its contents: unpaid, payment pending, no provider payment. */
export function newCodOrder(
  contents: Pick<
    repository.NewOrderRecord,
    | 'shippingSpeed'
    | 'deliveryBy'
    | 'orderNumberPrefix'
    | 'userId'
    | 'personalInfo'
    | 'shipping'
    | 'totals'
    | 'lines'
    | 'promotions'
    | 'idempotencyKey'
    | 'seller'
    | 'codConfirmBy'
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
