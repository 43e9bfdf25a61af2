// Promotions and coupon codes (docs/decisions/038-promotions.md). A promotion is a code or an automatic offer; its
// action, target and conditions are plain columns, checked by constraints, so a row the admin cannot have written
// cannot exist. `redemptions_left` is the total limit as a counter taken by a conditional update in the order's
// transaction (the stock pattern): a hundred shoppers racing for the last ten give exactly ten orders.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table promotions (
      id text primary key,
      code text check (code is null or code ~ '^[A-Z0-9][A-Z0-9_-]{2,29}$'),
      title text not null check (length(title) between 1 and 80),
      status text not null default 'active' check (status in ('active', 'paused', 'ended')),
      starts_at timestamptz,
      ends_at timestamptz check (ends_at is null or starts_at is null or ends_at > starts_at),
      action text not null check (action in ('percent', 'amount', 'free_shipping', 'buy_x_get_y')),
      percent integer check (percent between 1 and 100),
      amount bigint check (amount > 0),
      max_discount bigint check (max_discount > 0),
      buy_quantity integer check (buy_quantity between 1 and 20),
      get_quantity integer check (get_quantity between 1 and 20),
      same_product boolean not null default false,
      target text not null default 'order' check (target in ('order', 'categories', 'brands', 'products')),
      target_values jsonb not null default '[]'::jsonb check (jsonb_typeof(target_values) = 'array'),
      min_order_value bigint not null default 0 check (min_order_value >= 0),
      min_quantity integer not null default 0 check (min_quantity between 0 and 1000),
      first_order_only boolean not null default false,
      usage_limit integer check (usage_limit > 0),
      redemptions_left integer check (redemptions_left >= 0),
      per_account_limit integer check (per_account_limit > 0),
      combinable boolean not null default true,
      version integer not null default 1,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      check (
        (action = 'percent' and percent between 1 and 90 and amount is null)
        or (action = 'amount' and amount is not null and percent is null and max_discount is null)
        or (action = 'free_shipping' and percent is null and amount is null and max_discount is null)
        or (action = 'buy_x_get_y' and buy_quantity is not null and get_quantity is not null
            and percent is not null and amount is null)
      ),
      check ((usage_limit is null) = (redemptions_left is null))
    )`.execute(db);
  // A code names one promotion that is not ended; an ended one's code may be used again later.
  await sql`create unique index promotions_open_code on promotions (code) where code is not null and status <> 'ended'`.execute(
    db,
  );
  // The automatic offers every cart is priced with.
  await sql`create index promotions_automatic on promotions (status) where code is null`.execute(db);
  // One row per promotion an order (or an online checkout's hold, before its order exists) used.
  await sql`
    create table promotion_redemptions (
      id text primary key,
      promotion_id text not null references promotions (id) on delete restrict,
      user_id text not null references users (id) on delete cascade,
      checkout_id text references pending_checkouts (id) on delete cascade,
      order_id text references orders (id) on delete cascade,
      discount bigint not null check (discount >= 0),
      created_at timestamptz not null default now(),
      check (checkout_id is not null or order_id is not null)
    )`.execute(db);
  await sql`create index promotion_redemptions_account on promotion_redemptions (promotion_id, user_id)`.execute(
    db,
  );
  await sql`create unique index promotion_redemptions_order on promotion_redemptions (order_id, promotion_id)`.execute(
    db,
  );
  await sql`create index promotion_redemptions_checkout on promotion_redemptions (checkout_id) where checkout_id is not null`.execute(
    db,
  );
  // The code a shopper applied in the cart, kept on the account until removed or ordered with.
  await sql`
    create table cart_coupons (
      user_id text primary key references users (id) on delete cascade,
      code text not null,
      applied_at timestamptz not null default now()
    )`.execute(db);
  // What each line's share of the order's promotions was, in paise (the line charged price × quantity − discount),
  // and the order's discount and the promotions it used, for its page, mails, invoice and the admin's report.
  await sql`alter table order_items add column discount bigint not null default 0 check (discount >= 0)`.execute(
    db,
  );
  await sql`alter table orders add column discount bigint not null default 0 check (discount >= 0)`.execute(
    db,
  );
  await sql`alter table orders add column promotions jsonb not null default '[]'::jsonb`.execute(db);
  await sql`alter table order_invoice_lines add column discount bigint not null default 0 check (discount >= 0)`.execute(
    db,
  );
  // The promotions an online checkout was priced with, for the order its payment makes (its lines and price
  // summary already carry the discounts).
  await sql`alter table pending_checkouts add column promotions jsonb not null default '[]'::jsonb`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table pending_checkouts drop column promotions`.execute(db);
  await sql`alter table order_invoice_lines drop column discount`.execute(db);
  await sql`alter table orders drop column promotions`.execute(db);
  await sql`alter table orders drop column discount`.execute(db);
  await sql`alter table order_items drop column discount`.execute(db);
  await sql`drop table cart_coupons`.execute(db);
  await sql`drop table promotion_redemptions`.execute(db);
  await sql`drop table promotions`.execute(db);
}
