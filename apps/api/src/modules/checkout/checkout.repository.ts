// SQL around what a checkout buys: the products it prices and the ordered lines leaving the shopper's cart
// (the stock itself is orders/stock.repository.ts). Functions take `db` or a transaction.
import { variantKey } from '@shop/shared/variants';
import type { Db } from '../../db/database.ts';
import { PRODUCT_LINE_COLUMNS, type ProductPricingRow } from '../../db/product-columns.ts';

/** What pricing reads of a product, and its brand for the promotions that target one. */
export type PricingProduct = ProductPricingRow & { brand: string };

export async function findProductsForPricing(db: Db, ids: readonly string[]): Promise<PricingProduct[]> {
  if (ids.length === 0) return [];
  return (
    db
      .selectFrom('products')
      .select([
        ...PRODUCT_LINE_COLUMNS,
        'shipping_cost as shippingCost',
        'base_price as basePrice',
        'discount_price as discountPrice',
        'filters',
        // What a promotion may target besides the product and its category (docs/decisions/038-promotions.md).
        'brand',
      ])
      .where('id', 'in', [...ids])
      // An archived product has left the storefront: its lines are refused like an unknown product's.
      .where('archived_at', 'is', null)
      .execute()
  );
}

/**
 * The cart's line key: JSON of the canonical selection with sorted keys (as cart.repository writes it); it sorts
 * the keys again, since a selection read back from jsonb comes in jsonb's own key order.
 */
const cartLineKey = variantKey;

/** Removes the ordered lines (product + canonical options) from the user's cart; other lines stay. */
export async function removeCartLines(
  db: Db,
  userId: string,
  lines: readonly { productId: string; filters: Record<string, string> }[],
): Promise<void> {
  if (lines.length === 0) return;
  await db
    .deleteFrom('cart_items')
    .where('user_id', '=', userId)
    .where((eb) =>
      eb.or(
        lines.map((line) =>
          eb.and([eb('product_id', '=', line.productId), eb('filters_key', '=', cartLineKey(line.filters))]),
        ),
      ),
    )
    .execute();
}
