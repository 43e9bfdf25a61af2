// The Kysely view of the database: one interface per table, money in integer paise.
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

export interface Database {
  products: ProductsTable;
  search_terms: SearchTermsTable;
  catalog_facets: CatalogFacetsTable;
  banners: BannersTable;
  featured_products: HomepageProductsTable;
  today_offers: HomepageProductsTable;
  newsletter_subscribers: NewsletterSubscribersTable;
}

export type Db = Kysely<Database>;
