// SQL of orders: order rows with their lines. Every function takes `db` or a transaction, so the service
// decides the transaction.
import { formatOrderNumber } from '@shop/shared/order-number';
import type { ShippingSpeed } from '@shop/shared/shipping-speeds';
import type { Shipment } from '@shop/shared/suppliers.schemas';
import { sql } from 'kysely';
import type {
  Db,
  StoredOrderLine,
  StoredPersonalInfo,
  StoredPriceSummary,
  StoredPromotion,
  StoredSeller,
  StoredShippingInfo,
} from '../../db/database.ts';
import { shipmentsOf } from '../suppliers/shipments.repository.ts';
import { insertTaxFigures, invoicesOf, type TaxInvoiceRecord } from './tax-invoices.repository.ts';

export interface OrderTimestamps {
  processedAt: Date | null;
  shippedAt: Date | null;
  outForDeliveryAt: Date | null;
  deliveredAt: Date | null;
  cancelledAt: Date | null;
  returnAcceptedAt: Date | null;
  returnedAt: Date | null;
  refundAcceptedAt: Date | null;
  refundedAt: Date | null;
}

export interface NewOrderRecord {
  id: string;
  /** The shop's ORDER_NUMBER_PREFIX: the order is numbered as it is written (docs/decisions/036). */
  orderNumberPrefix: string;
  userId: string;
  paymentMethod: 'cod' | 'razorpay';
  isPaid: boolean;
  paymentStatus: string;
  providerOrderId: string | null;
  providerPaymentId: string | null;
  providerSignature: string | null;
  personalInfo: StoredPersonalInfo;
  shipping: StoredShippingInfo;
  totals: StoredPriceSummary;
  lines: StoredOrderLine[];
  /** The promotions the order used (docs/decisions/038-promotions.md); none when left out. */
  promotions?: StoredPromotion[] | undefined;
  /** A cash-on-delivery order's Idempotency-Key, unique per user (migration 0013). */
  idempotencyKey?: string | undefined;
  /** The shop's GST registration (config.gst): with it the order gets a tax invoice (docs/decisions/029). */
  seller?: StoredSeller | undefined;
  /** A new account's cash-on-delivery order waits for its confirmation until then (docs/decisions/030). */
  codConfirmBy?: Date | null | undefined;
  /** The speed chosen at checkout (standard when left out) and the day it promised (docs/decisions/036). */
  shippingSpeed?: ShippingSpeed | undefined;
  /** `YYYY-MM-DD`; null when the address has no PIN code to date. */
  deliveryBy?: string | null | undefined;
}

export interface OrderRecord {
  id: string;
  /** SN-2611-004213, what shoppers and the shop read (docs/decisions/036); `id` stays the key of URLs and calls. */
  orderNumber: string;
  userId: string;
  orderStatus: string;
  cancelReason: string | null;
  paymentMethod: 'cod' | 'razorpay';
  isPaid: boolean;
  paymentStatus: string;
  providerOrderId: string | null;
  providerPaymentId: string | null;
  paidAt: Date | null;
  personalInfo: StoredPersonalInfo;
  shipping: StoredShippingInfo;
  totals: StoredPriceSummary;
  promotions: StoredPromotion[];
  timestamps: OrderTimestamps;
  createdAt: Date;
  lines: StoredOrderLine[];
  returnRequest: { message: string; requestedAt: Date } | null;
  /** Its purchase orders as parcels the shopper can follow (docs/decisions/027-purchase-orders.md). */
  shipments: Shipment[];
  /** The tax invoice as issued, or null for an order placed without GST settings (docs/decisions/029). */
  taxInvoice: TaxInvoiceRecord | null;
  /** Cash on delivery waiting for (or given) the shopper's confirmation (docs/decisions/030). */
  codConfirmBy: Date | null;
  codConfirmedAt: Date | null;
  returnedToOriginAt: Date | null;
  /** The shopper's cancel after dispatch (docs/decisions/031). */
  cancelRequest: { reason: string; requestedAt: Date } | null;
  /** The speed it travels by and the day promised when it was placed, `YYYY-MM-DD` (docs/decisions/036). */
  shippingSpeed: ShippingSpeed;
  deliveryBy: string | null;
}

/**
 * The order's number, taken from the shop-wide sequence (migration 0031) in the caller's transaction. Its month is
 * the database's now(): the transaction's start, which is also the order's `created_at`. A sequence never gives one
 * value twice, even to transactions running at once; one that rolls back leaves a gap.
 */
async function nextOrderNumber(db: Db, prefix: string): Promise<{ serial: number; number: string }> {
  // A bigint arrives as text; an int keeps it a number (the serial will not pass 2^31 orders).
  const { rows } = await sql<{ serial: number; at: Date }>`
    select nextval(pg_get_serial_sequence('orders', 'order_serial'))::int as serial, now() as at`.execute(db);
  const row = rows[0];
  if (!row) throw new Error('no order number');
  return { serial: row.serial, number: formatOrderNumber(prefix, row.at, row.serial) };
}

/**
 * Inserts the order and its lines, numbered (docs/decisions/036); `processed_at` (and `paid_at` when paid) are the
 * database's now(). Returns the order as a read would, so placing one costs no second trip to read it back.
 */
export async function insertOrder(db: Db, order: NewOrderRecord): Promise<OrderRecord> {
  const numbered = await nextOrderNumber(db, order.orderNumberPrefix);
  const stamps = await db
    .insertInto('orders')
    .values({
      id: order.id,
      order_serial: numbered.serial,
      order_number: numbered.number,
      user_id: order.userId,
      order_status: 'processing',
      payment_method: order.paymentMethod,
      is_paid: order.isPaid,
      payment_status: order.paymentStatus,
      provider_order_id: order.providerOrderId,
      provider_payment_id: order.providerPaymentId,
      provider_signature: order.providerSignature,
      paid_at: order.isPaid ? sql<Date>`now()` : null,
      first_name: order.personalInfo.firstName,
      last_name: order.personalInfo.lastName,
      email: order.personalInfo.email,
      shipping: JSON.stringify(order.shipping),
      subtotal: order.totals.subtotal,
      savings: order.totals.savings,
      shipping_cost: order.totals.shippingCost,
      total: order.totals.total,
      discount: order.totals.discount ?? 0,
      promotions: JSON.stringify(order.promotions ?? []),
      processed_at: sql<Date>`now()`,
      cancel_reason: null,
      idempotency_key: order.idempotencyKey ?? null,
      cod_confirm_by: order.codConfirmBy ?? null,
      shipping_speed: order.shippingSpeed ?? 'standard',
      delivery_by: order.deliveryBy ?? null,
    })
    .returning(['processed_at as processedAt', 'paid_at as paidAt', 'created_at as createdAt'])
    .executeTakeFirstOrThrow();
  await db
    .insertInto('order_items')
    .values(
      order.lines.map((line, position) => ({
        order_id: order.id,
        position,
        product_id: line.productId,
        name: line.name,
        quantity: line.quantity,
        price: line.price,
        original_price: line.originalPrice,
        shipping_cost: line.shippingCost,
        image: line.image,
        category: line.category,
        filters: JSON.stringify(line.filters),
        discount: line.discount ?? 0,
      })),
    )
    .execute();
  // The supplier, SKU and cost price as they are now (docs/decisions/027-purchase-orders.md): margins and
  // purchase orders read these, so a later edit of the product never rewrites what this sale cost the shop.
  await sql`
    update order_items as item
    set supplier_id = product.supplier_id, supplier_sku = product.supplier_sku, cost_price = product.cost_price
    from products as product
    where item.order_id = ${order.id} and product.id = item.product_id`.execute(db);
  // The tax in each line as the products' HSN codes and rates are now (docs/decisions/029-gst-tax-invoices.md);
  // the caller numbers the invoice last in its transaction (tax-invoices.repository.ts numberInvoice).
  const taxInvoice = order.seller
    ? await insertTaxFigures(
        db,
        order.id,
        order.seller,
        order.shipping,
        order.lines,
        order.totals.shippingCost,
        order.shippingSpeed ?? 'standard',
      )
    : null;
  return {
    id: order.id,
    orderNumber: numbered.number,
    userId: order.userId,
    orderStatus: 'processing',
    cancelReason: null,
    paymentMethod: order.paymentMethod,
    isPaid: order.isPaid,
    paymentStatus: order.paymentStatus,
    providerOrderId: order.providerOrderId,
    providerPaymentId: order.providerPaymentId,
    paidAt: stamps.paidAt,
    personalInfo: order.personalInfo,
    shipping: order.shipping,
    totals: order.totals,
    promotions: order.promotions ?? [],
    timestamps: {
      processedAt: stamps.processedAt,
      shippedAt: null,
      outForDeliveryAt: null,
      deliveredAt: null,
      cancelledAt: null,
      returnAcceptedAt: null,
      returnedAt: null,
      refundAcceptedAt: null,
      refundedAt: null,
    },
    createdAt: stamps.createdAt,
    lines: order.lines,
    returnRequest: null,
    shipments: [],
    taxInvoice,
    codConfirmBy: order.codConfirmBy ?? null,
    shippingSpeed: order.shippingSpeed ?? 'standard',
    deliveryBy: order.deliveryBy ?? null,
    codConfirmedAt: null,
    returnedToOriginAt: null,
    cancelRequest: null,
  };
}

/** Orders with their return request (one left join, so a list costs no query per order). */
function selectOrders(db: Db) {
  return db
    .selectFrom('orders')
    .leftJoin('order_return_requests as rr', 'rr.order_id', 'orders.id')
    .leftJoin('order_cancel_requests as cr', 'cr.order_id', 'orders.id')
    .select([
      'orders.id',
      'orders.order_number as orderNumber',
      'orders.user_id as userId',
      'order_status as orderStatus',
      'cancel_reason as cancelReason',
      'payment_method as paymentMethod',
      'is_paid as isPaid',
      'payment_status as paymentStatus',
      'provider_order_id as providerOrderId',
      'provider_payment_id as providerPaymentId',
      'paid_at as paidAt',
      'first_name as firstName',
      'last_name as lastName',
      'email',
      'shipping',
      'subtotal',
      'savings',
      'shipping_cost as shippingCost',
      'total',
      'orders.discount',
      'orders.promotions',
      'processed_at as processedAt',
      'shipped_at as shippedAt',
      'out_for_delivery_at as outForDeliveryAt',
      'delivered_at as deliveredAt',
      'cancelled_at as cancelledAt',
      'return_accepted_at as returnAcceptedAt',
      'returned_at as returnedAt',
      'refund_accepted_at as refundAcceptedAt',
      'refunded_at as refundedAt',
      'orders.created_at as createdAt',
      'rr.message as returnMessage',
      'rr.created_at as returnRequestedAt',
      'cod_confirm_by as codConfirmBy',
      'cod_confirmed_at as codConfirmedAt',
      'returned_to_origin_at as returnedToOriginAt',
      'orders.shipping_speed as shippingSpeed',
      sql<string | null>`to_char(orders.delivery_by, 'YYYY-MM-DD')`.as('deliveryBy'),
      'cr.reason as cancelRequestReason',
      'cr.created_at as cancelRequestedAt',
    ]);
}

type OrderRow = Awaited<ReturnType<ReturnType<typeof selectOrders>['executeTakeFirstOrThrow']>>;

async function linesOf(db: Db, orderIds: readonly string[]): Promise<Map<string, StoredOrderLine[]>> {
  const byOrder = new Map<string, StoredOrderLine[]>();
  if (orderIds.length === 0) return byOrder;
  const rows = await db
    .selectFrom('order_items')
    .select([
      'order_id as orderId',
      'product_id as productId',
      'name',
      'quantity',
      'price',
      'original_price as originalPrice',
      'shipping_cost as shippingCost',
      'image',
      'category',
      'filters',
      'discount',
    ])
    .where('order_id', 'in', [...orderIds])
    .orderBy('order_id')
    .orderBy('position')
    .execute();
  for (const { orderId, ...line } of rows) {
    const lines = byOrder.get(orderId) ?? [];
    lines.push(line);
    byOrder.set(orderId, lines);
  }
  return byOrder;
}

function toRecord(row: OrderRow, lines: StoredOrderLine[], taxInvoice: TaxInvoiceRecord | null): OrderRecord {
  return {
    id: row.id,
    orderNumber: row.orderNumber,
    userId: row.userId,
    orderStatus: row.orderStatus,
    cancelReason: row.cancelReason,
    paymentMethod: row.paymentMethod,
    isPaid: row.isPaid,
    paymentStatus: row.paymentStatus,
    providerOrderId: row.providerOrderId,
    providerPaymentId: row.providerPaymentId,
    paidAt: row.paidAt,
    personalInfo: { firstName: row.firstName, lastName: row.lastName, email: row.email },
    shipping: row.shipping,
    totals: {
      subtotal: row.subtotal,
      savings: row.savings,
      discount: row.discount,
      shippingCost: row.shippingCost,
      total: row.total,
    },
    promotions: row.promotions,
    timestamps: {
      processedAt: row.processedAt,
      shippedAt: row.shippedAt,
      outForDeliveryAt: row.outForDeliveryAt,
      deliveredAt: row.deliveredAt,
      cancelledAt: row.cancelledAt,
      returnAcceptedAt: row.returnAcceptedAt,
      returnedAt: row.returnedAt,
      refundAcceptedAt: row.refundAcceptedAt,
      refundedAt: row.refundedAt,
    },
    createdAt: row.createdAt,
    lines,
    shipments: [],
    returnRequest:
      row.returnMessage !== null && row.returnRequestedAt !== null
        ? { message: row.returnMessage, requestedAt: row.returnRequestedAt }
        : null,
    taxInvoice,
    codConfirmBy: row.codConfirmBy,
    codConfirmedAt: row.codConfirmedAt,
    returnedToOriginAt: row.returnedToOriginAt,
    shippingSpeed: row.shippingSpeed,
    deliveryBy: row.deliveryBy,
    cancelRequest:
      row.cancelRequestReason !== null && row.cancelRequestedAt !== null
        ? { reason: row.cancelRequestReason, requestedAt: row.cancelRequestedAt }
        : null,
  };
}

async function withLines(db: Db, rows: OrderRow[]): Promise<OrderRecord[]> {
  const records = await withLinesOnly(db, rows);
  const shipments = await shipmentsOf(
    db,
    records.map((record) => record.id),
  );
  return records.map((record) => ({ ...record, shipments: shipments.get(record.id) ?? [] }));
}

async function withLinesOnly(db: Db, rows: OrderRow[]): Promise<OrderRecord[]> {
  const ids = rows.map((row) => row.id);
  const lines = await linesOf(db, ids);
  const invoices = await invoicesOf(db, ids);
  return rows.map((row) => toRecord(row, lines.get(row.id) ?? [], invoices.get(row.id) ?? null));
}

/** The user's orders, newest first. */
export async function listUserOrders(db: Db, userId: string): Promise<OrderRecord[]> {
  const rows = await selectOrders(db)
    .where('orders.user_id', '=', userId)
    .orderBy('orders.created_at', 'desc')
    .orderBy('orders.id', 'desc')
    .execute();
  return withLines(db, rows);
}

/** One order, only when it is the user's. */
export async function findUserOrder(db: Db, userId: string, id: string): Promise<OrderRecord | undefined> {
  const row = await selectOrders(db)
    .where('orders.id', '=', id)
    .where('orders.user_id', '=', userId)
    .executeTakeFirst();
  return row ? (await withLines(db, [row]))[0] : undefined;
}

export async function findOrderById(db: Db, id: string): Promise<OrderRecord | undefined> {
  const row = await selectOrders(db).where('orders.id', '=', id).executeTakeFirst();
  return row ? (await withLines(db, [row]))[0] : undefined;
}

/** The order a shopper already made with this Idempotency-Key, if any. */
export async function findOrderByIdempotencyKey(
  db: Db,
  userId: string,
  key: string,
): Promise<OrderRecord | undefined> {
  const row = await selectOrders(db)
    .where('orders.user_id', '=', userId)
    .where('orders.idempotency_key', '=', key)
    .executeTakeFirst();
  return row ? (await withLines(db, [row]))[0] : undefined;
}

export async function findOrderByProviderOrderId(
  db: Db,
  providerOrderId: string,
): Promise<OrderRecord | undefined> {
  const row = await selectOrders(db).where('provider_order_id', '=', providerOrderId).executeTakeFirst();
  return row ? (await withLines(db, [row]))[0] : undefined;
}

const DEADLOCK = '40P01';
const TRANSACTION_ATTEMPTS = 3;

/**
 * Runs `work` in one transaction; one that PostgreSQL aborted as a deadlock victim runs again (up to 3 times).
 * Transactions that change several stock counts (a new checkout giving back the previous hold, a cancel's
 * restock) also bump their `stock_versions` shards (migration 0014), whose order follows a hash of the product
 * id, not the id: two of them can deadlock however carefully products are ordered. The crash run with cancels
 * found it (docs/reliability.md). A transaction is all or nothing, and so are the jobs it adds
 * (docs/decisions/025), so running it again is safe.
 */
export async function inTransaction<T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction().execute(work);
    } catch (error) {
      const code =
        typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
      if (code !== DEADLOCK || attempt >= TRANSACTION_ATTEMPTS) throw error;
    }
  }
}

/** True when `error` is PostgreSQL's unique violation of `constraint`. */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, constraint: name } = error as { code?: unknown; constraint?: unknown };
  return code === '23505' && name === constraint;
}

/** The verified address of the account that placed the order: where every mail about it goes. */
export async function accountEmailOfOrder(db: Db, orderId: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('orders')
    .innerJoin('users', 'users.id', 'orders.user_id')
    .select('users.email')
    .where('orders.id', '=', orderId)
    .executeTakeFirst();
  return row?.email;
}
