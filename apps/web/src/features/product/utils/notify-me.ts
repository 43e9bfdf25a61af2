// Which sold-out combinations the product page offers "Notify me" for (docs/product.md#catalogue-notify-me,
// docs/decisions/037-variants.md): the chosen one when it is sold out; else the combinations one choice away from
// it that are, because the option picker disables a sold-out value and so never lets it be chosen.
import type { ProductDetail } from '@shop/shared/catalog.schemas';
import { canonicalSelection } from '@shop/shared/pricing';
import type { StockAlert } from '@shop/shared/stock-alert.schemas';
import { variantKey } from '@shop/shared/variants';
import { chosenStock } from './variant-choice.ts';

type Shown = Pick<ProductDetail, 'filters' | 'variants' | 'countInStock'>;

/** Whether the combination can be bought now: its variant's units, or the product's one stock without variants. */
export function isSoldOutCombination(product: Shown, selection: Record<string, string>): boolean {
  return chosenStock(product.filters, product.variants, product.countInStock, selection) <= 0;
}

/**
 * The sold-out combinations that differ from `selection` in one option, in the options' and values' order (each
 * full and canonical). None for a product without variants: its one stock is all or nothing.
 */
export function soldOutNeighbours(
  product: Shown,
  selection: Record<string, string>,
): Record<string, string>[] {
  if (product.variants.length === 0) return [];
  const chosen = canonicalSelection(product.filters, selection);
  return product.filters.flatMap((filter) =>
    filter.values
      .filter((value) => value !== chosen[filter.name])
      .map((value) => canonicalSelection(product.filters, { ...chosen, [filter.name]: value }))
      .filter((combination) => isSoldOutCombination(product, combination)),
  );
}

/**
 * Whether an open request waits for the combination. A product without variants keeps one stock for all its
 * options, so the server keeps one request for it (selection `{}`) whatever was chosen.
 */
export function waitsFor(
  product: Pick<ProductDetail, 'filters' | 'variants'>,
  selection: Record<string, string>,
  alerts: readonly StockAlert[],
): boolean {
  if (product.variants.length === 0) return alerts.length > 0;
  const key = variantKey(canonicalSelection(product.filters, selection));
  return alerts.some((alert) => variantKey(alert.selection) === key);
}
