// The product columns a shopper's answer reads, written once: the catalogue's lists, product page, related
// products and homepage lists, and the wishlist all select these. A column the storefront's product gains is
// added here, and the row types follow from the table's types (db/database.ts), never copied by hand.
import { type Selection, sql } from 'kysely';
import type { Database } from './database.ts';

/** A product card (lists, search, related products, the wishlist): the card's fields and every picture. */
export const PRODUCT_CARD_COLUMNS = [
  'id',
  'name',
  'images',
  'category',
  'sub_category as subCategory',
  'brand',
  'badge',
  'count_in_stock as countInStock',
  'display_price as displayPrice',
  'original_price as originalPrice',
  'rating_total as ratingTotal',
  'num_reviews as numReviews',
] as const;

/** A whole product (its page, the homepage's lists): the card's columns and the rest a shopper sees. */
export const PRODUCT_COLUMNS = [
  ...PRODUCT_CARD_COLUMNS,
  'description',
  'features',
  'shipping_cost as shippingCost',
  'base_price as basePrice',
  'discount_price as discountPrice',
  'filters',
  'created_at as createdAt',
] as const;

/**
 * A product as a line of a list names it, with its first picture (null without one) and its stock: what checkout
 * prices a line by, and the admin dashboard's low-stock list.
 */
export const PRODUCT_LINE_COLUMNS = [
  'id',
  'name',
  sql<string | null>`images[1]`.as('image'),
  'category',
  'count_in_stock as countInStock',
] as const;

/**
 * The columns that make up a product's content, derived prices included, besides its options (`filters`): what an
 * admin's create and edit always write and what the demo seed generates.
 */
export type ProductContentColumn =
  | 'name'
  | 'description'
  | 'features'
  | 'images'
  | 'category'
  | 'sub_category'
  | 'brand'
  | 'badge'
  | 'count_in_stock'
  | 'shipping_cost'
  | 'base_price'
  | 'discount_price'
  | 'display_price'
  | 'original_price';

/** A card's row as selected by PRODUCT_CARD_COLUMNS (paise). */
export type ProductCardRow = Selection<Database, 'products', (typeof PRODUCT_CARD_COLUMNS)[number]>;

/** A product's row as selected by PRODUCT_COLUMNS (paise). */
export type ProductRow = Selection<Database, 'products', (typeof PRODUCT_COLUMNS)[number]>;

/** What pricing a line reads of its product (checkout, the cart's lines): its main picture, stock, prices, options. */
export type ProductPricingRow = Pick<
  ProductRow,
  'id' | 'name' | 'category' | 'countInStock' | 'shippingCost' | 'basePrice' | 'discountPrice' | 'filters'
> & { image: string | null };
