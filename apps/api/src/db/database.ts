// The Kysely view of the database: one interface per table, money in integer paise.
import type { Address } from '@shop/shared/auth.schemas';
import type { PromotionActionKind, PromotionStatus, PromotionTargetKind } from '@shop/shared/promotions';
import type { ShippingSpeed } from '@shop/shared/shipping-speeds';
import type { ColumnType, Generated, GeneratedAlways, Kysely } from 'kysely';

/** Set when the row is inserted (the database's default unless given), never updated. */
type Immutable<T> = ColumnType<T, T | undefined, never>;
/** Kept as JSON: written as its text, read back parsed. */
type Json<T> = ColumnType<T, string, string>;

export interface StoredPriceAdjustment {
  value: string;
  price: number;
  discountPrice: number;
}

export interface StoredFilter {
  name: string;
  values: string[];
  priceAdjustments: StoredPriceAdjustment[];
  /** Value → its own picture URLs (docs/decisions/037-variants.md); absent when no value has any. */
  valueImages?: Record<string, string[]>;
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
  filters: Json<StoredFilter[]>;
  display_price: number;
  original_price: number;
  rating_total: Generated<number>;
  num_reviews: Generated<number>;
  search_terms: GeneratedAlways<string[]>;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
  /** Set when the shop archived the product (it had orders): gone from the storefront, kept for its orders. */
  archived_at: Generated<Date | null>;
  /** Moves when a field the admin edits changes (migration 0016, docs/decisions/019); never with a sale. */
  version: Generated<number>;
  /** Who ships it, their SKU and what the shop pays them (migration 0024); never in a shopper's answer. */
  supplier_id: Generated<string | null>;
  supplier_sku: Generated<string | null>;
  cost_price: Generated<number | null>;
}

/**
 * Stock and SKUs of one combination of a product's option values (migration 0034, docs/decisions/037-variants.md).
 * `products.count_in_stock` of a product with variants is their sum, kept by a trigger: never write it directly.
 */
export interface ProductVariantsTable {
  product_id: string;
  /** JSON of the canonical selection, keys sorted: the same text as cart_items.filters_key. */
  key: string;
  options: Json<Record<string, string>>;
  sku: string | null;
  supplier_sku: string | null;
  count_in_stock: Generated<number>;
}

export interface SearchTermsTable {
  term: string;
}

/** One row: bumped by triggers whenever the storefront's view of the catalogue changes (migration 0011). */
export interface CatalogVersionTable {
  only_row: Generated<boolean>;
  version: ColumnType<string, never, string>;
}

/** One counter per shard of products, bumped when one of them changes stock (migration 0014). */
export interface StockVersionsTable {
  shard: number;
  version: ColumnType<string, never, string>;
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
  created_at: Immutable<Date>;
}

/**
 * An address as kept in `users.addresses`: one stored before decision 036 has no recipient, landmark or default
 * mark (the profile reads it with the account's name, '' and the first address as the default).
 */
export type StoredAddress = Omit<Address, 'fullName' | 'landmark' | 'isDefault'> &
  Partial<Pick<Address, 'fullName' | 'landmark' | 'isDefault'>>;

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
  addresses: ColumnType<StoredAddress[], string | undefined, string>;
  pending_email: string | null;
  email_code_hash: string | null;
  email_code_expires_at: Date | null;
  email_code_attempts: Generated<number>;
  created_at: Immutable<Date>;
  updated_at: Generated<Date>;
  /** Read from here on every admin request, never from the token (migration 0009). */
  role: Generated<UserRole>;
  /** Tokens issued under an older version are refused (migration 0018, docs/decisions/021-sessions.md). */
  token_version: Generated<number>;
}

export type UserRole = 'customer' | 'admin';

export interface PendingSignupsTable {
  email: string;
  first_name: string;
  last_name: string;
  password_hash: string;
  code_hash: string;
  expires_at: Date;
  attempts: Generated<number>;
  resends: Generated<number>;
  last_sent_at: Generated<Date>;
  created_at: Immutable<Date>;
  /** The address has an account: the code was never mailed, the owner got a notice (migration 0028). */
  existing_account: Generated<boolean>;
}

/** One signed-in browser or device; its token names it (migration 0028, docs/decisions/034). */
export interface SessionsTable {
  id: string;
  user_id: string;
  created_at: Generated<Date>;
  last_seen_at: Generated<Date>;
  last_ip: string;
  user_agent: string;
}

/** A password reset code per email, kept for unknown addresses too, never mailed there (migration 0028). */
export interface PasswordResetsTable {
  email: string;
  code_hash: string;
  expires_at: Date;
  attempts: Generated<number>;
  last_sent_at: Generated<Date>;
}

export interface OidcLoginsTable {
  state: string;
  nonce: string;
  code_verifier: string;
  /** SHA-256 of the sign-in cookie of the browser that started it (migration 0019). */
  browser_hash: string;
  expires_at: Date;
}

/** One-time codes the Google callback hands /auth, kept as SHA-256 hashes (migration 0019). */
export interface GoogleSignInCodesTable {
  code_hash: string;
  browser_hash: string;
  user_id: string;
  expires_at: Date;
}

/** Per email: attempts from unfamiliar addresses in the current window, and when the next may come (0020). */
export interface SignInSlowdownTable {
  email: string;
  attempts: number;
  window_start: Date;
  next_at: Date;
}

/** Addresses an account signed in from, as keyed hashes: they are not slowed (migration 0020). */
export interface SignInAddressesTable {
  user_id: string;
  address_hash: string;
  last_seen_at: Generated<Date>;
}

export interface RateLimitsTable {
  key: string;
  window_start: Date;
  count: number;
}

export interface WishlistItemsTable {
  user_id: string;
  product_id: string;
  added_at: Immutable<Date>;
}

export interface CartItemsTable {
  /** bigint identity: pg hands it back as a string. */
  id: GeneratedAlways<string>;
  user_id: string;
  product_id: string;
  /** Canonical selection (option name → value); written as a JSON string. */
  filters: Json<Record<string, string>>;
  filters_key: string;
  quantity: number;
  added_at: Immutable<Date>;
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
  images: Json<StoredReviewImage[]>;
  created_at: Immutable<Date>;
  updated_at: Generated<Date>;
}

/** A priced line as an order or a pending checkout keeps it (paise). */
export interface StoredOrderLine {
  productId: string;
  name: string;
  quantity: number;
  /** Effective unit price paid. */
  price: number;
  originalPrice: number;
  shippingCost: number;
  image: string;
  category: string;
  filters: Record<string, string>;
  /**
   * The line's share of the order's promotions, paise for the whole line: it was charged price × quantity −
   * discount (docs/decisions/038-promotions.md). Absent (0) in checkouts stored before migration 0037.
   */
  discount?: number;
}

export interface StoredPriceSummary {
  subtotal: number;
  savings: number;
  /** Taken off the lines by promotions; absent (0) before migration 0037. total = subtotal − discount + shipping. */
  discount?: number;
  shippingCost: number;
  total: number;
}

/** A promotion an order used, as it read then (migration 0037): what it saved, lines and shipping, paise. */
export interface StoredPromotion {
  id: string;
  code: string | null;
  title: string;
  discount: number;
  shippingDiscount: number;
}

export interface StoredPersonalInfo {
  firstName: string;
  lastName: string;
  email: string;
}

export interface StoredShippingInfo {
  type: string;
  /** The recipient; an order placed without one (or before decision 036) goes to the personal info's name. */
  fullName?: string | undefined;
  address: string;
  landmark?: string | undefined;
  city: string;
  state: string;
  postalCode: string;
  country: string;
  phone: string;
}

export type PendingCheckoutStatus = 'pending' | 'confirmed' | 'expired' | 'failed' | 'refunded';

export interface PendingCheckoutsTable {
  id: string;
  user_id: string;
  provider_order_id: string | null;
  /** Paise. */
  amount: number;
  lines: Json<StoredOrderLine[]>;
  /** Null until POST /api/orders brings them, for a checkout opened with the amount alone (docs/decisions/036). */
  personal_info: Json<StoredPersonalInfo> | null;
  shipping_info: Json<StoredShippingInfo> | null;
  price_summary: Json<StoredPriceSummary>;
  status: Generated<PendingCheckoutStatus>;
  stock_held: Generated<boolean>;
  expires_at: Date;
  /** The payment that paid it (kept for a refund when the hold was gone, docs/product.md#payment-settle). */
  provider_payment_id: string | null;
  order_id: string | null;
  refund_id: string | null;
  created_at: Immutable<Date>;
  /** The speed chosen at checkout (migration 0032, docs/decisions/036). */
  shipping_speed: Generated<ShippingSpeed>;
  /**
   * The day promised for that speed when it was placed (India's calendar); null without a PIN code to date, and
   * for checkouts before migration 0032; an amount-only checkout gets it with its address (docs/decisions/036).
   * Postgres answers a `date` as a Date at local midnight: read it with to_char.
   */
  delivery_by: ColumnType<Date | null, string | null | undefined, string | null>;
  /** The promotions it was priced with, for its order (migration 0037, docs/decisions/038-promotions.md). */
  promotions: ColumnType<StoredPromotion[], string | undefined, never>;
}

export interface OrdersTable {
  id: string;
  user_id: string;
  order_status: Generated<string>;
  cancel_reason: string | null;
  payment_method: 'cod' | 'razorpay';
  is_paid: Generated<boolean>;
  /**
   * 'pending' (cash on delivery), the provider's 'authorized' (not paid yet) / 'captured', then 'refund_pending',
   * 'refunded'; 'uncaptured' when an authorized payment was never taken (docs/decisions/020).
   */
  payment_status: string;
  provider_order_id: string | null;
  provider_payment_id: string | null;
  provider_signature: string | null;
  paid_at: Date | null;
  first_name: string;
  last_name: string;
  email: string;
  shipping: Json<StoredShippingInfo>;
  subtotal: number;
  savings: number;
  shipping_cost: number;
  total: number;
  processed_at: Date | null;
  shipped_at: Date | null;
  out_for_delivery_at: Date | null;
  delivered_at: Date | null;
  cancelled_at: Date | null;
  return_accepted_at: Date | null;
  returned_at: Date | null;
  refund_accepted_at: Date | null;
  refunded_at: Date | null;
  /** Set once when a cancelled order's stock went back (issue: orders). */
  restocked_at: Date | null;
  created_at: Immutable<Date>;
  /** The provider's refund of a paid online order (migration 0008); null while pending or when unknown. */
  refund_id: string | null;
  /** When the money went back (the provider confirmed the refund). */
  payment_refunded_at: Date | null;
  refund_attempts: Generated<number>;
  /** A refund attempt holds this lease; the sweeper retries `refund_pending` orders once it has passed. */
  refund_retry_at: Date | null;
  /** Capture attempts of an `authorized` payment (migration 0017, docs/decisions/020). */
  capture_attempts: Generated<number>;
  /** A capture attempt holds this lease; the sweeper retries `authorized` orders once it has passed. */
  capture_retry_at: Date | null;
  /** The shopper's Idempotency-Key for a cash-on-delivery order (migration 0013), unique per user. */
  idempotency_key: ColumnType<string | null, string | null | undefined, never>;
  /** A new account's cash-on-delivery order waits for its confirmation until then (migration 0027, decision 030). */
  cod_confirm_by: Date | null;
  cod_confirmed_at: Date | null;
  /** The parcel came back undelivered (decision 030); counted against the account's cash on delivery. */
  returned_to_origin_at: Date | null;
  /** The speed chosen at checkout (migration 0032, docs/decisions/036). */
  shipping_speed: Generated<ShippingSpeed>;
  /**
   * The day promised for that speed when it was placed (India's calendar); null without a PIN code to date, and
   * for orders before migration 0032. Postgres answers a `date` as a Date at local midnight: read it with to_char.
   */
  delivery_by: ColumnType<Date | null, string | null | undefined, never>;
  /** The shop-wide sequence of order numbers, an identity column (migration 0031, docs/decisions/036). */
  order_serial: ColumnType<number, number | undefined, never>;
  /** SN-2611-004213, written once with the order (migration 0031, docs/decisions/036). */
  order_number: ColumnType<string, string, never>;
  /** Taken off the lines by promotions, paise (migration 0037, docs/decisions/038-promotions.md). */
  discount: Generated<number>;
  /** The promotions used, as they read when the order was placed. */
  promotions: ColumnType<StoredPromotion[], string | undefined, never>;
}

/** A shopper's cancel after dispatch, completed when the parcel is back (migration 0027, decision 031). */
export interface OrderCancelRequestsTable {
  order_id: string;
  user_id: string;
  reason: string;
  created_at: Generated<Date>;
}

export interface OrderReturnRequestsTable {
  order_id: string;
  user_id: string;
  message: string;
  created_at: Immutable<Date>;
  /** Set by the shop once it answered the request (admin issue). */
  handled_at: Date | null;
}

export type StatusActorKind = 'customer' | 'shop';

export interface OrderStatusChangesTable {
  /** bigint identity, handed back as a number (connection.ts parses int8). */
  id: Generated<number>;
  order_id: string;
  from_status: string;
  to_status: string;
  actor_kind: StatusActorKind;
  actor_id: string;
  reason: string | null;
  created_at: Immutable<Date>;
}

export interface OrderItemsTable {
  order_id: string;
  position: number;
  product_id: string;
  name: string;
  quantity: number;
  price: number;
  original_price: number;
  shipping_cost: number;
  image: string;
  category: string;
  filters: Json<Record<string, string>>;
  /** The product's supplier, SKU and cost price when the order was placed (migration 0024). */
  supplier_id: Generated<string | null>;
  supplier_sku: Generated<string | null>;
  cost_price: Generated<number | null>;
  /** The line's share of the order's promotions, paise for the whole line (migration 0037). */
  discount: Generated<number>;
}

// Dropship fulfilment (migration 0024, docs/decisions/027-purchase-orders.md).

export interface SuppliersTable {
  id: string;
  name: string;
  contact_email: string;
  webhook_url: string | null;
  webhook_secret: string | null;
  processing_days: Generated<number>;
  ships_from_pin: string | null;
  ships_from_country: Generated<string>;
  default_shipping_cost: Generated<number>;
  created_at: Immutable<Date>;
  updated_at: Generated<Date>;
}

export type PurchaseOrderStatus =
  | 'created'
  | 'sent'
  | 'accepted'
  | 'shipped'
  | 'delivered'
  | 'cancelled'
  | 'returned_to_origin';

export interface PurchaseOrdersTable {
  id: string;
  order_id: string;
  supplier_id: string;
  status: Generated<PurchaseOrderStatus>;
  carrier: string | null;
  tracking_number: string | null;
  tracking_url: string | null;
  sent_at: Date | null;
  accepted_at: Date | null;
  shipped_at: Date | null;
  delivered_at: Date | null;
  cancelled_at: Date | null;
  /** The parcel came back to the supplier undelivered (migration 0027, decision 030). */
  returned_at: Date | null;
  created_at: Immutable<Date>;
}

export interface SupplierEventsTable {
  supplier_id: string;
  event_id: string;
  received_at: Immutable<Date>;
}

export type DeliveryZone = 'same_city' | 'same_state' | 'metro' | 'rest_of_india' | 'remote';

export interface DeliveryZonesTable {
  zone: DeliveryZone;
  transit_days: number;
  /** Cash on delivery offered in the zone (migration 0027, decision 030). */
  cod_available: Generated<boolean>;
  updated_at: Generated<Date>;
}

export type SandboxSupplierOrderStatus = 'received' | 'accepted' | 'shipped' | 'delivered' | 'cancelled';

export interface SandboxSupplierOrdersTable {
  purchase_order_id: string;
  supplier_id: string;
  payload: Json<unknown>;
  status: ColumnType<
    SandboxSupplierOrderStatus,
    SandboxSupplierOrderStatus | undefined,
    SandboxSupplierOrderStatus
  >;
  received_at: Immutable<Date>;
}

export interface PaymentEventsTable {
  id: string;
  event: string;
  received_at: Immutable<Date>;
}

// Sandbox gateway tables (migration 0007): the built-in stand-in for Razorpay's own records (docs/product.md#payment-online).

export type SandboxOrderStatus = 'created' | 'attempted' | 'paid';
export type SandboxPaymentStatus = 'authorized' | 'captured' | 'failed' | 'refunded';

export interface SandboxOrdersTable {
  id: string;
  /** Paise. */
  amount: number;
  currency: Immutable<'INR'>;
  receipt: Immutable<string>;
  /** Written as a JSON string. */
  notes: ColumnType<Record<string, string>, string | undefined, never>;
  status: Generated<SandboxOrderStatus>;
  attempts: ColumnType<number, never, number>;
  created_at: Immutable<Date>;
}

export interface SandboxPaymentsTable {
  id: string;
  order_id: string;
  /** Paise. */
  amount: number;
  status: SandboxPaymentStatus;
  /** Paise. */
  amount_refunded: ColumnType<number, never, number>;
  created_at: Immutable<Date>;
}

export interface SandboxRefundsTable {
  id: string;
  payment_id: string;
  /** Paise. */
  amount: number;
  created_at: Immutable<Date>;
}

/** Who changed what in the back office (migration 0009); `actor_id` is null for the command line. */
export interface AuditLogTable {
  /** bigint identity: pg hands it back as a number (connection.ts parses int8). */
  id: Generated<number>;
  actor_id: string | null;
  action: string;
  entity: string;
  entity_id: string;
  /** Written as JSON strings. */
  before: ColumnType<unknown, string | null, never>;
  after: ColumnType<unknown, string | null, never>;
  created_at: Immutable<Date>;
}

export interface Database {
  products: ProductsTable;
  product_variants: ProductVariantsTable;
  search_terms: SearchTermsTable;
  catalog_facets: CatalogFacetsTable;
  catalog_version: CatalogVersionTable;
  /** Bumped when a product's stock crosses zero (migration 0029). */
  catalog_availability: CatalogVersionTable;
  stock_versions: StockVersionsTable;
  banners: BannersTable;
  featured_products: HomepageProductsTable;
  today_offers: HomepageProductsTable;
  newsletter_subscribers: NewsletterSubscribersTable;
  users: UsersTable;
  pending_signups: PendingSignupsTable;
  oidc_logins: OidcLoginsTable;
  google_sign_in_codes: GoogleSignInCodesTable;
  rate_limits: RateLimitsTable;
  sign_in_slowdown: SignInSlowdownTable;
  sign_in_addresses: SignInAddressesTable;
  sessions: SessionsTable;
  password_resets: PasswordResetsTable;
  wishlist_items: WishlistItemsTable;
  cart_items: CartItemsTable;
  reviews: ReviewsTable;
  pending_checkouts: PendingCheckoutsTable;
  orders: OrdersTable;
  order_items: OrderItemsTable;
  order_return_requests: OrderReturnRequestsTable;
  order_cancel_requests: OrderCancelRequestsTable;
  order_status_changes: OrderStatusChangesTable;
  payment_events: PaymentEventsTable;
  sandbox_orders: SandboxOrdersTable;
  sandbox_payments: SandboxPaymentsTable;
  sandbox_refunds: SandboxRefundsTable;
  audit_log: AuditLogTable;
  suppliers: SuppliersTable;
  purchase_orders: PurchaseOrdersTable;
  supplier_events: SupplierEventsTable;
  delivery_zones: DeliveryZonesTable;
  sandbox_supplier_orders: SandboxSupplierOrdersTable;
}

export type Db = Kysely<Database>;

// ─── GST (migration 0025, docs/decisions/029-gst-tax-invoices.md) ──────────────────────────────────────────
// Declared apart and merged into the interfaces above, so this block stays one appended piece.

/** Per category: the HSN code and GST rate of a product that names none itself. */
export interface GstCategoryDefaultsTable {
  category: string;
  hsn_code: string;
  gst_rate: number;
  updated_at: Generated<Date>;
}

/** One row per financial year ("2025-26"): the last invoice number given in it. */
export interface InvoiceCountersTable {
  financial_year: string;
  last_number: number;
}

/** The seller as the invoice names it: the shop's settings when the order was placed. */
export interface StoredSeller {
  legalName: string;
  gstin: string;
  address: string;
  stateCode: string;
  stateName: string;
}

/** An order's tax invoice as issued; never updated (a trigger refuses it). */
export interface OrderInvoicesTable {
  order_id: string;
  /** Null only inside the order's transaction, until it is numbered. */
  invoice_number: string | null;
  financial_year: string | null;
  sequence: number | null;
  issued_at: Date | null;
  seller: ColumnType<StoredSeller, string, never>;
  place_of_supply_code: string;
  place_of_supply_name: string;
  intra_state: boolean;
}

/** One line of a tax invoice, paise: taxable_value + cgst + sgst + igst = total (a check). */
export interface OrderInvoiceLinesTable {
  order_id: string;
  position: number;
  kind: 'goods' | 'shipping';
  description: string;
  hsn_code: string;
  quantity: number;
  gst_rate: number;
  taxable_value: number;
  cgst: number;
  sgst: number;
  igst: number;
  total: number;
  /** What promotions took off the line before tax (migration 0037): total is the value after it. */
  discount: Generated<number>;
}

/** One row per financial year: the last credit note number given in it (a series apart from invoices). */
export interface CreditNoteCountersTable {
  financial_year: string;
  last_number: number;
}

/** The credit note reversing an order's invoice in full (migration 0026); never updated (a trigger refuses it). */
export interface OrderCreditNotesTable {
  order_id: string;
  credit_note_number: string;
  financial_year: string;
  sequence: number;
  issued_at: Date;
  reason: 'cancelled' | 'returned';
}

export interface ProductsTable {
  /** Null: the category's default (gst_category_defaults). */
  hsn_code: Generated<string | null>;
  gst_rate: Generated<number | null>;
}

// Promotions and coupon codes (migration 0037, docs/decisions/038-promotions.md). Money columns are paise.

export interface PromotionsTable {
  id: string;
  /** Upper-case; null for an automatic offer. Unique among promotions that have not ended. */
  code: string | null;
  title: string;
  status: Generated<PromotionStatus>;
  starts_at: Date | null;
  ends_at: Date | null;
  action: PromotionActionKind;
  percent: number | null;
  amount: number | null;
  max_discount: number | null;
  buy_quantity: number | null;
  get_quantity: number | null;
  same_product: Generated<boolean>;
  target: Generated<PromotionTargetKind>;
  target_values: ColumnType<string[], string | undefined, string>;
  min_order_value: Generated<number>;
  min_quantity: Generated<number>;
  first_order_only: Generated<boolean>;
  /** The total limit; `redemptions_left` counts down from it (null: no limit). */
  usage_limit: number | null;
  redemptions_left: number | null;
  per_account_limit: number | null;
  combinable: Generated<boolean>;
  version: Generated<number>;
  created_at: Immutable<Date>;
  updated_at: Generated<Date>;
}

/** A promotion used by an order, or held by an online checkout until its order exists (then `order_id` is set). */
export interface PromotionRedemptionsTable {
  id: string;
  promotion_id: string;
  user_id: string;
  checkout_id: string | null;
  order_id: string | null;
  /** What it took off, lines and shipping, paise. */
  discount: number;
  created_at: Generated<Date>;
}

/** The code a shopper applied in the cart (one per account). */
export interface CartCouponsTable {
  user_id: string;
  code: string;
  applied_at: Generated<Date>;
}

export interface Database {
  promotions: PromotionsTable;
  promotion_redemptions: PromotionRedemptionsTable;
  cart_coupons: CartCouponsTable;
  gst_category_defaults: GstCategoryDefaultsTable;
  invoice_counters: InvoiceCountersTable;
  order_invoices: OrderInvoicesTable;
  order_invoice_lines: OrderInvoiceLinesTable;
  credit_note_counters: CreditNoteCountersTable;
  order_credit_notes: OrderCreditNotesTable;
}

// ─── Notify me (migration 0035, docs/decisions/037-variants.md) ───────────────────────────────────────────
// Declared apart and merged into the interface above, so this block stays one appended piece.

/** A shopper's request to hear when a sold-out variant is back; open while `notified_at` is null. */
export interface StockAlertsTable {
  id: string;
  user_id: string;
  product_id: string;
  /** `product_variants.key`, or '{}' for a product without variant rows (its one stock). */
  variant_key: string;
  created_at: Immutable<Date>;
  notified_at: Date | null;
}

/** Units that came back to a variant with open requests, written by triggers, spent by the stock-alert sweep. */
export interface StockAlertCreditsTable {
  product_id: string;
  variant_key: string;
  units: number;
}

export interface Database {
  stock_alerts: StockAlertsTable;
  stock_alert_credits: StockAlertCreditsTable;
}

// ─── Helpful votes on reviews (migration 0040, docs/decisions/039-phone-shopper-second-walk.md) ──────────────
// Declared apart and merged into the interfaces above, so this block stays one appended piece.

export interface ReviewsTable {
  /** How many `review_votes` the review has, kept by a trigger on that table. */
  helpful_count: Generated<number>;
}

/** One account's "helpful" vote on one review (never on its own: the review service refuses that). */
export interface ReviewVotesTable {
  review_id: string;
  user_id: string;
  created_at: Generated<Date>;
}

export interface Database {
  review_votes: ReviewVotesTable;
}

// ─── Saved for later (migration 0038, docs/decisions/039-phone-shopper-second-walk.md) ───────────────────────
// Declared apart and merged into the interface above, so this block stays one appended piece.

/** A cart line moved aside by its shopper: the cart's line key and quantity, and when it was saved. */
export interface SavedForLaterTable {
  /** bigint identity: pg hands it back as a string. */
  id: GeneratedAlways<string>;
  user_id: string;
  product_id: string;
  /** Canonical selection (option name → value); written as a JSON string. */
  filters: Json<Record<string, string>>;
  /** The same text as cart_items.filters_key. */
  filters_key: string;
  quantity: number;
  saved_at: Generated<Date>;
}

export interface Database {
  saved_for_later: SavedForLaterTable;
}

// ─── Recently viewed (migration 0039, docs/decisions/039-phone-shopper-second-walk.md) ────────────────────
// Declared apart and merged into the interface above, so this block stays one appended piece.

/** A product page a signed-in shopper looked at, and when (at most RECENTLY_VIEWED_MAX rows per account). */
export interface RecentlyViewedTable {
  user_id: string;
  product_id: string;
  viewed_at: Generated<Date>;
}

export interface Database {
  recently_viewed: RecentlyViewedTable;
}
