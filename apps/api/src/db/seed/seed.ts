// Loads a catalogue into the database: products in batches with their variants (docs/decisions/037), then the
// homepage's banners, featured products and today's offers chosen from them, and the demo suppliers with the
// products they ship. A demo shop also gets three coupon codes (seedDemoPromotions).
import { randomBytes } from 'node:crypto';
import { INDIA_OFFSET_MS } from '@shop/shared/india-time';
import { sql } from 'kysely';
import { SANDBOX_SUPPLIER_WEBHOOK_URL } from '../../modules/sandbox-supplier/sandbox-supplier.routes.ts';
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
    await seedSuppliers(trx);
    for (let offset = 0; offset < products.length; offset += BATCH) {
      const batch = products.slice(offset, offset + BATCH);
      await trx
        .insertInto('products')
        .values(
          batch.map(({ variants, ...product }) => ({
            ...product,
            // A product with variants starts at 0: the trigger of migration 0034 adds its rows up.
            count_in_stock: variants.length > 0 ? 0 : product.count_in_stock,
            ...suppliedBy(product),
            filters: JSON.stringify(product.filters),
          })),
        )
        .execute();
      await insertVariants(trx, batch);
      onProgress(offset + batch.length);
    }
    await seedHomepage(trx, products);
    await sql`analyze products`.execute(trx);
  });
  return products.length;
}

async function insertVariants(db: Db, products: readonly SeedProduct[]): Promise<void> {
  const rows = products.flatMap((product) =>
    product.variants.map((variant) => ({
      product_id: product.id,
      ...variant,
      options: JSON.stringify(variant.options),
    })),
  );
  // Rows per INSERT: well under PostgreSQL's 65,535 bound parameters (5 a row).
  for (let start = 0; start < rows.length; start += 5000) {
    await db
      .insertInto('product_variants')
      .values(rows.slice(start, start + 5000))
      .execute();
  }
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

/** The demo suppliers (docs/decisions/027-purchase-orders.md): fixed ids, so tests and the README can name them. */
export const DEMO_SUPPLIERS = {
  /** Receives purchase orders on the built-in sandbox supplier's webhook and reports back, signed. */
  sandbox: { id: '5a4d0b0c5e1f00000000a001', category: 'Spiritual', sku: 'SBX' },
  /** No webhook: purchase orders go by mail, and the admin uploads or types in its reports. */
  mailOnly: { id: '5a4d0b0c5e1f00000000a002', category: 'Stationery', sku: 'PEN' },
} as const;

async function seedSuppliers(db: Db): Promise<void> {
  await db
    .insertInto('suppliers')
    .values([
      {
        id: DEMO_SUPPLIERS.sandbox.id,
        name: 'Sandbox Supplier',
        contact_email: 'orders@sandbox-supplier.example',
        webhook_url: SANDBOX_SUPPLIER_WEBHOOK_URL,
        // Made fresh for each database: a known secret would let anyone sign reports about a shopper's order
        // through the real supplier webhook (the sandbox reads it back from this row).
        webhook_secret: randomBytes(24).toString('hex'),
        processing_days: 1,
        ships_from_pin: '560001',
        default_shipping_cost: 4900,
      },
      {
        id: DEMO_SUPPLIERS.mailOnly.id,
        name: 'Pen & Paper Traders',
        contact_email: 'orders@penpaper.example',
        processing_days: 2,
        ships_from_pin: '110001',
        default_shipping_cost: 3900,
      },
    ])
    // A catalogue replaced (`seed -- --reset`) keeps the suppliers it had.
    .onConflict((conflict) => conflict.column('id').doNothing())
    .execute();
}

/**
 * Each demo supplier ships one category; the shop pays it 60% of the selling price (always below it). Written with
 * the product rather than by an update afterwards: the catalogue's statement triggers compare an update's old and
 * new rows, which took minutes for the 10,000 products of a category in a 100,000-product catalogue.
 */
function suppliedBy(product: Pick<SeedProduct, 'id' | 'category' | 'display_price'>) {
  const supplier = Object.values(DEMO_SUPPLIERS).find((each) => each.category === product.category);
  if (!supplier) return {};
  return {
    supplier_id: supplier.id,
    supplier_sku: `${supplier.sku}-${product.id.slice(0, 8).toUpperCase()}`,
    cost_price: Math.floor((product.display_price * 6) / 10),
  };
}

/**
 * The demo shop's coupon codes (docs/decisions/038-promotions.md), fixed ids so tests and the README can name them.
 * Codes only: an automatic offer would change the totals of every demo basket, and a code applies only when a
 * shopper enters it.
 */
export const DEMO_PROMOTIONS = {
  /** ₹100 off a first order of ₹999 or more, once per account. */
  first100: { id: '5a4d0b0c5e1f00000000b001', code: 'FIRST100' },
  /** 20% off, at most ₹500, on ₹1,499 or more; ends at 11:59 pm India time a year after the shop was seeded. */
  diwali20: { id: '5a4d0b0c5e1f00000000b002', code: 'DIWALI20' },
  /** Free standard shipping on ₹299 or more. */
  freeShip: { id: '5a4d0b0c5e1f00000000b003', code: 'FREESHIP' },
} as const;

/** 11:59 pm in India on the same day a year after `now` (a day that does not exist then rolls on: 29 Feb → 1 Mar). */
export function endOfDayInIndiaAYearFrom(now: Date): Date {
  const india = new Date(now.getTime() + INDIA_OFFSET_MS);
  const end = Date.UTC(india.getUTCFullYear() + 1, india.getUTCMonth(), india.getUTCDate(), 23, 59);
  return new Date(end - INDIA_OFFSET_MS);
}

/**
 * Adds the demo codes; run again, it adds none twice and leaves alone a code the admin already has on another
 * promotion (a conflict on the id or on the open code's unique index is skipped). Amounts are paise.
 */
export async function seedDemoPromotions(db: Db): Promise<void> {
  await db
    .insertInto('promotions')
    .values([
      {
        id: DEMO_PROMOTIONS.first100.id,
        code: DEMO_PROMOTIONS.first100.code,
        title: '₹100 off your first order',
        action: 'amount',
        amount: 10_000,
        min_order_value: 99_900,
        first_order_only: true,
        per_account_limit: 1,
      },
      {
        id: DEMO_PROMOTIONS.diwali20.id,
        code: DEMO_PROMOTIONS.diwali20.code,
        title: 'Diwali sale: 20% off',
        action: 'percent',
        percent: 20,
        max_discount: 50_000,
        min_order_value: 149_900,
        ends_at: endOfDayInIndiaAYearFrom(new Date()),
      },
      {
        id: DEMO_PROMOTIONS.freeShip.id,
        code: DEMO_PROMOTIONS.freeShip.code,
        title: 'Free shipping',
        action: 'free_shipping',
        min_order_value: 29_900,
      },
    ])
    .onConflict((conflict) => conflict.doNothing())
    .execute();
}

/** First start: an empty shop gets the demo catalogue and codes. Returns how many products were added. */
export async function seedDemoCatalogIfEmpty(db: Db): Promise<number> {
  if ((await countProducts(db)) > 0) return 0;
  const added = await seedCatalog(db, DEMO_PRODUCT_COUNT);
  await seedDemoPromotions(db);
  return added;
}
