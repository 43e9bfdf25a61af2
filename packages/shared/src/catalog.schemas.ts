// Request and response shapes of the catalogue API (docs/product.md#catalogue-categories, docs/product.md#catalogue-pricing–3).
import { z } from 'zod';
import { CATEGORIES, findCategory } from './categories.ts';
import { idSchema, pageTotalsFields, rupeesSchema } from './common.schemas.ts';
import {
  DISCOUNT_FILTERS,
  MAX_QUERY_LENGTH,
  PRICE_CHOICES,
  RATING_FILTERS,
  SORT_ORDERS,
  type SortOrder,
} from './list-options.ts';
import { PRODUCTS_PAGE_SIZE, UNPAGED_LIST_MAX } from './pagination.ts';

export const categorySchema = z.enum(CATEGORIES);

/** A category in a query string, matched whatever its case. */
export const categoryParamSchema = z.string().transform((text, ctx) => {
  const category = findCategory(text);
  if (!category) {
    ctx.addIssue({ code: 'custom', message: 'Unknown category' });
    return z.NEVER;
  }
  return category;
});

export const priceAdjustmentSchema = z.object({
  value: z.string(),
  price: rupeesSchema,
  discountPrice: rupeesSchema,
});

/** Pictures one option value may carry (docs/decisions/037-variants.md, "Pictures per option value"). */
export const MAX_VALUE_IMAGES = 8;

export const productFilterSchema = z.object({
  name: z.string(),
  values: z.array(z.string()),
  priceAdjustments: z.array(priceAdjustmentSchema),
  /** Value → its own pictures, shown first while the value is chosen; left out when no value has any. */
  valueImages: z.record(z.string(), z.array(z.string()).max(MAX_VALUE_IMAGES)).optional(),
});
export type ProductFilter = z.infer<typeof productFilterSchema>;

/**
 * What a product card needs, and no more: lists never cost a request per card (docs/product.md#catalogue-listing). `images` is the
 * spec's list (docs/product.md#catalogue-categories, the first the main picture); `image` is that first one, or a placeholder, for our cards.
 */
export const productCardSchema = z.object({
  _id: idSchema,
  name: z.string(),
  image: z.string(),
  images: z.array(z.string()),
  category: categorySchema,
  subCategory: z.string(),
  brand: z.string(),
  badge: z.string().nullable(),
  countInStock: z.number().int(),
  displayPrice: rupeesSchema,
  originalPrice: rupeesSchema,
  discountPercent: z.number().int(),
  cumulativeRating: z.number(),
  numReviews: z.number().int(),
});
export type ProductCard = z.infer<typeof productCardSchema>;

export const productSchema = productCardSchema.extend({
  description: z.string(),
  features: z.array(z.string()),
  shippingCost: rupeesSchema,
  basePrice: rupeesSchema,
  discountPrice: rupeesSchema,
  filters: z.array(productFilterSchema),
  createdAt: z.string(),
});
export type Product = z.infer<typeof productSchema>;

/**
 * One combination of the product's options and its units (docs/decisions/037-variants.md). `options` is the full
 * selection (every option of the product); no SKUs: they are the shop's and the supplier's.
 */
export const productVariantSchema = z.object({
  options: z.record(z.string(), z.string()),
  countInStock: z.number().int(),
});
export type ProductVariant = z.infer<typeof productVariantSchema>;

/**
 * `GET /api/products/:id`: the spec's product and, beside it, its variants (empty for a product that keeps one
 * stock). A combination missing from a non-empty list cannot be bought. `countInStock` is their sum.
 */
export const productDetailSchema = productSchema.extend({
  variants: z.array(productVariantSchema),
});
export type ProductDetail = z.infer<typeof productDetailSchema>;

export { PRODUCTS_PAGE_SIZE, UNPAGED_LIST_MAX };
export const MAX_PAGE_SIZE = 100;

const repeatable = z
  .union([z.string(), z.array(z.string())])
  .transform((value) => (Array.isArray(value) ? value : [value]).filter((item) => item.length > 0));

// The orders and filters a list offers are plain values the pages read without zod (list-options.ts).
export { DISCOUNT_FILTERS, MAX_QUERY_LENGTH, PRICE_CHOICES, RATING_FILTERS, SORT_ORDERS, type SortOrder };

const flag = z
  .union([z.literal('true'), z.literal('false'), z.literal('1'), z.literal('0'), z.boolean()])
  .transform((value) => value === true || value === 'true' || value === '1');

export const productListQuerySchema = z
  .object({
    /** Words to search for in name, brand, category, subcategory and description (docs/product.md#search-results). */
    q: z.string().max(MAX_QUERY_LENGTH).optional(),
    sort: z.enum(SORT_ORDERS).optional(),
    /** Products whose customer rating is at least this many stars. */
    minRating: z.coerce.number().int().min(1).max(5).optional(),
    /** Products at least this many percent off. */
    minDiscount: z.coerce.number().int().min(1).max(99).optional(),
    /** Only products in stock. */
    inStock: flag.optional(),
    category: categoryParamSchema.optional(),
    subCategory: z.string().max(200).optional(),
    brand: repeatable.optional(),
    minPrice: z.coerce.number().nonnegative().optional(),
    maxPrice: z.coerce.number().nonnegative().optional(),
    // Either one asks for the paged envelope; without both the answer is the spec's bare list
    // (docs/decisions/022-spec-shapes-and-paging.md). The defaults are filled in by the service.
    page: z.coerce.number().int().min(1).max(100_000).optional(),
    limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).optional(),
  })
  .refine((q) => q.minPrice === undefined || q.maxPrice === undefined || q.minPrice <= q.maxPrice, {
    message: 'minPrice must not be above maxPrice',
    path: ['minPrice'],
  });
export type ProductListQuery = z.infer<typeof productListQuerySchema>;

const facetCount = <T extends z.ZodType>(value: T) => z.object({ value, count: z.number().int() });

/**
 * How many products each filter value would show (docs/product.md#catalogue-facets): a value's count is the number
 * of products a click on it shows, counted under every other filter of the query (so a brand's count is with the
 * other brands unticked, and a rating's with any other rating filter replaced by it).
 */
export const listFacetsSchema = z.object({
  categories: z.array(facetCount(categorySchema)),
  subCategories: z.array(facetCount(z.string())),
  brands: z.array(facetCount(z.string())),
  /** One per quick price (PRICE_CHOICES), in its order, with the bounds a click on it asks for. */
  prices: z.array(
    z.object({
      minPrice: rupeesSchema.optional(),
      maxPrice: rupeesSchema.optional(),
      count: z.number().int(),
    }),
  ),
  ratings: z.array(facetCount(z.number().int())),
  discounts: z.array(facetCount(z.number().int())),
  inStock: z.number().int(),
});
export type ListFacets = z.infer<typeof listFacetsSchema>;

/** The answer to a query with `page` or `limit`: one page of cards (docs/product.md#catalogue-listing). */
export const productListSchema = z
  .object({
    products: z.array(productCardSchema),
    ...pageTotalsFields,
    facets: listFacetsSchema,
  })
  .describe(
    'With page or limit: one page of product cards in the asked order (newest first by default), the totals, ' +
      'and the counts of every filter value. A page past the last answers the last page; `page` says which.',
  );
export type ProductList = z.infer<typeof productListSchema>;

/** The answer to a query without `page` or `limit`: the spec's list of whole products (docs/product.md#catalogue). */
export const bareProductListSchema = z
  .array(productSchema)
  .max(UNPAGED_LIST_MAX)
  .describe(`Without page or limit: whole products, newest first, at most ${UNPAGED_LIST_MAX}.`);
export type BareProductList = z.infer<typeof bareProductListSchema>;

export const productListAnswerSchema = z.xor([bareProductListSchema, productListSchema]);

export const productParamsSchema = z.object({ id: z.string() });

export const priceDetailsQuerySchema = z.object({ selectedFilters: z.string().max(4000).optional() });

export const priceDetailsSchema = z.object({
  productId: idSchema,
  normalPrice: rupeesSchema,
  effectivePrice: rupeesSchema,
  shippingCost: rupeesSchema,
});
export type PriceDetails = z.infer<typeof priceDetailsSchema>;

export const filtersQuerySchema = z.object({ category: categoryParamSchema.optional() });

export const filtersDataSchema = z.object({
  subCategories: z.array(z.object({ category: categorySchema, subCategory: z.string() })),
  brands: z.array(z.object({ category: categorySchema, brand: z.string() })),
});
export type FiltersData = z.infer<typeof filtersDataSchema>;

export const categoryCountsSchema = z.object({
  categories: z.array(z.object({ category: categorySchema, count: z.number().int() })),
});
export type CategoryCounts = z.infer<typeof categoryCountsSchema>;

export const MAX_SUGGESTIONS = 8;

export const searchQuerySchema = z.object({ query: z.string().max(2000).default('') });

export const suggestionSchema = z.object({ display: z.string(), category: categorySchema, _id: idSchema });
export type Suggestion = z.infer<typeof suggestionSchema>;

export const suggestionsSchema = z.object({ suggestions: z.array(suggestionSchema) });

export const relatedProductsSchema = z.object({ products: z.array(productCardSchema) });

export const bannerSchema = z.object({
  _id: idSchema,
  title: z.string(),
  description: z.string(),
  image: z.string(),
  searchProduct: z.object({ _id: idSchema, category: categorySchema, name: z.string() }),
});
export type Banner = z.infer<typeof bannerSchema>;

export const homepageQuerySchema = z.object({ populate: z.string().max(200).optional() });

/**
 * docs/product.md#api-shapes data. The featured products and today's offers are whole products (docs/product.md#catalogue-categories), as a client
 * written from the spec reads them (docs/decisions/022-spec-shapes-and-paging.md); our cards use their card fields.
 */
export const homepageSchema = z.object({
  banners: z.array(bannerSchema).optional(),
  featuredProducts: z.array(productSchema).optional(),
  todayOffers: z.array(productSchema).optional(),
});
export type Homepage = z.infer<typeof homepageSchema>;

export const healthSchema = z.object({ status: z.literal('ok'), database: z.literal('ok') });
