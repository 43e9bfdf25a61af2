// SQL of purchase orders (docs/decisions/027-purchase-orders.md): one per supplier per order, its lines read from
// the order's lines that name that supplier (the supplier, SKU and cost snapshotted when the order was placed).
import type { PurchaseOrderStatusName } from '@shop/shared/suppliers.schemas';
import { sql } from 'kysely';
import type { Db, PurchaseOrderStatus } from '../../db/database.ts';

export interface PurchaseOrderRecord {
  id: string;
  orderId: string;
  /** The shop's order number, SN-2611-004213 (docs/decisions/036): what the shop and the supplier read. */
  orderNumber: string;
  supplierId: string;
  supplierName: string;
  contactEmail: string;
  webhookUrl: string | null;
  webhookSecret: string | null;
  status: PurchaseOrderStatus;
  carrier: string | null;
  trackingNumber: string | null;
  trackingUrl: string | null;
  createdAt: Date;
  sentAt: Date | null;
  acceptedAt: Date | null;
  shippedAt: Date | null;
  deliveredAt: Date | null;
  cancelledAt: Date | null;
}

export interface PurchaseOrderLine {
  purchaseOrderId: string;
  productId: string;
  name: string;
  supplierSku: string | null;
  quantity: number;
  costPrice: number | null;
  filters: Record<string, string>;
}

function selectPurchaseOrders(db: Db) {
  return db
    .selectFrom('purchase_orders as po')
    .innerJoin('suppliers as s', 's.id', 'po.supplier_id')
    .innerJoin('orders as o', 'o.id', 'po.order_id')
    .select([
      'po.id',
      'po.order_id as orderId',
      'o.order_number as orderNumber',
      'po.supplier_id as supplierId',
      's.name as supplierName',
      's.contact_email as contactEmail',
      's.webhook_url as webhookUrl',
      's.webhook_secret as webhookSecret',
      'po.status',
      'po.carrier',
      'po.tracking_number as trackingNumber',
      'po.tracking_url as trackingUrl',
      'po.created_at as createdAt',
      'po.sent_at as sentAt',
      'po.accepted_at as acceptedAt',
      'po.shipped_at as shippedAt',
      'po.delivered_at as deliveredAt',
      'po.cancelled_at as cancelledAt',
    ]);
}

/**
 * One purchase order per supplier named by the order's lines, at most once per order and supplier (the unique
 * key makes a second call nothing). Answers the ids made now.
 */
export async function insertForOrder(db: Db, orderId: string, newId: () => string): Promise<string[]> {
  const suppliers = await db
    .selectFrom('order_items')
    .select('supplier_id')
    .distinct()
    .where('order_id', '=', orderId)
    .where('supplier_id', 'is not', null)
    .orderBy('supplier_id')
    .execute();
  if (suppliers.length === 0) return [];
  const rows = await db
    .insertInto('purchase_orders')
    .values(
      suppliers.map((row) => ({ id: newId(), order_id: orderId, supplier_id: row.supplier_id as string })),
    )
    .onConflict((conflict) => conflict.columns(['order_id', 'supplier_id']).doNothing())
    .returning('id')
    .execute();
  return rows.map((row) => row.id);
}

/** The order's lines some supplier ships: where each sits, its product and its selection. */
export async function suppliedLines(
  db: Db,
  orderId: string,
): Promise<{ position: number; productId: string; filters: Record<string, string> }[]> {
  return db
    .selectFrom('order_items')
    .select(['position', 'product_id as productId', 'filters'])
    .where('order_id', '=', orderId)
    .where('supplier_id', 'is not', null)
    .orderBy('position')
    .execute();
}

/** The supplier's SKU of each of these variants that has one, by `${productId} ${key}` (docs/decisions/037). */
export async function variantSupplierSkus(
  db: Db,
  variants: readonly { productId: string; key: string }[],
): Promise<Map<string, string>> {
  if (variants.length === 0) return new Map();
  const rows = await db
    .selectFrom('product_variants')
    .select(['product_id as productId', 'key', 'supplier_sku as supplierSku'])
    .where('supplier_sku', 'is not', null)
    .where((eb) =>
      eb.or(
        variants.map((variant) =>
          eb.and([eb('product_id', '=', variant.productId), eb('key', '=', variant.key)]),
        ),
      ),
    )
    .execute();
  return new Map(rows.map((row) => [`${row.productId} ${row.key}`, row.supplierSku ?? '']));
}

/** Writes the SKU a line is ordered under from its supplier (its variant's, over the product's). */
export async function setLineSupplierSku(
  db: Db,
  orderId: string,
  position: number,
  sku: string,
): Promise<void> {
  await db
    .updateTable('order_items')
    .set({ supplier_sku: sku })
    .where('order_id', '=', orderId)
    .where('position', '=', position)
    .execute();
}

export async function findPurchaseOrder(
  db: Db,
  id: string,
  lock = false,
): Promise<PurchaseOrderRecord | undefined> {
  let query = selectPurchaseOrders(db).where('po.id', '=', id);
  if (lock) query = query.forUpdate('po');
  return query.executeTakeFirst();
}

export async function purchaseOrdersOfOrders(
  db: Db,
  orderIds: readonly string[],
): Promise<PurchaseOrderRecord[]> {
  if (orderIds.length === 0) return [];
  return (
    selectPurchaseOrders(db)
      .where('po.order_id', 'in', [...orderIds])
      // In the order of the order's own lines (all purchase orders of an order are made in one transaction, so
      // their creation times tie): the shopper sees the parcels in the same order every time.
      .orderBy(
        sql`(select min(item.position) from order_items item
        where item.order_id = po.order_id and item.supplier_id = po.supplier_id)`,
      )
      .orderBy('po.id')
      .execute()
  );
}

export async function linesOf(db: Db, purchaseOrderIds: readonly string[]): Promise<PurchaseOrderLine[]> {
  if (purchaseOrderIds.length === 0) return [];
  const rows = await db
    .selectFrom('purchase_orders as po')
    .innerJoin('order_items as item', (join) =>
      join.onRef('item.order_id', '=', 'po.order_id').onRef('item.supplier_id', '=', 'po.supplier_id'),
    )
    .select([
      'po.id as purchaseOrderId',
      'item.product_id as productId',
      'item.name',
      'item.supplier_sku as supplierSku',
      'item.quantity',
      'item.cost_price as costPrice',
      'item.filters',
    ])
    .where('po.id', 'in', [...purchaseOrderIds])
    .orderBy('po.id')
    .orderBy('item.position')
    .execute();
  return rows;
}

export interface PurchaseOrderFilter {
  orderId?: string | undefined;
  supplierId?: string | undefined;
  status?: PurchaseOrderStatusName | undefined;
}

export async function listPurchaseOrders(
  db: Db,
  filter: PurchaseOrderFilter,
  limit: number,
  offset: number,
): Promise<{ records: PurchaseOrderRecord[]; total: number }> {
  let query = selectPurchaseOrders(db);
  if (filter.orderId) query = query.where('po.order_id', '=', filter.orderId);
  if (filter.supplierId) query = query.where('po.supplier_id', '=', filter.supplierId);
  if (filter.status) query = query.where('po.status', '=', filter.status);
  const records = await query
    .orderBy('po.created_at', 'desc')
    .orderBy('po.id')
    .limit(limit)
    .offset(offset)
    .execute();
  let count = db.selectFrom('purchase_orders as po').select((eb) => eb.fn.countAll<number>().as('n'));
  if (filter.orderId) count = count.where('po.order_id', '=', filter.orderId);
  if (filter.supplierId) count = count.where('po.supplier_id', '=', filter.supplierId);
  if (filter.status) count = count.where('po.status', '=', filter.status);
  const total = Number((await count.executeTakeFirstOrThrow()).n);
  return { records, total };
}

/** Whether a supplier has shipped (or delivered) any part of the order; `orReturned`: or had it come back. */
export async function anyShipped(db: Db, orderId: string, orReturned = false): Promise<boolean> {
  const statuses: PurchaseOrderStatus[] = ['shipped', 'delivered'];
  if (orReturned) statuses.push('returned_to_origin');
  const row = await db
    .selectFrom('purchase_orders')
    .select('id')
    .where('order_id', '=', orderId)
    .where('status', 'in', statuses)
    .executeTakeFirst();
  return row !== undefined;
}

/** Whether a supplier reported any part of the order delivered. */
export async function anyDelivered(db: Db, orderId: string): Promise<boolean> {
  const row = await db
    .selectFrom('purchase_orders')
    .select('id')
    .where('order_id', '=', orderId)
    .where('status', '=', 'delivered')
    .executeTakeFirst();
  return row !== undefined;
}

/** Cancels the order's purchase orders that have not shipped; answers the ids cancelled now. */
export async function cancelOpen(db: Db, orderId: string): Promise<string[]> {
  const rows = await db
    .updateTable('purchase_orders')
    .set({ status: 'cancelled', cancelled_at: sql<Date>`now()` })
    .where('order_id', '=', orderId)
    .where('status', 'in', ['created', 'sent', 'accepted'])
    .returning('id')
    .execute();
  return rows.map((row) => row.id);
}

/** The order's purchase orders that have shipped and not come back. */
export async function shippedIds(db: Db, orderId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('purchase_orders')
    .select('id')
    .where('order_id', '=', orderId)
    .where('status', '=', 'shipped')
    .orderBy('id')
    .execute();
  return rows.map((row) => row.id);
}

/** Marks the order's shipped purchase orders as come back undelivered (docs/decisions/030). */
export async function returnShipped(db: Db, orderId: string): Promise<void> {
  await db
    .updateTable('purchase_orders')
    .set({ status: 'returned_to_origin', returned_at: sql<Date>`coalesce(returned_at, now())` })
    .where('order_id', '=', orderId)
    .where('status', '=', 'shipped')
    .execute();
}

/** Records that the purchase order went out (the first time only; a cancelled one keeps its status). */
export async function markSent(db: Db, id: string): Promise<void> {
  await db
    .updateTable('purchase_orders')
    .set({
      sent_at: sql<Date>`coalesce(sent_at, now())`,
      status: sql<PurchaseOrderStatus>`case when status = 'created' then 'sent' else status end`,
    })
    .where('id', '=', id)
    .execute();
}

export interface StatusMove {
  status: 'accepted' | 'shipped' | 'delivered' | 'returned_to_origin';
  carrier?: string | null | undefined;
  trackingNumber?: string | null | undefined;
  trackingUrl?: string | null | undefined;
}

const STAMP = {
  accepted: 'accepted_at',
  shipped: 'shipped_at',
  delivered: 'delivered_at',
  returned_to_origin: 'returned_at',
} as const;

export async function moveStatus(db: Db, id: string, move: StatusMove): Promise<void> {
  let update = db
    .updateTable('purchase_orders')
    .set('status', move.status)
    .set(STAMP[move.status], sql<Date>`coalesce(${sql.ref(STAMP[move.status])}, now())`);
  // A delivery without a shipment report still counts as shipped then.
  if (move.status === 'delivered') update = update.set('shipped_at', sql<Date>`coalesce(shipped_at, now())`);
  if (move.carrier) update = update.set('carrier', move.carrier);
  if (move.trackingNumber) update = update.set('tracking_number', move.trackingNumber);
  if (move.trackingUrl) update = update.set('tracking_url', move.trackingUrl);
  await update.where('id', '=', id).execute();
}

/** How many of the order's lines no supplier ships (the shop ships them itself). */
export async function linesWithoutSupplier(db: Db, orderId: string): Promise<number> {
  const row = await db
    .selectFrom('order_items')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('order_id', '=', orderId)
    .where('supplier_id', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * How long a supplier's event id is remembered. A replay needs a fresh signature within the tolerance, so only the
 * supplier itself can resend an id; one resent after this long is applied again, which changes nothing, since
 * reports only move a purchase order forward (docs/decisions/027). It keeps the table from growing for ever.
 */
export const SUPPLIER_EVENT_DAYS = 30;

/** Forgets the supplier's event ids older than SUPPLIER_EVENT_DAYS. */
export async function forgetOldSupplierEvents(db: Db, supplierId: string): Promise<void> {
  await db
    .deleteFrom('supplier_events')
    .where('supplier_id', '=', supplierId)
    .where('received_at', '<', sql<Date>`now() - make_interval(days => ${SUPPLIER_EVENT_DAYS})`)
    .execute();
}

/** Remembers a supplier's event id; false when it was already seen (a replay). */
export async function claimSupplierEvent(db: Db, supplierId: string, eventId: string): Promise<boolean> {
  const row = await db
    .insertInto('supplier_events')
    .values({ supplier_id: supplierId, event_id: eventId })
    .onConflict((conflict) => conflict.columns(['supplier_id', 'event_id']).doNothing())
    .returning('event_id')
    .executeTakeFirst();
  return row !== undefined;
}

/** Who and where an order goes to: what a purchase order's supplier needs to ship it. */
export async function shipToOf(db: Db, orderId: string) {
  return db
    .selectFrom('orders')
    .select([
      'first_name as firstName',
      'last_name as lastName',
      'shipping',
      'shipping_speed as shippingSpeed',
      sql<string | null>`to_char(delivery_by, 'YYYY-MM-DD')`.as('deliveryBy'),
    ])
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow();
}
