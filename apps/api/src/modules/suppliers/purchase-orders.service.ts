// The admin's side of purchase orders (docs/decisions/027-purchase-orders.md): the list, a report typed in, and
// the supplier's CSV report uploaded (each row its own transaction and audit entry; at most MAX_REPORT_ROWS).
import { toRupees } from '@shop/shared/money';
import {
  type AdminPurchaseOrder,
  type AdminPurchaseOrderList,
  MAX_REPORT_ROWS,
  PURCHASE_ORDER_PAGE_SIZE,
  REPORT_CSV_COLUMNS,
  type ReportFileResult,
  type ReportOutcome,
  type SupplierReport,
  supplierReportSchema,
} from '@shop/shared/suppliers.schemas';
import { parse } from 'csv-parse/sync';
import { AppError } from '../../lib/app-error.ts';
import { recordAudit } from '../admin/audit.repository.ts';
import { unguardFormula } from '../admin/spreadsheet-cells.lib.ts';
import type { OrdersDeps } from '../orders/orders.deps.ts';
import { inTransaction } from '../orders/orders.repository.ts';
import * as repository from './purchase-orders.repository.ts';
import { applyReportIn } from './supplier-reports.service.ts';

function iso(date: Date | null): string | null {
  return date ? date.toISOString() : null;
}

export async function listPurchaseOrders(
  deps: Pick<OrdersDeps, 'db'>,
  filter: repository.PurchaseOrderFilter & { page: number },
): Promise<AdminPurchaseOrderList> {
  const offset = (filter.page - 1) * PURCHASE_ORDER_PAGE_SIZE;
  const { records, total } = await repository.listPurchaseOrders(
    deps.db,
    filter,
    PURCHASE_ORDER_PAGE_SIZE,
    offset,
  );
  const lines = await repository.linesOf(
    deps.db,
    records.map((record) => record.id),
  );
  const purchaseOrders: AdminPurchaseOrder[] = records.map((record) => ({
    _id: record.id,
    orderId: record.orderId,
    orderNumber: record.orderNumber,
    supplierId: record.supplierId,
    supplierName: record.supplierName,
    channel: record.webhookUrl ? 'webhook' : 'email',
    status: record.status,
    carrier: record.carrier,
    trackingNumber: record.trackingNumber,
    trackingUrl: record.trackingUrl,
    lines: lines
      .filter((line) => line.purchaseOrderId === record.id)
      .map((line) => ({
        productId: line.productId,
        name: line.name,
        supplierSku: line.supplierSku,
        quantity: line.quantity,
        costPrice: line.costPrice === null ? null : toRupees(line.costPrice),
      })),
    createdAt: record.createdAt.toISOString(),
    sentAt: iso(record.sentAt),
    shippedAt: iso(record.shippedAt),
    deliveredAt: iso(record.deliveredAt),
    cancelledAt: iso(record.cancelledAt),
  }));
  return {
    purchaseOrders,
    total,
    page: filter.page,
    pages: Math.max(1, Math.ceil(total / PURCHASE_ORDER_PAGE_SIZE)),
  };
}

/** One report from the admin (typed in, or a CSV row), with its audit entry in the same transaction. */
export function reportAsAdmin(
  deps: OrdersDeps,
  actorId: string,
  report: SupplierReport,
): Promise<ReportOutcome> {
  return inTransaction(deps.db, async (trx) => {
    const outcome = await applyReportIn(deps, trx, report);
    if (outcome.outcome === 'applied') {
      await recordAudit(trx, {
        actorId,
        action: 'purchase_order.report',
        entity: 'purchase_order',
        entityId: report.purchaseOrderId,
        before: null,
        after: report,
      });
    }
    return outcome;
  });
}

function firstIssue(error: { issues: readonly { message: string; path: readonly PropertyKey[] }[] }): string {
  const issue = error.issues[0];
  if (!issue) return 'invalid row';
  const field = issue.path.join('.');
  return field && !issue.message.startsWith(field) ? `${field}: ${issue.message}` : issue.message;
}

/**
 * A supplier's CSV report (columns REPORT_CSV_COLUMNS, a header row first). Every row is applied or refused on its
 * own, with its reason; a file that cannot be read at all, or is too long, is a 400.
 */
export async function importReportFile(
  deps: OrdersDeps,
  actorId: string,
  text: string,
): Promise<ReportFileResult> {
  let records: Record<string, string>[];
  try {
    records = parse(text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n'), {
      columns: (header: string[]) => {
        const names = header.map((name) => name.trim());
        const unknown = names.find((name) => !(REPORT_CSV_COLUMNS as readonly string[]).includes(name));
        if (unknown !== undefined) {
          throw new AppError(
            'INVALID',
            `Unknown column "${unknown}" on line 1 (the columns are ${REPORT_CSV_COLUMNS.join(', ')})`,
          );
        }
        if (!names.includes('purchaseOrderId') || !names.includes('status')) {
          throw new AppError('INVALID', 'Line 1 must name at least the columns purchaseOrderId and status');
        }
        return names;
      },
      skip_empty_lines: true,
    }) as Record<string, string>[];
  } catch (error) {
    if (error instanceof AppError) throw error;
    const reason = error instanceof Error ? error.message : 'unreadable';
    throw new AppError('INVALID', `The CSV file could not be read: ${reason}`);
  }
  if (records.length === 0) throw new AppError('INVALID', 'The file holds no reports');
  if (records.length > MAX_REPORT_ROWS) {
    throw new AppError(
      'INVALID',
      `A file may hold at most ${MAX_REPORT_ROWS} reports (this one has ${records.length})`,
    );
  }
  const results: ReportFileResult['results'] = [];
  for (const [index, record] of records.entries()) {
    const row = index + 1;
    const cells = Object.fromEntries(
      Object.entries(record).map(([key, value]) => [key, unguardFormula(value).trim() || null]),
    );
    const parsed = supplierReportSchema.safeParse(cells);
    const id = typeof cells.purchaseOrderId === 'string' ? cells.purchaseOrderId : '';
    if (!parsed.success) {
      results.push({
        row,
        purchaseOrderId: id,
        outcome: 'refused',
        message: firstIssue(parsed.error),
        orderStatus: null,
      });
      continue;
    }
    try {
      results.push({ row, ...(await reportAsAdmin(deps, actorId, parsed.data)) });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      results.push({
        row,
        purchaseOrderId: id,
        outcome: 'refused',
        message: error.message,
        orderStatus: null,
      });
    }
  }
  const applied = results.filter((result) => result.outcome === 'applied').length;
  const refused = results.filter((result) => result.outcome === 'refused').length;
  return {
    message: `${applied} applied, ${results.length - applied - refused} unchanged, ${refused} refused`,
    results,
  };
}
