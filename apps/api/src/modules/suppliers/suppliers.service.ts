// The shop's suppliers, as the admin keeps them (docs/decisions/027-purchase-orders.md): each change in one
// transaction with its audit entry. The webhook secret is write-only: answers say whether there is one.

import { toPaise, toRupees } from '@shop/shared/money';
import {
  type AdminSupplier,
  type AdminSupplierList,
  MAX_SUPPLIERS_LISTED,
  type SupplierInput,
} from '@shop/shared/suppliers.schemas';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { newId } from '../../lib/ids.ts';
import { recordAudit } from '../admin/audit.repository.ts';
import * as repository from './suppliers.repository.ts';

export const SUPPLIER_MESSAGES = {
  notFound: 'Supplier not found',
  duplicateName: 'Another supplier already has this name',
  secretRequired: 'A webhook needs its secret (at least 16 characters), to sign what the shop sends',
  created: 'Supplier added',
  updated: 'Supplier saved',
} as const;

export function toAdminSupplier(record: repository.SupplierRecord): AdminSupplier {
  return {
    _id: record.id,
    name: record.name,
    contactEmail: record.contactEmail,
    webhookUrl: record.webhookUrl,
    hasWebhookSecret: record.webhookSecret !== null,
    processingDays: record.processingDays,
    shipsFromPin: record.shipsFromPin,
    shipsFromCountry: record.shipsFromCountry,
    defaultShippingCost: toRupees(record.defaultShippingCost),
    productCount: record.productCount,
    createdAt: record.createdAt.toISOString(),
  };
}

function toRow(input: SupplierInput, secret: string | null): repository.SupplierRow {
  return {
    name: input.name,
    contact_email: input.contactEmail,
    webhook_url: input.webhookUrl,
    // No webhook, no secret (the table's check): the secret of a removed webhook is forgotten.
    webhook_secret: input.webhookUrl === null ? null : secret,
    processing_days: input.processingDays,
    ships_from_pin: input.shipsFromPin,
    ships_from_country: input.shipsFromCountry,
    default_shipping_cost: toPaise(input.defaultShippingCost),
  };
}

async function loaded(db: Db, id: string): Promise<AdminSupplier> {
  const record = await repository.findSupplier(db, id);
  if (!record) throw new AppError('NOT_FOUND', SUPPLIER_MESSAGES.notFound);
  return toAdminSupplier(record);
}

/** The supplier as the change left it, audited with what it was before (null for a new one). */
async function audited(
  trx: Db,
  actorId: string,
  id: string,
  action: 'supplier.create' | 'supplier.update',
  before: AdminSupplier | null,
): Promise<AdminSupplier> {
  const after = await loaded(trx, id);
  await recordAudit(trx, { actorId, action, entity: 'supplier', entityId: id, before, after });
  return after;
}

async function saving<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (repository.isDuplicateName(error)) throw new AppError('CONFLICT', SUPPLIER_MESSAGES.duplicateName);
    throw error;
  }
}

export async function listSuppliers(db: Db): Promise<AdminSupplierList> {
  const records = await repository.listSuppliers(db, MAX_SUPPLIERS_LISTED);
  return { suppliers: records.map(toAdminSupplier) };
}

export async function getSupplier(db: Db, id: string): Promise<AdminSupplier> {
  return loaded(db, id);
}

export async function createSupplier(db: Db, actorId: string, input: SupplierInput): Promise<AdminSupplier> {
  if (input.webhookUrl !== null && input.webhookSecret === null) {
    throw new AppError('INVALID', SUPPLIER_MESSAGES.secretRequired);
  }
  const id = newId();
  return saving(
    db.transaction().execute(async (trx) => {
      await repository.insertSupplier(trx, id, toRow(input, input.webhookSecret));
      return audited(trx, actorId, id, 'supplier.create', null);
    }),
  );
}

export async function updateSupplier(
  db: Db,
  actorId: string,
  id: string,
  input: SupplierInput,
): Promise<AdminSupplier> {
  return saving(
    db.transaction().execute(async (trx) => {
      const current = await repository.findSupplier(trx, id, true);
      if (!current) throw new AppError('NOT_FOUND', SUPPLIER_MESSAGES.notFound);
      // A secret left out keeps the one the supplier has; a new webhook without any is refused.
      const secret = input.webhookSecret ?? current.webhookSecret;
      if (input.webhookUrl !== null && secret === null) {
        throw new AppError('INVALID', SUPPLIER_MESSAGES.secretRequired);
      }
      await repository.updateSupplier(trx, id, toRow(input, secret));
      return audited(trx, actorId, id, 'supplier.update', toAdminSupplier(current));
    }),
  );
}
