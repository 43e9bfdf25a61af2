// What the sandbox supplier does (docs/decisions/027-purchase-orders.md): checks and keeps a purchase order the
// shop sent it, and reports on one by calling the shop's signed supplier webhook, as a real supplier would.
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { Config } from '../../config.ts';
import type { Db, SandboxSupplierOrderStatus } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import {
  SUPPLIER_SIGNATURE_HEADER,
  signatureHeader,
  verifySignature,
} from '../suppliers/supplier-signature.lib.ts';
import * as repository from './sandbox-supplier.repository.ts';

const documentSchema = z.object({
  // A cancel requested after dispatch (docs/decisions/031) changes nothing the sandbox keeps: it is acknowledged.
  event: z.enum(['purchase_order.created', 'purchase_order.cancelled', 'purchase_order.cancel_requested']),
  purchaseOrder: z.object({ id: z.string().min(1).max(64) }).passthrough(),
  reportUrl: z.string(),
});

/** Checks the shop's signature with the secret the supplier shares, then keeps the purchase order. */
export async function receivePurchaseOrder(
  db: Db,
  config: Config,
  raw: string,
  signature: string | undefined,
): Promise<void> {
  let document: z.infer<typeof documentSchema>;
  try {
    document = documentSchema.parse(JSON.parse(raw));
  } catch {
    throw new AppError('INVALID', 'Not a purchase order');
  }
  const supplier = await repository.secretOf(db, document.purchaseOrder.id);
  const check = supplier?.secret
    ? verifySignature(supplier.secret, signature, raw, config.suppliers.webhookToleranceSeconds)
    : 'mismatch';
  if (!supplier || check !== 'valid') throw new AppError('UNAUTHORIZED', `Signature ${check}`);
  const status: SandboxSupplierOrderStatus =
    document.event === 'purchase_order.cancelled' ? 'cancelled' : 'received';
  await repository.keepReceived(db, {
    purchaseOrderId: document.purchaseOrder.id,
    supplierId: supplier.supplierId,
    payload: raw,
    status,
  });
}

export function receivedOrders(db: Db) {
  return repository.listReceived(db, 100);
}

export type Inject = (request: {
  url: string;
  headers: Record<string, string>;
  payload: string;
}) => Promise<{ statusCode: number; json(): unknown }>;

/**
 * Reports `fields` (a status, and for a shipment its tracking) about a purchase order the sandbox holds, through
 * the shop's signed webhook; on the shop's 2xx the sandbox's own record follows. Answers the shop's reply.
 */
export async function reportOn(
  db: Db,
  inject: Inject,
  purchaseOrderId: string,
  fields: { status: 'accepted' | 'shipped' | 'delivered' } & Record<string, unknown>,
): Promise<{ statusCode: number; answer: unknown }> {
  const held = await repository.statusOf(db, purchaseOrderId);
  if (!held) throw new AppError('NOT_FOUND', 'The sandbox supplier never received this purchase order');
  if (held === 'cancelled') throw new AppError('CONFLICT', 'The shop cancelled this purchase order');
  const supplier = await repository.secretOf(db, purchaseOrderId);
  if (!supplier?.secret) throw new AppError('NOT_FOUND', 'The sandbox has no such purchase order');
  const body = JSON.stringify({ eventId: randomUUID(), report: { purchaseOrderId, ...fields } });
  const response = await inject({
    url: `/api/suppliers/v1/webhook/${supplier.supplierId}`,
    headers: {
      'content-type': 'application/json',
      [SUPPLIER_SIGNATURE_HEADER]: signatureHeader(supplier.secret, body),
    },
    payload: body,
  });
  if (response.statusCode < 300) await repository.setStatus(db, purchaseOrderId, fields.status);
  return { statusCode: response.statusCode, answer: response.json() };
}
