// POST /api/recently-viewed/merge: at sign-in, the browser's list joins the account's, each product at the later of
// its two times (decision 039). Sending it twice changes nothing, so a merge cut short is simply sent again.
import type { RecentlyViewedProducts } from '@shop/shared/recently-viewed.schemas';
import { apiFetch } from '../../lib/api-client.ts';
import type { BrowserView } from './browser-list.ts';

export function mergeRecentlyViewed(views: readonly BrowserView[]): Promise<RecentlyViewedProducts> {
  const items = views.map((view) => ({ productId: view.id, viewedAt: new Date(view.at).toISOString() }));
  return apiFetch('/api/recently-viewed/merge', { method: 'POST', body: { items } });
}
