// Prices what a shopper is about to buy from the products as they are now (docs/product.md#catalogue-pricing): every line's
// unit price, the totals, and the stock each product must give. Prices the browser sent are never read.
import { MESSAGES } from '@shop/shared/messages';
import { toPaise, toRupees } from '@shop/shared/money';
import { ORDER_MESSAGES, type OrderLineRequest } from '@shop/shared/order.schemas';
import { canonicalSelection, priceFor, selectionProblem } from '@shop/shared/pricing';
import { checkoutTotals, type Totals } from '@shop/shared/totals';
import { variantKey, variantLabel } from '@shop/shared/variants';
import type { Db, StoredOrderLine } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { PLACEHOLDER_IMAGE } from '../catalog/catalog.shapes.ts';
import * as stockRepository from '../orders/stock.repository.ts';
import * as repository from './checkout.repository.ts';

export interface PricedOrder {
  lines: StoredOrderLine[];
  totals: Totals;
  /**
   * Units per product and combination, sorted by product id then key: the order in which stock is taken, so two
   * orders never deadlock (docs/decisions/037-variants.md).
   */
  stock: stockRepository.StockChange[];
  /** What a stock message calls each of `stock` (`stockLabelKey`): its variant, or the product keeping one stock. */
  stockLabels: Map<string, string>;
  /** Each product's brand, which a promotion may target (docs/decisions/038-promotions.md). */
  brands: Map<string, string>;
}

/** Identical lines (same product and options) become one line with their quantities added. */
function mergeLines(
  requested: readonly OrderLineRequest[],
  products: Map<string, repository.PricingProduct>,
): { product: repository.PricingProduct; filters: Record<string, string>; quantity: number }[] {
  const merged = new Map<
    string,
    { product: repository.PricingProduct; filters: Record<string, string>; quantity: number }
  >();
  for (const line of requested) {
    const product = products.get(line.product);
    if (!product) throw new AppError('NOT_FOUND', MESSAGES.productNotFound);
    const problem = selectionProblem(product.filters, line.filters);
    if (problem) throw new AppError('INVALID', problem);
    const filters = canonicalSelection(product.filters, line.filters);
    const key = `${product.id}:${variantKey(filters)}`;
    const existing = merged.get(key);
    if (existing) existing.quantity += line.quantity;
    else merged.set(key, { product, filters, quantity: line.quantity });
  }
  return [...merged.values()];
}

/** Units per product and combination of options, sorted by product id, then key. */
export function stockNeeded(lines: readonly StoredOrderLine[]): stockRepository.StockChange[] {
  return stockRepository.stockChanges(lines);
}

/** The key of a stock change in `PricedOrder.stockLabels`. */
export function stockLabelKey(change: Pick<stockRepository.StockChange, 'productId' | 'variantKey'>): string {
  return `${change.productId}:${change.variantKey ?? ''}`;
}

/** Units per product over all its lines (its options count together against the cap, docs/decisions/017). */
function unitsPerProduct(lines: readonly StoredOrderLine[]): Map<string, number> {
  const units = new Map<string, number>();
  for (const line of lines) units.set(line.productId, (units.get(line.productId) ?? 0) + line.quantity);
  return units;
}

/** What one order may hold (docs/decisions/017-limits-on-one-visitor.md); from config.limits. */
export interface OrderLimits {
  maxUnitsPerProduct: number;
  /** Paise. */
  maxOrderTotal: number;
}

/** The settings pricing reads: the caps, and the free-shipping threshold (FREE_SHIPPING_OVER_RUPEES, decision 036). */
export interface PricingSettings {
  limits: OrderLimits;
  promises: { freeShippingOver: number };
}

/**
 * Prices the lines and checks the stock as it reads now (the conditional decrement in the order's transaction
 * is what really guards it). Unknown product → 404; unknown option, more units of a product than the cap, or a
 * total over the cap → 400; more than the stock → 409.
 */
export async function priceOrder(
  db: Db,
  requested: readonly OrderLineRequest[],
  settings: PricingSettings,
): Promise<PricedOrder> {
  const { limits } = settings;
  const ids = [...new Set(requested.map((line) => line.product))];
  const products = new Map(
    (await repository.findProductsForPricing(db, ids)).map((product) => [product.id, product]),
  );
  const lines: StoredOrderLine[] = mergeLines(requested, products).map(({ product, filters, quantity }) => {
    const price = priceFor(product, filters);
    return {
      productId: product.id,
      name: product.name,
      quantity,
      price: price.effective,
      originalPrice: price.original,
      shippingCost: product.shippingCost,
      image: product.image ?? PLACEHOLDER_IMAGE,
      category: product.category,
      filters,
    };
  });
  const stock = stockNeeded(lines);
  for (const [productId, quantity] of unitsPerProduct(lines)) {
    const product = products.get(productId);
    if (product && quantity > limits.maxUnitsPerProduct) {
      throw new AppError('INVALID', ORDER_MESSAGES.tooManyUnits(product.name, limits.maxUnitsPerProduct));
    }
  }
  const totals = checkoutTotals(
    lines.map((line) => ({ ...line, inStock: true })),
    settings.promises.freeShippingOver,
  );
  if (totals.total > limits.maxOrderTotal) {
    throw new AppError('INVALID', ORDER_MESSAGES.orderTooLarge(toRupees(limits.maxOrderTotal)));
  }
  // A product with variants sells each combination from its own stock; one without a row cannot be bought
  // (docs/decisions/037-variants.md). The message then names the combination.
  const variants = await stockRepository.variantCounts(db, ids);
  const stockLabels = new Map<string, string>();
  for (const change of stock) {
    const product = products.get(change.productId);
    if (!product) continue;
    const perKey = variants.get(product.id);
    const label =
      perKey && change.variantKey !== null
        ? variantLabel(product.name, JSON.parse(change.variantKey) as Record<string, string>, product.filters)
        : product.name;
    stockLabels.set(stockLabelKey(change), label);
    const available = perKey
      ? change.variantKey === null
        ? 0
        : (perKey.get(change.variantKey) ?? 0)
      : product.countInStock;
    if (change.quantity > available) {
      throw new AppError('CONFLICT', ORDER_MESSAGES.outOfStock(label, available));
    }
  }
  const brands = new Map([...products.values()].map((product) => [product.id, product.brand]));
  return { lines, totals, stock, stockLabels, brands };
}

/**
 * The total the shopper was shown (rupees) is a hint; the server's total is what is charged. Only a server total
 * above the shown one is refused (nothing is written): the shopper would pay more than they agreed to. A shown
 * total at or above the server's (a client that does not know the free-shipping threshold) goes through at the
 * server's, which overcharges nobody (docs/product.md#checkout-server, docs/decisions/022-spec-shapes-and-paging.md).
 */
export function checkTotalHint(totals: Totals, shownRupees: number | undefined): void {
  if (shownRupees !== undefined && totals.total > toPaise(shownRupees)) {
    throw new AppError('CONFLICT', MESSAGES.pricesChanged);
  }
}

/**
 * Takes the order's stock inside the caller's transaction. When a product or its variant no longer has enough
 * (another order won the race since pricing), throws the 409 with what is left, naming the variant, which rolls
 * the whole transaction back.
 */
export async function takeStockOrThrow(
  trx: Db,
  stock: readonly stockRepository.StockChange[],
  stockLabels: ReadonlyMap<string, string>,
): Promise<void> {
  for (const change of stock) {
    if (await stockRepository.takeStock(trx, change)) continue;
    const { available } = await stockRepository.stockOf(trx, change);
    const name = stockLabels.get(stockLabelKey(change)) ?? 'An item';
    throw new AppError('CONFLICT', ORDER_MESSAGES.outOfStock(name, available));
  }
}

/** Puts a released hold's units back, product by product in id order, each variant's to that variant. */
export async function returnLinesStock(trx: Db, lines: readonly StoredOrderLine[]): Promise<void> {
  for (const change of stockNeeded(lines)) await stockRepository.returnStock(trx, change);
}
