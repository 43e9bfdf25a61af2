// A supplier's signed report (docs/decisions/027-purchase-orders.md): the signature is checked with that
// supplier's own secret over `timestamp.rawBody`, a timestamp outside SUPPLIER_WEBHOOK_TOLERANCE_SECONDS is
// refused, and the event id is claimed in `supplier_events` in the same transaction as the report, so a replay
// (the same id again) changes nothing and is answered "duplicate". Refusals are 4xx `{ message }`.
import { idSchema } from '@shop/shared/common.schemas';
import { type ReportOutcome, supplierWebhookBodySchema } from '@shop/shared/suppliers.schemas';
import { AppError } from '../../lib/app-error.ts';
import type { OrdersDeps } from '../orders/orders.deps.ts';
import { inTransaction } from '../orders/orders.repository.ts';
import { claimSupplierEvent, forgetOldSupplierEvents } from './purchase-orders.repository.ts';
import { applyReportIn } from './supplier-reports.service.ts';
import { verifySignature } from './supplier-signature.lib.ts';
import { findSupplier } from './suppliers.repository.ts';

export const WEBHOOK_REFUSALS = {
  unknownSupplier: 'No supplier with a webhook has this id',
  missing: 'The report is not signed (X-Supplier-Signature: t=<unix time>,v1=<hex HMAC-SHA256>)',
  malformed: 'The signature header is malformed (X-Supplier-Signature: t=<unix time>,v1=<hex HMAC-SHA256>)',
  stale: 'The signature is too old or from the future: sign each report when it is sent',
  mismatch: 'The signature does not match the report',
  badBody: 'The report must be JSON: { eventId, report: { purchaseOrderId, status, … } }',
} as const;

export type WebhookAnswer = ReportOutcome | { outcome: 'duplicate'; message: string };

export async function handleSupplierWebhook(
  deps: OrdersDeps,
  supplierId: string,
  rawBody: string,
  signatureHeader: string | undefined,
): Promise<WebhookAnswer> {
  const supplier = idSchema.safeParse(supplierId).success
    ? await findSupplier(deps.db, supplierId)
    : undefined;
  if (!supplier?.webhookSecret) throw new AppError('NOT_FOUND', WEBHOOK_REFUSALS.unknownSupplier);
  const check = verifySignature(
    supplier.webhookSecret,
    signatureHeader,
    rawBody,
    deps.config.suppliers.webhookToleranceSeconds,
  );
  if (check !== 'valid') {
    deps.log.warn({ supplierId, check }, 'supplier webhook refused');
    throw new AppError('UNAUTHORIZED', WEBHOOK_REFUSALS[check]);
  }
  let json: unknown;
  try {
    json = JSON.parse(rawBody);
  } catch {
    throw new AppError('INVALID', WEBHOOK_REFUSALS.badBody);
  }
  const parsed = supplierWebhookBodySchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new AppError(
      'INVALID',
      issue ? `${issue.path.join('.')}: ${issue.message}` : WEBHOOK_REFUSALS.badBody,
    );
  }
  const { eventId, report } = parsed.data;
  // On its own, before the report's transaction: two reports at once do not wait on each other's clean-up.
  await forgetOldSupplierEvents(deps.db, supplier.id);
  return inTransaction(deps.db, async (trx): Promise<WebhookAnswer> => {
    if (!(await claimSupplierEvent(trx, supplier.id, eventId))) {
      return { outcome: 'duplicate', message: `Event ${eventId} was already received; nothing changed` };
    }
    return applyReportIn(deps, trx, report, supplier.id);
  });
}
