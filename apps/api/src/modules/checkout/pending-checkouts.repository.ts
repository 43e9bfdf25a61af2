// SQL of pending online checkouts: the stock hold between payment/process and the provider's confirmation
// (docs/product.md#payment-online). Status moves pending → confirmed | expired | failed | refunded; `stock_held` says whether
// the checkout's units are currently off the products.
import type { ShippingSpeed } from '@shop/shared/shipping-speeds';
import { sql } from 'kysely';
import type {
  Db,
  PendingCheckoutStatus,
  StoredOrderLine,
  StoredPersonalInfo,
  StoredPriceSummary,
  StoredPromotion,
  StoredShippingInfo,
} from '../../db/database.ts';

export interface CheckoutRecord {
  id: string;
  userId: string;
  providerOrderId: string | null;
  amount: number;
  lines: StoredOrderLine[];
  /** Null until POST /api/orders brings them, for a checkout opened with the amount alone (docs/decisions/036). */
  personalInfo: StoredPersonalInfo | null;
  shippingInfo: StoredShippingInfo | null;
  priceSummary: StoredPriceSummary;
  status: PendingCheckoutStatus;
  stockHeld: boolean;
  providerPaymentId: string | null;
  orderId: string | null;
  refundId: string | null;
  /** The speed chosen and the day it promised, `YYYY-MM-DD`, for the order it becomes (docs/decisions/036). */
  shippingSpeed: ShippingSpeed;
  deliveryBy: string | null;
  /**
   * The promotions it was priced with (docs/decisions/038-promotions.md): its lines and price summary carry their
   * discounts, and its order stores these. Redeemed while it holds stock (promotion_redemptions.checkout_id).
   */
  promotions: StoredPromotion[];
}

export interface NewCheckout {
  id: string;
  userId: string;
  amount: number;
  lines: StoredOrderLine[];
  personalInfo: StoredPersonalInfo | null;
  shippingInfo: StoredShippingInfo | null;
  priceSummary: StoredPriceSummary;
  holdMinutes: number;
  /** Standard when left out (docs/decisions/036). */
  shippingSpeed?: ShippingSpeed | undefined;
  deliveryBy?: string | null | undefined;
  /** None when left out (the amount-only payment/process applies none, docs/decisions/038-promotions.md). */
  promotions?: StoredPromotion[] | undefined;
}

export async function insertCheckout(db: Db, checkout: NewCheckout): Promise<void> {
  await db
    .insertInto('pending_checkouts')
    .values({
      id: checkout.id,
      user_id: checkout.userId,
      amount: checkout.amount,
      lines: JSON.stringify(checkout.lines),
      personal_info: checkout.personalInfo && JSON.stringify(checkout.personalInfo),
      shipping_info: checkout.shippingInfo && JSON.stringify(checkout.shippingInfo),
      price_summary: JSON.stringify(checkout.priceSummary),
      expires_at: sql<Date>`now() + make_interval(mins => ${checkout.holdMinutes}::int)`,
      provider_order_id: null,
      provider_payment_id: null,
      order_id: null,
      refund_id: null,
      shipping_speed: checkout.shippingSpeed ?? 'standard',
      delivery_by: checkout.deliveryBy ?? null,
      promotions: JSON.stringify(checkout.promotions ?? []),
    })
    .execute();
}

export async function setProviderOrderId(db: Db, id: string, providerOrderId: string): Promise<void> {
  await db
    .updateTable('pending_checkouts')
    .set({ provider_order_id: providerOrderId })
    .where('id', '=', id)
    .execute();
}

/** The checkout of a provider order; `lock` takes its row lock, serialising every confirmation of it. */
export async function findCheckoutByProviderOrder(
  db: Db,
  providerOrderId: string,
  lock = false,
): Promise<CheckoutRecord | undefined> {
  let query = db
    .selectFrom('pending_checkouts')
    .select([
      'id',
      'user_id as userId',
      'provider_order_id as providerOrderId',
      'amount',
      'lines',
      'personal_info as personalInfo',
      'shipping_info as shippingInfo',
      'price_summary as priceSummary',
      'status',
      'stock_held as stockHeld',
      'provider_payment_id as providerPaymentId',
      'order_id as orderId',
      'refund_id as refundId',
      'shipping_speed as shippingSpeed',
      sql<string | null>`to_char(delivery_by, 'YYYY-MM-DD')`.as('deliveryBy'),
      'promotions',
    ])
    .where('provider_order_id', '=', providerOrderId);
  if (lock) query = query.forUpdate();
  return query.executeTakeFirst();
}

/**
 * Gives a checkout opened with the amount alone its address and personal details, once: false when it already
 * has them (another request gave them first, and those stand).
 */
export async function setCheckoutDetails(
  db: Db,
  id: string,
  details: {
    personalInfo: StoredPersonalInfo;
    shippingInfo: StoredShippingInfo;
    /** The standard delivery day for the address, India's calendar (YYYY-MM-DD); null when it has none. */
    deliveryBy: string | null;
  },
): Promise<boolean> {
  const result = await db
    .updateTable('pending_checkouts')
    .set({
      personal_info: JSON.stringify(details.personalInfo),
      shipping_info: JSON.stringify(details.shippingInfo),
      delivery_by: details.deliveryBy,
    })
    .where('id', '=', id)
    .where('shipping_info', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/**
 * Keeps the payment of a checkout that has no address yet: no order can be made, and if the address never
 * comes, the expiry sweep refunds this payment (docs/decisions/036).
 */
export async function recordPayment(db: Db, id: string, paymentId: string): Promise<void> {
  await db
    .updateTable('pending_checkouts')
    .set({ provider_payment_id: paymentId })
    .where('id', '=', id)
    .execute();
}

export async function markConfirmed(db: Db, id: string, orderId: string, paymentId: string): Promise<void> {
  await db
    .updateTable('pending_checkouts')
    .set({ status: 'confirmed', stock_held: false, order_id: orderId, provider_payment_id: paymentId })
    .where('id', '=', id)
    .execute();
}

export async function markRefunded(db: Db, id: string, paymentId: string): Promise<void> {
  await db
    .updateTable('pending_checkouts')
    .set({ status: 'refunded', stock_held: false, provider_payment_id: paymentId })
    .where('id', '=', id)
    .execute();
}

export async function setRefundId(db: Db, id: string, refundId: string): Promise<void> {
  await db.updateTable('pending_checkouts').set({ refund_id: refundId }).where('id', '=', id).execute();
}

/** The refund id of a checkout refunded because its stock was gone; null while the refund job has none yet. */
export async function checkoutRefundId(db: Db, id: string): Promise<string | null | undefined> {
  const row = await db
    .selectFrom('pending_checkouts')
    .select('refund_id')
    .where('id', '=', id)
    .executeTakeFirst();
  return row?.refund_id;
}

/**
 * Ends one checkout's hold as `status` and returns its lines for restocking; undefined when it held nothing
 * (already confirmed or released), so stock goes back exactly once.
 */
export async function releaseHold(
  db: Db,
  id: string,
  status: 'failed' | 'expired',
): Promise<StoredOrderLine[] | undefined> {
  const row = await db
    .updateTable('pending_checkouts')
    .set({ status, stock_held: false })
    .where('id', '=', id)
    .where('stock_held', '=', true)
    .where('status', '=', 'pending')
    .returning('lines')
    .executeTakeFirst();
  return row?.lines;
}

/**
 * Takes the shopper's row lock for the rest of the transaction: one account's checkouts start one after
 * another, so "one open checkout per account" holds however many arrive at once (docs/decisions/017).
 */
export async function lockShopper(db: Db, userId: string): Promise<void> {
  await db.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
}

/** A hold ended as expired: its lines, and the payment of a checkout that never got its address. */
export interface ExpiredHold {
  id: string;
  lines: StoredOrderLine[];
  /** Set when a payment was recorded for a checkout still without an address: it is owed back. */
  unplacedPaymentId: string | null;
}

const EXPIRED_HOLD_COLUMNS = ['id', 'lines', 'provider_payment_id', 'shipping_info'] as const;

function toExpiredHold(row: {
  id: string;
  lines: StoredOrderLine[];
  provider_payment_id: string | null;
  shipping_info: StoredShippingInfo | null;
}): ExpiredHold {
  return {
    id: row.id,
    lines: row.lines,
    unplacedPaymentId: row.shipping_info === null ? row.provider_payment_id : null,
  };
}

/**
 * Ends every hold the shopper still has (a checkout started before this one) as expired and returns them for
 * restocking. A payment that still arrives for one is handled like any late payment (docs/product.md#payment-online);
 * one already recorded for a checkout without an address is owed back, as the sweep's (decision 036).
 */
export async function releaseShopperHolds(db: Db, userId: string): Promise<ExpiredHold[]> {
  const rows = await db
    .updateTable('pending_checkouts')
    .set({ status: 'expired', stock_held: false })
    .where('user_id', '=', userId)
    .where('stock_held', '=', true)
    .where('status', '=', 'pending')
    .returning(EXPIRED_HOLD_COLUMNS)
    .execute();
  return rows.map(toExpiredHold);
}

/**
 * Marks up to `limit` pending checkouts past their expiry as expired and returns them. SKIP LOCKED leaves a
 * checkout that is being confirmed right now to its confirmation.
 */
export async function expireHolds(db: Db, limit: number): Promise<ExpiredHold[]> {
  const rows = await db
    .updateTable('pending_checkouts')
    .set({ status: 'expired', stock_held: false })
    .where(
      'id',
      'in',
      db
        .selectFrom('pending_checkouts')
        .select('id')
        .where('stock_held', '=', true)
        .where('status', '=', 'pending')
        .where('expires_at', '<', sql<Date>`now()`)
        .orderBy('expires_at')
        .limit(limit)
        .forUpdate()
        .skipLocked(),
    )
    .returning(EXPIRED_HOLD_COLUMNS)
    .execute();
  return rows.map(toExpiredHold);
}
