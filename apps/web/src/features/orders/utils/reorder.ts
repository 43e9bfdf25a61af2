// Reorder rules (docs/product.md#orders-actions): each line of a delivered order is checked against the
// product's current stock (a failed read counts as 0); one short line blocks the reorder, naming the products.
import { insufficientStock, MESSAGES } from '@shop/shared/messages';
import type { OrderItem } from '@shop/shared/order.schemas';

export interface ReorderLine {
  id: string;
  name: string;
  /** The discount price if above zero, else the price. */
  price: number;
  originalPrice: number;
  quantity: number;
  image: string;
  inStock: boolean;
  countInStock: number;
  category: string;
  filters: Record<string, string>;
}

export function reorderLines(items: readonly OrderItem[], stock: ReadonlyMap<string, number>): ReorderLine[] {
  return items.map((item) => {
    const countInStock = stock.get(item.product) ?? 0;
    return {
      id: item.product,
      name: item.name,
      price: item.discountPrice > 0 ? item.discountPrice : item.price,
      originalPrice: item.originalPrice,
      quantity: item.quantity,
      image: item.image,
      inStock: countInStock > 0,
      countInStock,
      category: item.category,
      filters: item.filters,
    };
  });
}

/** Why the reorder cannot go ahead (the spec's message), or null when every line can be bought. */
export function reorderProblem(lines: readonly ReorderLine[]): string | null {
  if (lines.length === 0) return MESSAGES.noItemsToReorder;
  // Nothing in stock at all says so plainly rather than listing every product as short.
  if (!lines.some((line) => line.inStock)) return MESSAGES.noInStockToReorder;
  const short = lines.filter((line) => line.quantity > line.countInStock);
  return short.length > 0 ? insufficientStock(short.map((line) => line.name)) : null;
}

/** The Reorder button is disabled when no item has stock above zero (docs/product.md#orders-actions). */
export function canReorder(lines: readonly ReorderLine[]): boolean {
  return lines.some((line) => line.countInStock > 0);
}
