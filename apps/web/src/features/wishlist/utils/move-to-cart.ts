// "Move to cart" on a wishlist card (docs/product.md#wishlist): what a tap does with a product, and its words.
// A product whose stock is kept per combination of its options (sizes, colours: docs/decisions/037-variants.md)
// needs the shopper's choice, on its page; any other goes to the cart with its default options (the first value of
// each, the ones its card's price is for), and the cart's own rules accept or refuse it.
import type { ProductDetail } from '@shop/shared/catalog.schemas';
import { cannotAddMore } from '@shop/shared/messages';

export type MoveToCart =
  /** `filters`: {} for the defaults; a product with a single combination on sale, that one. */
  | { kind: 'add'; filters: Record<string, string> }
  | { kind: 'choose'; message: string }
  /** Nothing to choose from: every combination is sold out. The cart's words, as an add would be refused. */
  | { kind: 'sold-out'; message: string };

export const MOVED_TO_CART = 'Product moved to cart!';

/** "Size", "Size and Color", "Size, Color and Pack": the options the shopper chooses. */
function optionWords(names: readonly string[]): string {
  if (names.length === 0) return 'options';
  const last = names[names.length - 1];
  return names.length === 1 ? `${last}` : `${names.slice(0, -1).join(', ')} and ${last}`;
}

export function moveToCart(
  product: Pick<ProductDetail, 'name' | 'filters' | 'variants' | 'countInStock'>,
): MoveToCart {
  const [only, ...others] = product.variants;
  if (others.length === 0) return { kind: 'add', filters: only ? { ...only.options } : {} };
  if (product.countInStock <= 0) return { kind: 'sold-out', message: cannotAddMore(product.name, 0) };
  const names = product.filters.filter((filter) => filter.values.length > 1).map((filter) => filter.name);
  return {
    kind: 'choose',
    message: `Choose the ${optionWords(names)} you want, then add ${product.name} to your cart.`,
  };
}
