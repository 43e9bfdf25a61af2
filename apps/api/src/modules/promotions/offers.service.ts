// The automatic offers live now (docs/decisions/038-promotions.md), for the badges on product cards and pages. Every
// product page asks, so the answer is kept in this process a few seconds (lru-cache's TTL, which also makes the
// requests that arrive together share one query); an admin's change through this process forgets it at once, one
// through another process shows within OFFERS_CACHE_SECONDS. The checkout prices from the database, never from this.
import type { offerListSchema } from '@shop/shared/promotion.schemas';
import { offerBadge } from '@shop/shared/promotions';
import { LRUCache } from 'lru-cache';
import type { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { liveAutomaticOffers, toRule } from './live-promotions.repository.ts';

type OfferList = z.infer<typeof offerListSchema>;

/** How long a process keeps the list, and a browser or shared cache may: seconds. */
export const OFFERS_CACHE_SECONDS = 5;

export interface OffersCache {
  offers(): Promise<OfferList>;
  /** Drops the kept list: the next request reads the database. */
  forget(): void;
}

export async function readOffers(db: Db, now = new Date()): Promise<OfferList> {
  const rows = await liveAutomaticOffers(db, now);
  return {
    offers: rows
      // Used up: no shopper can have it, so no card may promise it.
      .filter((row) => row.redemptions_left !== 0)
      .map((row) => ({
        id: row.id,
        title: row.title,
        badge: offerBadge(toRule(row)),
        target: row.target,
        targetValues: row.target_values,
      })),
  };
}

/** `clock` is for tests: what the cache reads its time from (milliseconds). */
export function createOffersCache(db: Db, clock?: { now(): number }): OffersCache {
  const KEY = 'offers';
  const cache = new LRUCache<typeof KEY, OfferList>({
    max: 1,
    ttl: OFFERS_CACHE_SECONDS * 1000,
    fetchMethod: () => readOffers(db),
    // A test's clock is read on every call (lru-cache otherwise reuses a reading for a millisecond).
    ...(clock && { perf: clock, ttlResolution: 0 }),
  });
  return {
    async offers() {
      const list = await cache.fetch(KEY);
      // Undefined when `forget` dropped the read under way (it may predate the change): read afresh.
      return list ?? readOffers(db);
    },
    forget() {
      cache.delete(KEY);
    },
  };
}
