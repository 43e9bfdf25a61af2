// The signed-in shopper's cart (docs/product.md#cart-lines, docs/product.md#checkout-server). A line is product + canonical options; its
// quantity moves by differences and stays within 1…stock; prices come from the product at read time only.
import {
  type AddToCartRequest,
  CART_MESSAGES,
  type Cart,
  type CartItem,
  type RemoveFromCartRequest,
} from '@shop/shared/cart.schemas';
import { cannotAddMore, MESSAGES } from '@shop/shared/messages';
import { toRupees } from '@shop/shared/money';
import { ORDER_MESSAGES, type OrderLineRequest } from '@shop/shared/order.schemas';
import { canonicalSelection, priceFor, selectionProblem } from '@shop/shared/pricing';
import { variantKey, variantLabel } from '@shop/shared/variants';
import type { Db, StoredFilter } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { findProduct } from '../catalog/catalog.repository.ts';
import { findProductOrThrow } from '../catalog/catalog.service.ts';
import { PLACEHOLDER_IMAGE } from '../catalog/catalog.shapes.ts';
import { stockOf } from '../orders/stock.repository.ts';
import { cartCoupon } from '../promotions/live-promotions.repository.ts';
import * as repository from './cart.repository.ts';

/** jsonb keeps keys in its own order; answer in the canonical (sorted) order the line was stored under. */
function sortedKeys(filters: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.keys(filters)
      .sort()
      .map((key) => [key, filters[key] ?? '']),
  );
}

/** A line as the cart answers it; saved-for-later lines share the shape (saved-for-later.service.ts). */
export function toCartItem(line: repository.CartLineRecord): CartItem {
  // Never a stored or client price: the product's current options priced for this line's selection.
  const price = priceFor(
    { basePrice: line.basePrice, discountPrice: line.discountPrice, filters: line.productFilters },
    line.filters,
  );
  return {
    product: {
      _id: line.productId,
      name: line.name,
      image: line.image ?? PLACEHOLDER_IMAGE,
      category: line.category,
      countInStock: line.countInStock,
      shippingCost: toRupees(line.shippingCost),
      basePrice: toRupees(line.basePrice),
      discountPrice: toRupees(line.discountPrice),
    },
    quantity: line.quantity,
    lineStock: line.lineStock,
    price: toRupees(price.original),
    discountPrice: toRupees(price.effective),
    filters: sortedKeys(line.filters),
  };
}

/** The cart's lines, and the coupon code kept on it (docs/decisions/038-promotions.md). */
export async function getCart(db: Db, userId: string): Promise<Cart> {
  const [lines, couponCode] = await Promise.all([repository.listLines(db, userId), cartCoupon(db, userId)]);
  return { items: lines.map(toCartItem), couponCode };
}

/**
 * The cart's lines a checkout of the cart pays for: those whose own stock covers their quantity, each whole. A line
 * short of stock counts for nothing until the shopper changes it, as the cart page totals it
 * (docs/product.md#cart-lines): the cart's coupon quote and the amount-only payment price these same lines.
 */
export async function payableCartLines(db: Db, userId: string): Promise<OrderLineRequest[]> {
  const lines = await repository.listLines(db, userId);
  return lines
    .filter((line) => line.lineStock > 0 && line.lineStock >= line.quantity)
    .map((line) => ({ product: line.productId, quantity: line.quantity, filters: line.filters }));
}

/**
 * Changes a line by `quantity` (a difference). Unknown options are refused; missing ones take their defaults,
 * so `{}` and the full default selection are one line. Going past the stock (or adding to a product out of
 * stock) answers the spec's message, naming the combination when the product keeps its stock per variant
 * (docs/decisions/037-variants.md); going past `maxUnits`, the units one order may hold, says so
 * (docs/decisions/017); going below 1 is refused too (docs/decisions/009-cart.md).
 */
export async function addToCart(
  db: Db,
  userId: string,
  request: AddToCartRequest,
  maxUnits: number,
): Promise<Cart> {
  const product = await findProductOrThrow(db, request.productId);
  const problem = selectionProblem(product.filters, request.filters);
  if (problem) throw new AppError('INVALID', problem);
  const line = {
    userId,
    productId: product.id,
    filters: canonicalSelection(product.filters, request.filters),
  };

  if (request.quantity > 0) {
    const quantity = await repository.increaseLine(db, line, request.quantity, maxUnits);
    // An increase writes nothing only past the stock or the cap (the product was found above): with at
    // least `maxUnits` in stock it was the cap.
    if (quantity === undefined) throw await increaseRefused(db, product, line.filters, maxUnits);
    return { ...(await getCart(db, userId)), message: MESSAGES.addedToCart };
  }
  const quantity = await repository.decreaseLine(db, line, request.quantity);
  if (quantity === undefined) throw new AppError('INVALID', CART_MESSAGES.quantityAtLeastOne);
  return { ...(await getCart(db, userId)), message: CART_MESSAGES.cartUpdated };
}

/**
 * Why an increase of the line `filters` (canonical) wrote nothing, in the cart's words: past the stock it is the
 * spec's message, naming the combination when the product keeps its stock per variant (docs/decisions/037-
 * variants.md); with at least `maxUnits` in stock it was the unit cap (docs/decisions/017).
 */
export async function increaseRefused(
  db: Db,
  product: { id: string; name: string; filters: StoredFilter[] },
  filters: Record<string, string>,
  maxUnits: number,
): Promise<AppError> {
  const stock = await stockOf(db, { productId: product.id, variantKey: variantKey(filters) });
  const name = stock.ofVariant ? variantLabel(product.name, filters, product.filters) : product.name;
  return new AppError(
    'INVALID',
    stock.available >= maxUnits
      ? ORDER_MESSAGES.tooManyUnits(product.name, maxUnits)
      : cannotAddMore(name, stock.available),
  );
}

/** Removing is idempotent: a line that is not there, or whose product is gone (cascade), is simply absent. */
export async function removeFromCart(db: Db, userId: string, request: RemoveFromCartRequest): Promise<Cart> {
  const product = await findProduct(db, request.productId);
  if (product) {
    const line = {
      userId,
      productId: product.id,
      filters: canonicalSelection(product.filters, request.filters),
    };
    await repository.removeLine(db, line, request.filters);
  }
  return getCart(db, userId);
}
