// Picks the benchmark's request mixes from the seeded catalogue, deterministically, so runs compare.
import { sql } from 'kysely';
import type { Db } from '../../apps/api/src/db/database.ts';

function seeded(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

export interface Mixes {
  products: string[];
  categoryPages: string[];
  searches: string[];
  homepage: string[];
  /** The web app's page of the first product. */
  productPage: string;
}

/** A one-letter typo: a letter dropped, doubled or two swapped, never at the word's first letter. */
function typo(word: string, random: () => number): string {
  const at = 1 + Math.floor(random() * (word.length - 2));
  const kind = Math.floor(random() * 3);
  if (kind === 0) return word.slice(0, at) + word.slice(at + 1);
  if (kind === 1) return word.slice(0, at) + (word[at] ?? '') + word.slice(at);
  return word.slice(0, at) + (word[at + 1] ?? '') + (word[at] ?? '') + word.slice(at + 2);
}

export async function pickMixes(db: Db): Promise<Mixes> {
  const random = seeded(42);
  const ids = await sql<{ id: string; category: string }>`
    select id, category from products where archived_at is null order by md5(id) limit 500`.execute(db);
  const facets = await db
    .selectFrom('catalog_facets')
    .select(['category', 'brand'])
    .distinct()
    .orderBy('category')
    .orderBy('brand')
    .execute();
  const categoryPages: string[] = [];
  for (let i = 0; i < 60; i++) {
    const facet = facets[Math.floor(random() * facets.length)];
    if (!facet) break;
    const params = new URLSearchParams({ category: facet.category });
    // A third filter by brand, a third by price range, a third by both; the first three pages.
    const kind = i % 3;
    if (kind !== 1) params.set('brand', facet.brand);
    if (kind !== 0) {
      const min = [0, 500, 1000, 2000][i % 4] ?? 0;
      params.set('minPrice', String(min));
      params.set('maxPrice', String(min + 5000));
    }
    params.set('page', String(1 + (i % 3)));
    categoryPages.push(`/api/products?${params}`);
  }
  // A product a shopper can add to the cart (the first tap and Lighthouse open it): a sold-out one shows a disabled
  // button, which no tap can ever make answer. Earlier runs' checkouts leave some products at 0.
  const buyable = await sql<{ id: string; category: string }>`
    select id, category from products where archived_at is null and count_in_stock > 10
    order by md5(id) limit 1`.execute(db);
  const terms = await sql<{ term: string }>`
    select term from search_terms where length(term) >= 5 and term ~ '^[a-z]+$' order by md5(term) limit 40`.execute(
    db,
  );
  const searches: string[] = [];
  for (const [i, { term }] of terms.rows.entries()) {
    // Prefixes as typed, whole words with a typo, and two-word queries.
    const query =
      i % 3 === 0
        ? term.slice(0, 3 + (i % 3))
        : i % 3 === 1
          ? typo(term, random)
          : `${terms.rows[(i + 7) % terms.rows.length]?.term ?? ''} ${term.slice(0, 4)}`;
    searches.push(`/api/products/search?query=${encodeURIComponent(query)}`);
  }
  return {
    products: ids.rows.map((row) => `/api/products/${row.id}`),
    categoryPages,
    searches,
    homepage: ['/api/homepage'],
    productPage: `/shop/${buyable.rows[0]?.category.toLowerCase() ?? 'fashion'}/${buyable.rows[0]?.id ?? ''}`,
  };
}
