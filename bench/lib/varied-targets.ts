// Varied traffic: what real shoppers send, where hardly any request repeats another (issue "catalogue speed for
// real traffic"). Every list is built from the seeded catalogue with a fixed seed, so runs compare, and is long
// enough that a 10 s phase sends each path at most once (`runLoad` with `order: 'sequential'`).
import { sql } from 'kysely';
import type { Db } from '../../apps/api/src/db/database.ts';
import { randomSource } from '../../apps/api/src/db/seed/generate-products.ts';

export interface VariedMixes {
  /** 2,000 different products. */
  products: string[];
  /** Pages 1–5 of a category with random price bounds, and a brand or two in two requests of three. */
  categoryPages: string[];
  /** Any page of a category, first to last, a brand in one request of two. */
  deepPages: string[];
  /** Different queries: one to three words of a product's name, the last often cut short; a third with one typo. */
  searches: string[];
  /**
   * The search results page's list (docs/decisions/035): a query like `searches`, pages 1–3, any sort order, and in
   * most requests a filter or two (category, price bounds, rating, discount, in stock).
   */
  resultsPages: string[];
}

const SORTS = ['relevance', 'popular', 'price_asc', 'price_desc', 'newest', 'rating', 'discount'];

const PAGE_SIZE = 12;

/** One edit (Levenshtein distance 1, what search tolerates): a letter dropped, doubled or replaced, never the first. */
function oneEdit(word: string, random: () => number): string {
  const at = 1 + Math.floor(random() * (word.length - 1));
  const kind = Math.floor(random() * 3);
  if (kind === 0) return word.slice(0, at) + word.slice(at + 1);
  if (kind === 1) return word.slice(0, at) + (word[at] ?? '') + word.slice(at);
  const letter = String.fromCharCode(97 + ((word.charCodeAt(at) - 97 + 1 + Math.floor(random() * 25)) % 26));
  return word.slice(0, at) + letter + word.slice(at + 1);
}

function shuffle<T>(items: T[], random: () => number): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [items[i], items[j]] = [items[j] as T, items[i] as T];
  }
  return items;
}

export async function pickVariedMixes(db: Db, count: number): Promise<VariedMixes> {
  // mulberry32 (the demo catalogue's generator): a list of 60,000 needs a generator that does not cycle early.
  const random = randomSource(7).next;
  const int = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));
  const ids = await sql<{ id: string }>`
    select id from products where archived_at is null order by md5(id || 'varied') limit 2000`.execute(db);
  const facets = await db
    .selectFrom('catalog_facets')
    .select(['category', 'brand', (eb) => eb.fn.sum<number>('product_count').as('count')])
    .groupBy(['category', 'brand'])
    .orderBy('category')
    .orderBy('brand')
    .execute();
  const prices = await sql<{ category: string; low: number; high: number }>`
    select category, min(display_price) / 100 as low, max(display_price) / 100 as high
    from products where archived_at is null group by category order by category`.execute(db);
  const categories = prices.rows;
  const brandsOf = (category: string) => facets.filter((facet) => facet.category === category);

  const categoryPages: string[] = [];
  for (let i = 0; i < count; i++) {
    const category = categories[Math.floor(random() * categories.length)];
    if (!category) break;
    const params = new URLSearchParams({ category: category.category });
    const brands = brandsOf(category.category);
    // A third without a brand, a third with one, a third with two.
    const wanted = i % 3;
    for (const facet of shuffle([...brands], random).slice(0, wanted)) params.append('brand', facet.brand);
    // A price slider moved to the shopper's own numbers: anywhere in the category's range, in whole rupees.
    const span = Math.max(1, Number(category.high) - Number(category.low));
    const min = Number(category.low) + Math.floor(random() * random() * span);
    const max = min + Math.max(50, Math.floor(random() * span));
    params.set('minPrice', String(min));
    params.set('maxPrice', String(max));
    params.set('page', String(int(1, 5)));
    categoryPages.push(`/api/products?${params}`);
  }

  const deepPages: string[] = [];
  for (let i = 0; i < count; i++) {
    const category = categories[Math.floor(random() * categories.length)];
    if (!category) break;
    const brands = brandsOf(category.category);
    const facet = i % 2 === 1 ? brands[Math.floor(random() * brands.length)] : undefined;
    const total = facet ? Number(facet.count) : brands.reduce((sum, brand) => sum + Number(brand.count), 0);
    const params = new URLSearchParams({ category: category.category });
    if (facet) params.set('brand', facet.brand);
    params.set('page', String(int(1, Math.max(1, Math.ceil(total / PAGE_SIZE)))));
    deepPages.push(`/api/products?${params}`);
  }

  // Words as shoppers type them: letters only (numbers in names would make every query trivially unique).
  const names = await sql<{ name: string }>`
    select name from products where archived_at is null order by md5(id || 'names') limit 20000`.execute(db);
  const words = names.rows.map(({ name }) =>
    name
      .toLowerCase()
      .split(/[^a-z]+/)
      .filter((word) => word.length >= 2),
  );
  const seen = new Set<string>();
  const searches: string[] = [];
  for (let attempt = 0; attempt < count * 20 && searches.length < count; attempt++) {
    const nameWords = words[Math.floor(random() * words.length)] ?? [];
    if (nameWords.length === 0) continue;
    // One, two or three of its words, in any order, as people remember a name.
    const picked = shuffle([...nameWords], random).slice(0, int(1, 3));
    // A third have one typo in a whole word of five letters or more; the others may stop mid-word.
    const withTypo = attempt % 3 === 0;
    if (withTypo) {
      const at = picked.findIndex((word) => word.length >= 5);
      if (at < 0) continue;
      picked[at] = oneEdit(picked[at] ?? '', random);
    } else {
      const last = picked.length - 1;
      const word = picked[last] ?? '';
      if (word.length > 3 && random() < 0.5) picked[last] = word.slice(0, int(3, word.length - 1));
    }
    const query = picked.join(' ');
    if (seen.has(query)) continue;
    seen.add(query);
    searches.push(`/api/products/search?query=${encodeURIComponent(query)}`);
  }

  const resultsPages = searches.map((path, i) => {
    const query = new URL(path, 'http://bench').searchParams.get('query') ?? '';
    const params = new URLSearchParams({ q: query, page: String(int(1, 3)) });
    const sort = SORTS[Math.floor(random() * SORTS.length)];
    if (sort && sort !== 'relevance') params.set('sort', sort);
    if (i % 4 === 1)
      params.set('category', categories[Math.floor(random() * categories.length)]?.category ?? '');
    if (i % 3 === 1) params.set('minRating', String(int(3, 4)));
    if (i % 5 === 2) params.set('minDiscount', String(10 * int(1, 5)));
    if (i % 2 === 0) params.set('inStock', 'true');
    if (i % 4 === 3) {
      const min = int(0, 3000);
      params.set('minPrice', String(min));
      params.set('maxPrice', String(min + int(200, 6000)));
    }
    return `/api/products?${params}`;
  });

  return {
    resultsPages: shuffle(resultsPages, random),
    products: shuffle(
      ids.rows.map((row) => `/api/products/${row.id}`),
      random,
    ),
    categoryPages,
    deepPages,
    searches,
  };
}
