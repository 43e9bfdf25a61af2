// The order's parcels (docs/decisions/027-purchase-orders.md): one per supplier, which items it carries, and once
// shipped its carrier, tracking number and a link to follow it. Nothing shows for an order with no supplier.
import type { Order } from '@shop/shared/order.schemas';
import type { Shipment } from '@shop/shared/suppliers.schemas';
import { ExternalLink } from 'lucide-react';
import { formatDate } from '../../../lib/format.ts';
import { Card } from './order-cards.tsx';

const STATUS_WORDS: Record<Shipment['status'], string> = {
  preparing: 'Being prepared',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};

/** Only http(s) links are ever shown (the server accepts no other; this keeps it so). */
function safeUrl(url: string | null): string | null {
  return url && /^https?:\/\//i.test(url) ? url : null;
}

export function ShipmentsCard({ order }: { order: Order }) {
  const shipments = order.shipments ?? [];
  if (shipments.length === 0) return null;
  const names = new Map(order.orderItems.map((item) => [item.product, item.name]));
  return (
    <Card title={shipments.length === 1 ? 'Shipment' : `Shipments (${shipments.length})`}>
      <ol className="space-y-4">
        {shipments.map((shipment, index) => {
          const link = safeUrl(shipment.trackingUrl);
          return (
            <li key={shipment._id} className="rounded-lg border border-slate-200 p-3" data-testid="shipment">
              <p className="font-semibold">
                Parcel {index + 1}: {STATUS_WORDS[shipment.status]}
                {shipment.deliveredAt
                  ? ` on ${formatDate(shipment.deliveredAt)}`
                  : shipment.shippedAt
                    ? ` on ${formatDate(shipment.shippedAt)}`
                    : ''}
              </p>
              <p className="text-sm text-slate-600">
                {shipment.products.map((id) => names.get(id) ?? id).join(', ')}
              </p>
              {shipment.carrier && (
                <p className="mt-1 text-sm">
                  {shipment.carrier}
                  {shipment.trackingNumber && <>, tracking number {shipment.trackingNumber}</>}
                </p>
              )}
              {link && (
                <a
                  href={link}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="mt-1 inline-flex items-center gap-1 text-sm font-semibold text-brand-700 underline"
                >
                  Track parcel {index + 1} with {shipment.carrier ?? 'the carrier'}
                  <ExternalLink aria-hidden="true" className="h-4 w-4" />
                  <span className="sr-only">(opens in a new tab)</span>
                </a>
              )}
            </li>
          );
        })}
      </ol>
    </Card>
  );
}
