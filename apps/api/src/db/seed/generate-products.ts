// Generates the demo catalogue deterministically: the same count always gives the same products.
import { CATEGORIES } from '@shop/shared/categories';
import { toPaise } from '@shop/shared/money';
import { defaultSelection, priceFor } from '@shop/shared/pricing';
import { everyCombination } from '@shop/shared/variant-grid';
import { variantKey } from '@shop/shared/variants';
import type { Selectable } from 'kysely';
import { catalogArtPath } from '../../modules/media/catalog-art.lib.ts';
import type { ProductsTable, StoredFilter } from '../database.ts';
import type { ProductContentColumn } from '../product-columns.ts';
import { BADGES, COLORS, DEMO_CATALOG, type OptionKind, type ProductKind } from './demo-catalog-data.ts';

/** One combination of a demo product's options with its stock (docs/decisions/037-variants.md). */
export interface SeedVariant {
  key: string;
  options: Record<string, string>;
  sku: string;
  count_in_stock: number;
}

/**
 * A generated product: the products table's columns the seed writes, typed as they read back, and its variants
 * (empty for a product that keeps one stock; else `count_in_stock` is their sum).
 */
export type SeedProduct = Pick<
  Selectable<ProductsTable>,
  'id' | ProductContentColumn | 'filters' | 'created_at'
> & { variants: SeedVariant[] };

/** mulberry32: a small, fast, seedable generator; good enough for demo data. */
export function randomSource(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
  const hex = (length: number) => Array.from({ length }, () => Math.floor(next() * 16).toString(16)).join('');
  return { next, int, pick, hex };
}

type Random = ReturnType<typeof randomSource>;

/** Rounds a rupee amount to a shop-like price ending in 9 (₹1,249, ₹399). */
function shopPrice(rupees: number): number {
  if (rupees < 100) return Math.max(49, Math.round(rupees / 10) * 10 - 1);
  return Math.max(99, Math.round(rupees / 50) * 50 - 1);
}

const LADDERS: Record<
  Exclude<OptionKind, 'color' | 'none'>,
  { name: string; values: string[]; step: number }
> = {
  size: { name: 'Size', values: ['S', 'M', 'L', 'XL'], step: 0.06 },
  shoeSize: { name: 'Size', values: ['UK 6', 'UK 7', 'UK 8', 'UK 9', 'UK 10'], step: 0 },
  capacity: { name: 'Capacity', values: ['500 ml', '750 ml', '1 L', '1.5 L'], step: 0.2 },
  storage: { name: 'Storage', values: ['128 GB', '256 GB', '512 GB'], step: 0.22 },
  pack: { name: 'Pack', values: ['Pack of 1', 'Pack of 2', 'Pack of 3'], step: 0.85 },
  weight: { name: 'Weight', values: ['2 kg', '5 kg', '10 kg'], step: 0.6 },
};

/**
 * Options with prices. The first priced option carries absolute prices per value; colours carry add-ons
 * (mostly ₹0) so the shared pricing rule (sum over options) gives the right total (docs/decisions/002).
 */
function buildFilters(
  random: Random,
  kind: ProductKind,
  base: number,
  discountRatio: number,
): StoredFilter[] {
  const filters: StoredFilter[] = [];
  for (const option of kind.options) {
    if (option === 'none') continue;
    if (option === 'color') {
      const colors = [...COLORS].sort(() => random.next() - 0.5).slice(0, random.int(2, 4));
      filters.push({
        name: 'Color',
        values: colors.map((c) => c.name),
        priceAdjustments:
          filters.length === 0
            ? colors.map((c) => ({
                value: c.name,
                price: toPaise(base),
                discountPrice: toPaise(shopPrice(base * discountRatio)),
              }))
            : colors.map((c, i) => {
                const extra =
                  i === colors.length - 1 && random.next() < 0.4 ? shopPrice(base * 0.05 + 50) : 0;
                return { value: c.name, price: toPaise(extra), discountPrice: 0 };
              }),
      });
      continue;
    }
    const ladder = LADDERS[option];
    const count = random.int(Math.min(2, ladder.values.length), ladder.values.length);
    const values = ladder.values.slice(0, count);
    filters.push({
      name: ladder.name,
      values,
      priceAdjustments: values.map((value, i) => {
        const price = shopPrice(base * (1 + ladder.step * i));
        return {
          value,
          price: toPaise(price),
          discountPrice: discountRatio < 1 ? toPaise(shopPrice(price * discountRatio)) : 0,
        };
      }),
    });
  }
  return filters;
}

function describe(
  random: Random,
  name: string,
  kind: ProductKind,
  subCategory: string,
  brand: string,
): string {
  const openers = [
    `Meet the ${name}, made for everyday use and built to last.`,
    `The ${name} brings ${brand}'s trusted quality to your ${subCategory.toLowerCase()} at a fair price.`,
    `Thoughtfully designed and carefully tested, the ${name} is a favourite with our shoppers.`,
  ];
  const closers = [
    'Ships from our partner warehouse with tracking on every order.',
    'Backed by easy returns and friendly support.',
    'A great pick for yourself or as a gift.',
  ];
  const [first = '', second = ''] = kind.features;
  return `${random.pick(openers)} ${first} and ${second.toLowerCase()}. ${random.pick(closers)}`;
}

/**
 * Every demo product has its four pictures (docs/decisions/004-demo-catalogue-and-images.md). The random draw that once left 3% without any is still
 * taken, here in its old place, so the rest of the catalogue (prices, stock, badges) stays what it was per seed.
 */
function demoPictures(random: ReturnType<typeof randomSource>, motif: string, hue: number): string[] {
  random.next();
  return [0, 1, 2, 3].map((view) => catalogArtPath(motif, hue, view));
}

/** Clothes, shoes and bags have stock per size and colour, and so does anything else sold in sizes (a collar). */
function keepsVariants(category: string, filters: readonly StoredFilter[]): boolean {
  return filters.length > 0 && (category === 'Fashion' || filters.some((filter) => filter.name === 'Size'));
}

/** "UK 7" → "UK7", "Navy Blue" → "NAVYBLUE": a value as a part of a SKU. */
const skuPart = (value: string) => value.replace(/[^A-Za-z0-9]/g, '').toUpperCase();

/**
 * Stock per combination of the product's options, drawn from `random` (a stream of its own, so the rest of the
 * catalogue is what it was per seed). The product's draw still decides its kind of stock: none (every combination
 * sold out), low (1 to 5 units, all of the default combination) or healthy (each combination its own count, a
 * few of them sold out). The default combination, the first value of each option, which a shopper gets without
 * choosing, is never the sold-out one of a product in stock.
 */
function demoVariants(
  random: Random,
  id: string,
  filters: readonly StoredFilter[],
  stock: number,
): SeedVariant[] {
  const combinations = everyCombination(filters);
  const first = variantKey(defaultSelection(filters));
  const others = combinations.length - 1;
  const soldOut = new Set<number>();
  const wanted = stock === 0 ? 0 : others >= 3 ? random.int(1, 2) : others >= 1 ? random.int(0, 1) : 0;
  while (soldOut.size < wanted) soldOut.add(random.int(1, others));
  return combinations.map((options, index) => {
    const key = variantKey(options);
    const isDefault = key === first;
    const count =
      stock === 0 || soldOut.has(index)
        ? 0
        : stock <= 5
          ? isDefault
            ? stock
            : 0
          : isDefault
            ? random.int(8, 40)
            : random.int(1, 25);
    const sku = [id.slice(0, 8).toUpperCase(), ...Object.values(options).map(skuPart)].join('-');
    return { key, options: canonicalOrder(options), sku, count_in_stock: count };
  });
}

/** The options with their keys sorted, as the variant's key has them. */
function canonicalOrder(options: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.keys(options)
      .sort()
      .map((name) => [name, options[name] as string]),
  );
}

const SECOND_EDITIONS = ['II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X'];

/**
 * The name itself the first time, then "… II", "… III" and so on: two demo products never share a name, so search
 * suggestions never list one twice (docs/decisions/004-demo-catalogue-and-images.md). Takes no random draw, so nothing else in the catalogue moves.
 */
function uniqueName(name: string, used: Map<string, number>): string {
  const seen = used.get(name) ?? 0;
  used.set(name, seen + 1);
  if (seen === 0) return name;
  const candidate = `${name} ${SECOND_EDITIONS[seen - 1] ?? `No. ${seen + 1}`}`;
  // A suffixed name could itself be a later product's plain name: keep going until it is free.
  if (used.has(candidate)) return uniqueName(candidate, used);
  used.set(candidate, 1);
  return candidate;
}

export function generateProducts(count: number, seed = 20261121): SeedProduct[] {
  const random = randomSource(seed);
  const variantRandom = randomSource(seed ^ 0x5eed);
  const start = Date.UTC(2026, 9, 1);
  const products: SeedProduct[] = [];
  const usedNames = new Map<string, number>();
  const kinds = CATEGORIES.flatMap((category) =>
    Object.entries(DEMO_CATALOG[category].subCategories).flatMap(([subCategory, list]) =>
      list.map((kind) => ({ category, subCategory, kind })),
    ),
  );
  for (let i = 0; i < count; i++) {
    // Walk the kinds in turn so every category and subcategory is well represented at any size.
    const { category, subCategory, kind } = kinds[i % kinds.length] as (typeof kinds)[number];
    const data = DEMO_CATALOG[category];
    const brand = random.pick(data.brands);
    const adjective = random.pick(data.adjectives);
    const series =
      i < kinds.length * 4
        ? ''
        : ` ${random.pick(['Plus', 'Max', 'Lite', 'Neo', 'Prime', 'Go'])} ${random.int(2, 99)}`;
    const name = uniqueName(`${brand} ${adjective} ${kind.noun}${series}`, usedNames);
    const base = shopPrice(random.int(kind.price[0], kind.price[1]));
    const roll = random.next();
    const discountRatio = roll < 0.2 ? 1 : 1 - random.int(5, 70) / 100;
    const filters = buildFilters(random, kind, base, discountRatio);
    const basePrice = toPaise(base);
    const discountPrice = discountRatio < 1 ? toPaise(shopPrice(base * discountRatio)) : 0;
    const price = priceFor({ basePrice, discountPrice, filters }, defaultSelection(filters));
    const hue =
      (COLORS.find((c) => c.name === filters.find((f) => f.name === 'Color')?.values[0])?.hue ??
        random.int(0, 359)) % 360;
    const stockRoll = random.next();
    const rolled = stockRoll < 0.07 ? 0 : stockRoll < 0.17 ? random.int(1, 5) : random.int(10, 250);
    const id = random.hex(24);
    const variants = keepsVariants(category, filters) ? demoVariants(variantRandom, id, filters, rolled) : [];
    const countInStock =
      variants.length > 0 ? variants.reduce((sum, variant) => sum + variant.count_in_stock, 0) : rolled;
    products.push({
      id,
      name,
      description: describe(random, name, kind, subCategory, brand),
      features: [
        ...kind.features,
        random.pick(['1-year warranty', 'Easy returns', 'Quality checked', 'Eco-friendly packaging']),
      ],
      images: demoPictures(random, kind.motif, hue),
      category,
      sub_category: subCategory,
      brand,
      badge: random.next() < 0.25 ? random.pick(BADGES) : null,
      count_in_stock: countInStock,
      shipping_cost: random.next() < 0.6 ? 0 : toPaise(random.pick([49, 79, 99])),
      base_price: basePrice,
      discount_price: discountPrice,
      filters,
      display_price: price.effective,
      original_price: price.original,
      created_at: new Date(start - i * 60_000),
      variants,
    });
  }
  return products;
}
