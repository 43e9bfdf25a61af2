// An order's purchase orders as its shopper sees them (docs/decisions/027-purchase-orders.md): one parcel per
// supplier, its lines, and once shipped the carrier and tracking link. Nothing about the supplier or its price.
// A read the orders' repository joins to every order it loads, as it joins the invoice.
import type { Shipment } from '@shop/shared/suppliers.schemas';
import type { Db, PurchaseOrderStatus } from '../../db/database.ts';
import { linesOf, purchaseOrdersOfOrders } from './purchase-orders.repository.ts';

const SHOWN: Record<PurchaseOrderStatus, Shipment['status']> = {
  created: 'preparing',
  sent: 'preparing',
  accepted: 'preparing',
  shipped: 'shipped',
  delivered: 'delivered',
  cancelled: 'cancelled',
  // Came back undelivered: for the shopper, a parcel that will not arrive (decision 030).
  returned_to_origin: 'cancelled',
};

export async function shipmentsOf(db: Db, orderIds: readonly string[]): Promise<Map<string, Shipment[]>> {
  const byOrder = new Map<string, Shipment[]>();
  const records = await purchaseOrdersOfOrders(db, orderIds);
  if (records.length === 0) return byOrder;
  const lines = await linesOf(
    db,
    records.map((record) => record.id),
  );
  for (const record of records) {
    const shipments = byOrder.get(record.orderId) ?? [];
    shipments.push({
      _id: record.id,
      status: SHOWN[record.status],
      products: [
        ...new Set(lines.filter((line) => line.purchaseOrderId === record.id).map((line) => line.productId)),
      ],
      carrier: record.carrier,
      trackingNumber: record.trackingNumber,
      trackingUrl: record.trackingUrl,
      shippedAt: record.shippedAt?.toISOString() ?? null,
      deliveredAt: record.deliveredAt?.toISOString() ?? null,
    });
    byOrder.set(record.orderId, shipments);
  }
  return byOrder;
}
