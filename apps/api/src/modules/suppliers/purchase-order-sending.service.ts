// Purchase orders (docs/decisions/027-purchase-orders.md): made in the transaction that makes an order the
// shop's to fulfil (a cash-on-delivery order placed, an online payment captured), one per supplier of its
// lines; cancelled in the transaction that cancels the order. Each creation and cancellation is a job of that
// same transaction (docs/decisions/025), which tells the supplier afterwards, with retries: signed JSON to its
// webhook, or a plain mail to its contact address.
import { toOneLine } from '@shop/shared/common.schemas';
import { deliveryDayText } from '@shop/shared/delivery';
import { toRupees } from '@shop/shared/money';
import { SHIPPING_SPEED_LABELS, type ShippingSpeed } from '@shop/shared/shipping-speeds';
import { variantKey } from '@shop/shared/variants';
import type { Job } from 'pg-boss';
import type { Mailer } from '../../adapters/mailer.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { type JobEnqueuer, QUEUES } from '../../jobs/job-queue.ts';
import { escapeHtml } from '../../lib/escape-html.ts';
import { newId } from '../../lib/ids.ts';
import { outboundPost } from '../../lib/outbound-post.ts';
import * as repository from './purchase-orders.repository.ts';
import { SHOP_SIGNATURE_HEADER, signatureHeader } from './supplier-signature.lib.ts';

/** `cancel_requested`: the shopper cancelled after dispatch; the parcel is to come back (docs/decisions/031). */
export type PurchaseOrderEvent = 'created' | 'cancelled' | 'cancel_requested';

export interface PurchaseOrderJobData {
  purchaseOrderId: string;
  event: PurchaseOrderEvent;
}

async function enqueueEvent(trx: Db, jobs: JobEnqueuer, purchaseOrderId: string, event: PurchaseOrderEvent) {
  const data: PurchaseOrderJobData = { purchaseOrderId, event };
  await jobs.enqueue(trx, QUEUES.sendPurchaseOrder, data, `purchase-order:${purchaseOrderId}:${event}`);
}

/**
 * Makes the order's purchase orders and their send jobs, in the caller's transaction. Lines whose product has no
 * supplier get none: the shop ships them itself. Calling it again for the same order makes nothing more.
 */
export async function createPurchaseOrders(trx: Db, jobs: JobEnqueuer, orderId: string): Promise<number> {
  const ids = await repository.insertForOrder(trx, orderId, newId);
  // Made all at once, so the first call names the SKUs: later edits of a variant change no purchase order.
  if (ids.length > 0) await nameVariantSkus(trx, orderId);
  for (const id of ids) await enqueueEvent(trx, jobs, id, 'created');
  return ids.length;
}

/**
 * A line of a product with variants is ordered under the supplier's SKU of its variant when the grid has one,
 * else the product's, which the order kept when it was placed (docs/decisions/037). The line's selection is the
 * full one the checkout priced, so its key is the variant's.
 */
async function nameVariantSkus(trx: Db, orderId: string): Promise<void> {
  const lines = (await repository.suppliedLines(trx, orderId)).map((line) => ({
    ...line,
    key: variantKey(line.filters),
  }));
  const skus = await repository.variantSupplierSkus(trx, lines);
  for (const line of lines) {
    const sku = skus.get(`${line.productId} ${line.key}`);
    if (sku) await repository.setLineSupplierSku(trx, orderId, line.position, sku);
  }
}

/**
 * Whether a supplier has already sent part of the order on its way, while the order itself may still read
 * processing (docs/decisions/027): the shopper's cancel is then a request (docs/decisions/031).
 */
export function partlyShipped(trx: Db, orderId: string): Promise<boolean> {
  return repository.anyShipped(trx, orderId);
}

/** Whether any part of the order left a supplier, including one that has since come back (docs/decisions/030). */
export function partlyDispatched(trx: Db, orderId: string): Promise<boolean> {
  return repository.anyShipped(trx, orderId, true);
}

/** Whether a supplier's part of the order reached the shopper (docs/decisions/031). */
export function partlyDelivered(trx: Db, orderId: string): Promise<boolean> {
  return repository.anyDelivered(trx, orderId);
}

/** Cancels the order's purchase orders that have not shipped and tells their suppliers (jobs), in `trx`. */
export async function cancelPurchaseOrders(trx: Db, jobs: JobEnqueuer, orderId: string): Promise<number> {
  const ids = await repository.cancelOpen(trx, orderId);
  for (const id of ids) await enqueueEvent(trx, jobs, id, 'cancelled');
  return ids.length;
}

/**
 * The shopper cancelled after dispatch (docs/decisions/031): what has not shipped is cancelled, and each supplier
 * whose part has shipped is asked to have its parcel returned, by a job, in `trx`.
 */
export async function requestReturnOfShipped(trx: Db, jobs: JobEnqueuer, orderId: string): Promise<number> {
  await cancelPurchaseOrders(trx, jobs, orderId);
  const ids = await repository.shippedIds(trx, orderId);
  for (const id of ids) await enqueueEvent(trx, jobs, id, 'cancel_requested');
  return ids.length;
}

/** The parcels of the order came back undelivered (docs/decisions/030): its shipped purchase orders say so. */
export function markShippedReturned(trx: Db, orderId: string): Promise<void> {
  return repository.returnShipped(trx, orderId);
}

// ─── Sending (the job) ────────────────────────────────────────────────────────────────────────────────────

/** What a webhook delivery needs: the network by default; the app delivers to its own sandbox supplier inside. */
export type WebhookPost = (
  url: string,
  headers: Record<string, string>,
  body: string,
) => Promise<{ status: number }>;

/**
 * Webhook deliveries over the network: public addresses only unless SUPPLIER_WEBHOOK_ALLOW_PRIVATE, https only in
 * production (lib/outbound-post.ts).
 */
export function networkPost(config: Pick<Config, 'env' | 'suppliers'>): WebhookPost {
  const options = {
    timeoutMs: config.suppliers.webhookTimeoutSeconds * 1000,
    publicOnly: !config.suppliers.webhookAllowPrivate,
    httpsOnly: config.env === 'production',
  };
  return (url, headers, body) => outboundPost(options, url, headers, body);
}

export interface PurchaseOrderSendDeps {
  db: Db;
  config: Config;
  mailer: Mailer;
  postWebhook: WebhookPost;
}

/** The purchase order as the supplier receives it (JSON, and the mail's table). Cost in rupees. */
export interface PurchaseOrderDocument {
  event: `purchase_order.${PurchaseOrderEvent}`;
  purchaseOrder: {
    id: string;
    orderId: string;
    /** The shop's order number, SN-2611-004213 (docs/decisions/036): what the supplier's mail names. */
    orderNumber: string;
    status: string;
    createdAt: string;
    lines: {
      sku: string | null;
      name: string;
      options: Record<string, string>;
      quantity: number;
      unitCost: number | null;
    }[];
    /** The speed the shopper paid for and the day promised for it (docs/decisions/036); null without a date. */
    shippingSpeed: ShippingSpeed;
    deliverBy: string | null;
    shipTo: {
      name: string;
      address: string;
      /** '' when the shopper gave none (docs/decisions/036). */
      landmark: string;
      city: string;
      state: string;
      postalCode: string;
      country: string;
      phone: string;
    };
  };
  /** Where the supplier reports accepted / shipped / delivered, signed with the same secret. */
  reportUrl: string;
}

async function documentOf(
  deps: PurchaseOrderSendDeps,
  record: repository.PurchaseOrderRecord,
  event: PurchaseOrderEvent,
): Promise<PurchaseOrderDocument> {
  const order = await repository.shipToOf(deps.db, record.orderId);
  const lines = await repository.linesOf(deps.db, [record.id]);
  const shipping = order.shipping;
  return {
    event: `purchase_order.${event}`,
    purchaseOrder: {
      id: record.id,
      orderId: record.orderId,
      orderNumber: record.orderNumber,
      status: record.status,
      createdAt: record.createdAt.toISOString(),
      lines: lines.map((line) => ({
        sku: line.supplierSku,
        name: line.name,
        options: line.filters,
        quantity: line.quantity,
        unitCost: line.costPrice === null ? null : toRupees(line.costPrice),
      })),
      shippingSpeed: order.shippingSpeed,
      deliverBy: order.deliveryBy,
      shipTo: {
        // The recipient the shopper named, else the buyer (decision 036).
        name: shipping.fullName || `${order.firstName} ${order.lastName}`.trim(),
        address: shipping.address,
        landmark: shipping.landmark ?? '',
        city: shipping.city,
        state: shipping.state,
        postalCode: shipping.postalCode,
        country: shipping.country,
        phone: shipping.phone,
      },
    },
    reportUrl: `${deps.config.publicUrl}/api/suppliers/v1/webhook/${record.supplierId}`,
  };
}

function wordsOf(
  shopName: string,
  event: PurchaseOrderDocument['event'],
  po: PurchaseOrderDocument['purchaseOrder'],
): { subject: string; intro: string } {
  switch (event) {
    case 'purchase_order.cancelled':
      return {
        subject: `${shopName}: purchase order ${po.id} is CANCELLED`,
        intro: `Please do not ship purchase order ${po.id} (order ${po.orderNumber}): it is cancelled.`,
      };
    case 'purchase_order.cancel_requested':
      return {
        subject: `${shopName}: purchase order ${po.id}: RETURN TO ORIGIN requested`,
        intro: `The shopper cancelled order ${po.orderNumber} after purchase order ${po.id} shipped. Please have the courier return the parcel to you, and report returned_to_origin once it is back.`,
      };
    default:
      return {
        subject: `${shopName}: purchase order ${po.id}${po.shippingSpeed === 'standard' ? '' : ` (${SHIPPING_SPEED_LABELS[po.shippingSpeed].toUpperCase()})`}`,
        intro: `Please ship these items for order ${po.orderNumber} to the address below${speedAsk(po)}, then report the carrier and tracking number.`,
      };
  }
}

/** What the shopper paid for: a faster speed asks the supplier to book it, and every dated order names its day. */
function speedAsk(po: PurchaseOrderDocument['purchaseOrder']): string {
  const by = po.deliverBy ? `, to arrive by ${deliveryDayText(po.deliverBy)}` : '';
  return po.shippingSpeed === 'standard'
    ? by
    : ` by ${SHIPPING_SPEED_LABELS[po.shippingSpeed]} delivery, which the shopper paid for${by}`;
}

const SHIP_TO = 'Ship to, as the shopper typed it (not checked by the shop):';

function mailOf(shopName: string, document: PurchaseOrderDocument, to: string) {
  const po = document.purchaseOrder;
  const { subject, intro } = wordsOf(shopName, document.event, po);
  const header = ['SKU', 'Item', 'Options', 'Qty', 'Unit cost (INR)'];
  const rows = po.lines.map((line) => [
    line.sku ?? '',
    line.name,
    Object.entries(line.options)
      .map(([name, value]) => `${name}: ${value}`)
      .join(', '),
    String(line.quantity),
    line.unitCost === null ? '' : line.unitCost.toFixed(2),
  ]);
  // The shopper's own words, each labelled and on one line, whatever an order stored before issue 50 holds: a line
  // break typed into an address must not start a line that reads as the shop's.
  const typed = (label: string, value: string) => `${label}: ${toOneLine(value).trim()}`;
  const address = [
    typed('Name', po.shipTo.name),
    typed('Address', po.shipTo.address),
    ...(po.shipTo.landmark ? [typed('Landmark', po.shipTo.landmark)] : []),
    typed('City', po.shipTo.city),
    typed('State', po.shipTo.state),
    typed('PIN code', po.shipTo.postalCode),
    typed('Country', po.shipTo.country),
    typed('Phone', po.shipTo.phone),
  ];
  const report = `Report by replying to this mail, or by signed webhook to ${document.reportUrl}`;
  const text = [
    intro,
    '',
    header.join('\t'),
    // A cell is one line without tabs, so the rows stay rows.
    ...rows.map((row) => row.map(toOneLine).join('\t')),
    '',
    SHIP_TO,
    ...address,
    '',
    report,
  ].join('\n');
  const cell = (value: string, tag = 'td') =>
    `<${tag} style="border:1px solid #999;padding:4px 8px">${escapeHtml(value)}</${tag}>`;
  const html = [
    `<p>${escapeHtml(intro)}</p>`,
    '<table style="border-collapse:collapse">',
    `<tr>${header.map((value) => cell(value, 'th')).join('')}</tr>`,
    ...rows.map((row) => `<tr>${row.map((value) => cell(value)).join('')}</tr>`),
    '</table>',
    `<p><strong>${escapeHtml(SHIP_TO)}</strong><br>${address.map(escapeHtml).join('<br>')}</p>`,
    `<p>${escapeHtml(report)}</p>`,
  ].join('\n');
  return { to, subject, text, html };
}

function messageIdHost(publicUrl: string): string {
  return new URL(publicUrl).hostname || 'localhost';
}

/**
 * Sends one purchase order event to its supplier. A failure (network, a non-2xx answer, the mail server) throws,
 * so the queue retries it. A creation whose purchase order was cancelled before it went out is not sent (its
 * cancellation is, by its own job).
 */
export async function sendPurchaseOrderJob(deps: PurchaseOrderSendDeps, job: Job<object>): Promise<void> {
  const data = job.data as PurchaseOrderJobData;
  const record = await repository.findPurchaseOrder(deps.db, data.purchaseOrderId);
  if (!record) return;
  if (data.event === 'created' && record.status === 'cancelled' && record.sentAt === null) return;
  const document = await documentOf(deps, record, data.event);
  if (record.webhookUrl && record.webhookSecret) {
    const body = JSON.stringify(document);
    const { status } = await deps.postWebhook(
      record.webhookUrl,
      {
        'content-type': 'application/json',
        [SHOP_SIGNATURE_HEADER]: signatureHeader(record.webhookSecret, body),
        // The same event sent again (a retry) carries the same id: the supplier can tell.
        'x-shop-event-id': job.id,
      },
      body,
    );
    if (status < 200 || status >= 300) {
      throw new Error(`supplier webhook answered ${status} for purchase order ${record.id}`);
    }
  } else {
    const mail = mailOf(deps.config.shop.name, document, record.contactEmail);
    await deps.mailer.send({ ...mail, messageId: `<${job.id}@${messageIdHost(deps.config.publicUrl)}>` });
  }
  if (data.event === 'created') await repository.markSent(deps.db, record.id);
}
