// POST /api/recently-viewed: tells the signed-in shopper's account that they are viewing the product (decision 039:
// the server writes a product at most once a minute, and the browser asks no more often: browser-list.ts withView).
import type { RecentlyViewedRecorded } from '@shop/shared/recently-viewed.schemas';
import { apiFetch } from '../../lib/api-client.ts';

export function recordView(productId: string): Promise<RecentlyViewedRecorded> {
  return apiFetch('/api/recently-viewed', { method: 'POST', body: { productId } });
}
