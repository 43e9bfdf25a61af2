// The Kysely view of the database: one interface per table, money in integer paise.
import type { Address } from '@shop/shared/auth.schemas';
import type { ColumnType, Generated, Kysely } from 'kysely';

export interface StoredPriceAdjustment {
  value: string;
  price: number;
  discountPrice: number;
}

export interface StoredFilter {
  name: string;
  values: string[];
  priceAdjustments: StoredPriceAdjustment[];
}

export interface ProductsTable {
  id: string;
  name: string;
  description: string;
  features: string[];
  images: string[];
  category: string;
  sub_category: string;
  brand: string;
  badge: string | null;
  count_in_stock: number;
  shipping_cost: number;
  base_price: number;
  discount_price: number;
  filters: ColumnType<StoredFilter[], string, string>;
  display_price: number;
  original_price: number;
  rating_total: Generated<number>;
  num_reviews: Generated<number>;
  search_terms: ColumnType<string[], never, never>;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface SearchTermsTable {
  term: string;
}

export interface CatalogFacetsTable {
  category: string;
  sub_category: string;
  brand: string;
  product_count: number;
}

export interface BannersTable {
  id: string;
  title: string;
  description: string;
  image: string;
  product_id: string;
  position: number;
}

export interface HomepageProductsTable {
  product_id: string;
  position: number;
}

export interface NewsletterSubscribersTable {
  email: string;
  created_at: ColumnType<Date, Date | undefined, never>;
}

export interface UsersTable {
  id: string;
  email: string;
  first_name: string;
  last_name: Generated<string>;
  phone: Generated<string>;
  password_hash: string | null;
  auth_method: 'password' | 'google';
  oidc_subject: string | null;
  login_alerts: Generated<boolean>;
  /** Written as a JSON string: pg would turn a JS array into a Postgres array. */
  addresses: ColumnType<Address[], string | undefined, string>;
  pending_email: string | null;
  email_code_hash: string | null;
  email_code_expires_at: Date | null;
  email_code_attempts: Generated<number>;
  created_at: ColumnType<Date, Date | undefined, never>;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

export interface PendingSignupsTable {
  email: string;
  first_name: string;
  last_name: string;
  password_hash: string;
  code_hash: string;
  expires_at: Date;
  attempts: Generated<number>;
  resends: Generated<number>;
  last_sent_at: ColumnType<Date, Date | undefined, Date>;
  created_at: ColumnType<Date, Date | undefined, never>;
}

export interface OidcLoginsTable {
  state: string;
  nonce: string;
  code_verifier: string;
  expires_at: Date;
}

export interface RateLimitsTable {
  key: string;
  window_start: Date;
  count: number;
}

export interface WishlistItemsTable {
  user_id: string;
  product_id: string;
  added_at: ColumnType<Date, Date | undefined, never>;
}

export interface CartItemsTable {
  /** bigint identity: pg hands it back as a string. */
  id: ColumnType<string, never, never>;
  user_id: string;
  product_id: string;
  /** Canonical selection (option name → value); written as a JSON string. */
  filters: ColumnType<Record<string, string>, string, string>;
  filters_key: string;
  quantity: number;
  added_at: ColumnType<Date, Date | undefined, never>;
}

export interface StoredReviewImage {
  key: string;
  thumbnailKey: string;
}

export interface ReviewsTable {
  id: string;
  product_id: string;
  user_id: string;
  rating: number;
  comment: string;
  /** Written as a JSON string: pg would turn a JS array into a Postgres array. */
  images: ColumnType<StoredReviewImage[], string, string>;
  created_at: ColumnType<Date, Date | undefined, never>;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

export interface Database {
  products: ProductsTable;
  search_terms: SearchTermsTable;
  catalog_facets: CatalogFacetsTable;
  banners: BannersTable;
  featured_products: HomepageProductsTable;
  today_offers: HomepageProductsTable;
  newsletter_subscribers: NewsletterSubscribersTable;
  users: UsersTable;
  pending_signups: PendingSignupsTable;
  oidc_logins: OidcLoginsTable;
  rate_limits: RateLimitsTable;
  wishlist_items: WishlistItemsTable;
  cart_items: CartItemsTable;
  reviews: ReviewsTable;
}

export type Db = Kysely<Database>;
