// Business rules of the catalogue's read side: paging, filtering, pricing for a selection, search, homepage.
import type {
  BareProductList,
  CategoryCounts,
  FiltersData,
  Homepage,
  ListFacets,
  PriceDetails,
  ProductCard,
  ProductDetail,
  ProductList,
  ProductListQuery,
  Suggestion,
} from '@shop/shared/catalog.schemas';
import {
  MAX_SUGGESTIONS,
  PRICE_CHOICES,
  PRODUCTS_PAGE_SIZE,
  UNPAGED_LIST_MAX,
} from '@shop/shared/catalog.schemas';
import { CATEGORIES, type Category } from '@shop/shared/categories';
import { idSchema } from '@shop/shared/common.schemas';
import { MESSAGES } from '@shop/shared/messages';
import { toPaise, toRupees } from '@shop/shared/money';
import { priceFor, selectionProblem } from '@shop/shared/pricing';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { lastPage, pageFigures, pageOffset } from '../../lib/paging.ts';
import * as repository from './catalog.repository.ts';
import { toProduct, toProductCard } from './catalog.shapes.ts';
import type { CatalogSnapshot } from './catalog-cache.lib.ts';
import { type CatalogIndex, type IndexFacets, type IndexQuery, STOP_WORDS } from './catalog-index.lib.ts';

export const RELATED_PRODUCTS = 4;

/** The index's form of a list query: prices in paise, the search text in words (docs/decisions/035). */
function indexQuery(query: ProductListQuery): IndexQuery {
  // Blank text is no search; text with no letters or digits is a search that matches nothing (docs/decisions/035).
  const words = query.q === undefined || query.q.trim() === '' ? undefined : searchWords(query.q);
  return {
    words,
    category: query.category,
    subCategory: query.subCategory?.trim() || undefined,
    brands: query.brand,
    minPrice: query.minPrice === undefined ? undefined : toPaise(query.minPrice),
    maxPrice: query.maxPrice === undefined ? undefined : toPaise(query.maxPrice),
    minRating: query.minRating,
    minDiscount: query.minDiscount,
    inStock: query.inStock,
    sort: query.sort,
  };
}

function toFacets(facets: IndexFacets): ListFacets {
  return {
    ...facets,
    prices: PRICE_CHOICES.map(({ minPrice, maxPrice }, at) => ({
      ...(minPrice === undefined ? {} : { minPrice }),
      ...(maxPrice === undefined ? {} : { maxPrice }),
      count: facets.prices[at] ?? 0,
    })),
  };
}

/**
 * One page of cards in the asked order, the totals and the count of every filter value: the answer to a query with
 * `page` or `limit` (docs/product.md#catalogue-listing). The index picks the page; its cards are read by id, so
 * their stock, names and pictures are the database's.
 */
export async function listProductPage(
  db: Db,
  index: CatalogIndex,
  query: ProductListQuery,
): Promise<ProductList> {
  let page = query.page ?? 1;
  const limit = query.limit ?? PRODUCTS_PAGE_SIZE;
  const asked = indexQuery(query);
  let found = index.list(asked, pageOffset(page, limit), limit);
  // A page past the last answers the last page, and its `page` says so: the list page shows it and puts its number
  // in the address (docs/product.md#catalogue-listing). Only such a page pays for the second walk.
  if (page > lastPage(found.total, limit)) {
    page = lastPage(found.total, limit);
    if (found.total > 0) found = index.list(asked, pageOffset(page, limit), limit);
  }
  const cards = await repository.cardsByIds(db, found.ids);
  return {
    products: cards.map(toProductCard),
    ...pageFigures(found.total, page, limit),
    facets: toFacets(found.facets),
  };
}

/**
 * The spec's bare list (docs/product.md#catalogue), the answer to a query without `page` or `limit`: whole products
 * in the asked order (newest first by default), at most UNPAGED_LIST_MAX (docs/decisions/022-spec-shapes-and-paging.md).
 */
export async function listBareProducts(
  db: Db,
  index: CatalogIndex,
  query: ProductListQuery,
): Promise<BareProductList> {
  const found = index.list(indexQuery(query), 0, UNPAGED_LIST_MAX);
  const products = await repository.productsByIds(db, found.ids);
  return products.map(toProduct);
}

/** Loads a product, answering 400 for a malformed id and 404 for an unknown one. */
export async function findProductOrThrow(db: Db, id: string): Promise<repository.ProductRecord> {
  if (!idSchema.safeParse(id).success) throw new AppError('INVALID', MESSAGES.invalidProductId);
  const product = await repository.findProduct(db, id);
  if (!product) throw new AppError('NOT_FOUND', MESSAGES.productNotFound);
  return product;
}

/** The product page's answer: the spec's product and its variants (docs/decisions/037-variants.md). */
export async function getProduct(db: Db, id: string): Promise<ProductDetail> {
  if (!idSchema.safeParse(id).success) throw new AppError('INVALID', MESSAGES.invalidProductId);
  const record = await repository.findProductDetail(db, id);
  if (!record) throw new AppError('NOT_FOUND', MESSAGES.productNotFound);
  return { ...toProduct(record), variants: record.variants };
}

/** Parses the `selectedFilters` query text: a JSON object of option name to chosen value. */
export function parseSelection(text: string | undefined): Record<string, string> {
  if (text === undefined || text.trim() === '') return {};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new AppError('INVALID', MESSAGES.invalidSelectedFilters);
  }
  const isObject = typeof value === 'object' && value !== null && !Array.isArray(value);
  if (!isObject || !Object.values(value as object).every((item) => typeof item === 'string')) {
    throw new AppError('INVALID', MESSAGES.invalidSelectedFilters);
  }
  return value as Record<string, string>;
}

/**
 * The selection in one spelling (keys in order, no spacing), for keying its cached price details: differently
 * written copies of one selection share one entry instead of filling the cache. Invalid text is refused as
 * parseSelection refuses it.
 */
export function selectionKey(text: string | undefined): string {
  const selection = parseSelection(text);
  return JSON.stringify(
    Object.keys(selection)
      .sort()
      .map((name) => [name, selection[name]]),
  );
}

export async function getPriceDetails(
  db: Db,
  id: string,
  selectedFilters: string | undefined,
): Promise<PriceDetails> {
  const product = await findProductOrThrow(db, id);
  const selection = parseSelection(selectedFilters);
  const problem = selectionProblem(product.filters, selection);
  if (problem) throw new AppError('INVALID', problem);
  const price = priceFor(product, selection);
  return {
    productId: product.id,
    normalPrice: toRupees(price.original),
    effectivePrice: toRupees(price.effective),
    shippingCost: toRupees(product.shippingCost),
  };
}

/** The versions and live stock a cached catalogue answer is checked against (catalog-cache.ts). */
export function catalogSnapshot(db: Db, productIds: readonly string[]): Promise<CatalogSnapshot> {
  return repository.catalogSnapshot(db, productIds);
}

/** Same category, the current product excluded, the first four (docs/product.md#catalogue-related). */
export async function getRelated(db: Db, id: string): Promise<ProductCard[]> {
  const product = await findProductOrThrow(db, id);
  const related = await repository.relatedProducts(db, product.category, product.id, RELATED_PRODUCTS);
  return related.map(toProductCard);
}

export async function getFilters(db: Db, category: Category | undefined): Promise<FiltersData> {
  const { subCategories, brands } = await repository.subCategoriesAndBrands(db, category);
  return {
    subCategories: subCategories.map((row) => ({
      category: row.category as Category,
      subCategory: row.subCategory,
    })),
    brands: brands.map((row) => ({ category: row.category as Category, brand: row.brand })),
  };
}

/** Products per category, all ten in the shop's order (home page showcase tabs). */
export async function getCategoryCounts(db: Db): Promise<CategoryCounts> {
  const rows = await repository.countsPerCategory(db);
  const byCategory = new Map(rows.map((row) => [row.category, Number(row.count)]));
  return { categories: CATEGORIES.map((category) => ({ category, count: byCategory.get(category) ?? 0 })) };
}

const MAX_QUERY_WORDS = 6;
const MAX_WORD_LENGTH = 40;

/**
 * Splits typed text into lower-case words of letters and digits. Everything else separates words, so no
 * pattern character (%, _, \, regex syntax) of the shopper's text ever reaches the database.
 */
export function searchWords(text: string): string[] {
  const words = text
    .toLowerCase()
    .slice(0, 500)
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length > 0);
  // Common words are left out of a search that has others (decision 035) before the cap, so they use up no place.
  const meaningful = words.filter((word) => !STOP_WORDS.has(word));
  return (meaningful.length > 0 ? meaningful : words)
    .slice(0, MAX_QUERY_WORDS)
    .map((word) => word.slice(0, MAX_WORD_LENGTH));
}

/** At most MAX_SUGGESTIONS products for the search box, by relevance, alphabetically among equals (decision 035). */
export function suggest(index: CatalogIndex, text: string): Suggestion[] {
  return index
    .suggest(searchWords(text), MAX_SUGGESTIONS)
    .map((found) => ({ display: found.name, category: found.category, _id: found.id }));
}

/** `populate` names the parts wanted: banners.searchProduct (banners and featured) and/or todayOffers. */
export async function getHomepage(db: Db, populate: string | undefined): Promise<Homepage> {
  const parts = new Set(
    (populate ?? 'banners.searchProduct,todayOffers').split(',').map((part) => part.trim()),
  );
  const wantBanners = parts.has('banners.searchProduct') || parts.has('banners');
  const wantOffers = parts.has('todayOffers');
  const [banners, featured, offers] = await Promise.all([
    wantBanners ? repository.homepageBanners(db) : undefined,
    wantBanners ? repository.homepageProducts(db, 'featured_products') : undefined,
    wantOffers ? repository.homepageProducts(db, 'today_offers') : undefined,
  ]);
  const homepage: Homepage = {};
  if (banners) {
    homepage.banners = banners.map((banner) => ({
      _id: banner.id,
      title: banner.title,
      description: banner.description,
      image: banner.image,
      searchProduct: {
        _id: banner.productId,
        category: banner.productCategory as Category,
        name: banner.productName,
      },
    }));
  }
  if (featured) homepage.featuredProducts = featured.map(toProduct);
  if (offers) homepage.todayOffers = offers.map(toProduct);
  return homepage;
}
