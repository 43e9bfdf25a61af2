// GET /api/recently-viewed → the signed-in shopper's list as cards, newest first (docs/decisions/039). Asked once the
// account has heard of this page's view and, at sign-in, of the browser's list (account-writes.ts), so the answer
// holds them. Keyed by the shopper and the browser's list: a product viewed since asks again.
import type { RecentlyViewedProducts } from '@shop/shared/recently-viewed.schemas';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api-client.ts';
import { accountWritesDone } from './account-writes.ts';

export async function getRecentlyViewed(signal?: AbortSignal): Promise<RecentlyViewedProducts> {
  await accountWritesDone();
  return apiFetch('/api/recently-viewed', { signal });
}

export function recentlyViewedQueryOptions(shopper: string, browserIds: readonly string[]) {
  return queryOptions({
    queryKey: ['recently-viewed', 'account', shopper, browserIds.join(',')],
    queryFn: ({ signal }) => getRecentlyViewed(signal),
  });
}
