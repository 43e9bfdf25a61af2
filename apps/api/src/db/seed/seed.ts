// Loads a catalogue into the database: products in batches, then the homepage's banners, featured
// products and today's offers chosen from them.
import { sql } from 'kysely';
import type { Db } from '../database.ts';
import { BANNER_COPY } from './demo-catalog-data.ts';
import { generateProducts, randomSource, type SeedProduct } from './generate-products.ts';

export const DEMO_PRODUCT_COUNT = 960;
const BATCH = 1000;

export async function countProducts(db: Db): Promise<number> {
  const row = await db
    .selectFrom('products')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return row.n;
}

/** Removes the catalogue (products and the homepage lists that point at them). */
export async function clearCatalog(db: Db): Promise<void> {
  await sql`truncate products, search_terms, catalog_facets, banners, featured_products, today_offers cascade`.execute(
    db,
  );
}

export async function seedCatalog(
  db: Db,
  count: number = DEMO_PRODUCT_COUNT,
  onProgress: (done: number) => void = () => undefined,
): Promise<number> {
  const products = generateProducts(count);
  await db.transaction().execute(async (trx) => {
    for (let offset = 0; offset < products.length; offset += BATCH) {
      const batch = products.slice(offset, offset + BATCH);
      await trx
        .insertInto('products')
        .values(batch.map((product) => ({ ...product, filters: JSON.stringify(product.filters) })))
        .execute();
      onProgress(offset + batch.length);
    }
    await seedHomepage(trx, products);
    await sql`analyze products`.execute(trx);
  });
  return products.length;
}

async function seedHomepage(db: Db, products: SeedProduct[]): Promise<void> {
  const random = randomSource(7);
  const inStock = products.filter((p) => p.count_in_stock > 0 && p.images.length > 0);
  const byDiscount = [...inStock].sort(
    (a, b) =>
      (b.original_price - b.display_price) / b.original_price -
      (a.original_price - a.display_price) / a.original_price,
  );
  const bannerPicks = ['Fashion', 'Electronics', 'Fashion', 'Fitness'].map(
    (category, i) => byDiscount.filter((p) => p.category === category)[i] ?? byDiscount[i],
  );
  const banners = BANNER_COPY.flatMap((copy, position) => {
    const product = bannerPicks[position];
    return product
      ? [{ id: random.hex(24), ...copy, image: product.images[0] ?? '', product_id: product.id, position }]
      : [];
  });
  if (banners.length) await db.insertInto('banners').values(banners).execute();
  const offers = byDiscount.slice(0, 12);
  const featured = inStock.filter((p) => p.badge !== null && !offers.includes(p)).slice(0, 12);
  if (featured.length) {
    await db
      .insertInto('featured_products')
      .values(featured.map((p, position) => ({ product_id: p.id, position })))
      .execute();
  }
  if (offers.length) {
    await db
      .insertInto('today_offers')
      .values(offers.map((p, position) => ({ product_id: p.id, position })))
      .execute();
  }
}

/** First start: an empty shop gets the demo catalogue. Returns how many products were added. */
export async function seedDemoCatalogIfEmpty(db: Db): Promise<number> {
  if ((await countProducts(db)) > 0) return 0;
  return seedCatalog(db, DEMO_PRODUCT_COUNT);
}
