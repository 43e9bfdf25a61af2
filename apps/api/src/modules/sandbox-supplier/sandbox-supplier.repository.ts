// SQL of the sandbox supplier (docs/decisions/027-purchase-orders.md): the purchase orders it received, and the
// secret of the supplier it plays for one of them (it lives in the shop's database, like the sandbox gateway).
import type { Db, SandboxSupplierOrderStatus } from '../../db/database.ts';

/** The supplier of a purchase order and its webhook secret. */
export async function secretOf(db: Db, purchaseOrderId: string) {
  return db
    .selectFrom('purchase_orders as po')
    .innerJoin('suppliers as s', 's.id', 'po.supplier_id')
    .select(['s.id as supplierId', 's.webhook_secret as secret'])
    .where('po.id', '=', purchaseOrderId)
    .executeTakeFirst();
}

/** Keeps a purchase order received; one sent again is the same one, and its cancellation marks it cancelled. */
export async function keepReceived(
  db: Db,
  received: {
    purchaseOrderId: string;
    supplierId: string;
    payload: string;
    status: SandboxSupplierOrderStatus;
  },
): Promise<void> {
  await db
    .insertInto('sandbox_supplier_orders')
    .values({
      purchase_order_id: received.purchaseOrderId,
      supplier_id: received.supplierId,
      payload: received.payload,
      status: received.status,
    })
    .onConflict((conflict) =>
      received.status === 'cancelled'
        ? conflict.column('purchase_order_id').doUpdateSet({ status: received.status })
        : conflict.column('purchase_order_id').doNothing(),
    )
    .execute();
}

export async function listReceived(db: Db, limit: number) {
  return db
    .selectFrom('sandbox_supplier_orders')
    .select([
      'purchase_order_id as purchaseOrderId',
      'supplier_id as supplierId',
      'status',
      'received_at as receivedAt',
      'payload',
    ])
    .orderBy('received_at', 'desc')
    .limit(limit)
    .execute();
}

export async function statusOf(db: Db, purchaseOrderId: string) {
  const row = await db
    .selectFrom('sandbox_supplier_orders')
    .select('status')
    .where('purchase_order_id', '=', purchaseOrderId)
    .executeTakeFirst();
  return row?.status;
}

export async function setStatus(db: Db, purchaseOrderId: string, status: SandboxSupplierOrderStatus) {
  await db
    .updateTable('sandbox_supplier_orders')
    .set({ status })
    .where('purchase_order_id', '=', purchaseOrderId)
    .execute();
}
