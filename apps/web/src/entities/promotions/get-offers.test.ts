// The offer badges follow the server's list within about a minute (docs/product.md#checkout-promotions): a page that
// shows cards reads the list again once it is older than that, and not before.
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { setApiTransport } from '../../lib/api-client.ts';
import { OFFERS_STALE_MS, offersQueryOptions, refreshOffers } from './get-offers.ts';

afterEach(() => setApiTransport((url, init) => fetch(url, init)));

describe('the offers list', () => {
  it('is kept about a minute, not longer', () => {
    expect(OFFERS_STALE_MS).toBeLessThanOrEqual(60_000);
  });

  it('is read again by a page that asks once it is older than that, and only then', async () => {
    const reads: string[] = [];
    setApiTransport(async (url) => {
      reads.push(url);
      return new Response(JSON.stringify({ offers: [] }), { status: 200 });
    });
    const queryClient = new QueryClient();
    const key = offersQueryOptions.queryKey;
    queryClient.setQueryData(key, { offers: [] }, { updatedAt: Date.now() - OFFERS_STALE_MS / 2 });
    await refreshOffers(queryClient);
    expect(reads).toEqual([]);
    queryClient.setQueryData(key, { offers: [] }, { updatedAt: Date.now() - OFFERS_STALE_MS - 1000 });
    await refreshOffers(queryClient);
    expect(reads).toEqual(['/api/promotions/offers']);
  });
});
