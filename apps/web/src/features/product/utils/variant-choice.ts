// Which option values a shopper can choose on the product page, which combination is chosen first, and its stock
// (docs/decisions/037-variants.md, "What the shopper sees"). A product without variants keeps every value open and
// its one stock.
import type { ProductFilter, ProductVariant } from '@shop/shared/catalog.schemas';
import { canonicalSelection, defaultSelection, type Selection } from '@shop/shared/pricing';
import { variantKey } from '@shop/shared/variants';

type Variants = readonly ProductVariant[];

/** Whether some variant with units has every value of `partial`. */
function inStockWith(variants: Variants, partial: Selection): boolean {
  return variants.some(
    (variant) =>
      variant.countInStock > 0 &&
      Object.entries(partial).every(([name, value]) => variant.options[name] === value),
  );
}

/** The values chosen for the options before option `index`, in the product's option order. */
function choicesBefore(filters: readonly ProductFilter[], selection: Selection, index: number): Selection {
  const before: Record<string, string> = {};
  for (const filter of filters.slice(0, index)) {
    const value = selection[filter.name];
    if (value !== undefined) before[filter.name] = value;
  }
  return before;
}

/**
 * Whether `value` of option `index` is sold out: no variant with units has it together with the values chosen for
 * the options before it. Only the earlier options count, so the first option (Size) is struck through only when no
 * colour of it is left, and the chosen Size never hides a colour for good: choosing another size is always possible
 * and re-fits the later options (`choose`). Counting every other option instead can leave a shopper stuck (S-Black
 * and M-White in stock, S-White and M-Black not: from S-Black neither M nor White could be chosen).
 */
export function isSoldOut(
  filters: readonly ProductFilter[],
  variants: Variants,
  selection: Selection,
  index: number,
  value: string,
): boolean {
  const filter = filters[index];
  if (variants.length === 0 || !filter) return false;
  return !inStockWith(variants, { ...choicesBefore(filters, selection, index), [filter.name]: value });
}

/**
 * The options from `from` on, each kept when it is still in stock with the values before it, else its first value
 * that is; a value stays as it was when none is (everything sold out).
 */
function refit(filters: readonly ProductFilter[], variants: Variants, selection: Selection, from: number) {
  const fitted: Record<string, string> = { ...selection };
  filters.forEach((filter, index) => {
    if (index < from) return;
    const current = fitted[filter.name];
    if (current !== undefined && !isSoldOut(filters, variants, fitted, index, current)) return;
    const open = filter.values.find((value) => !isSoldOut(filters, variants, fitted, index, value));
    if (open !== undefined) fitted[filter.name] = open;
  });
  return fitted;
}

/**
 * The selection the page opens with: the product's default (the first value of each option), or, when that
 * combination is sold out, the first one in stock in the options' order. The server renders the page with it, so
 * it must depend on the product alone.
 */
export function initialSelection(
  filters: readonly ProductFilter[],
  variants: Variants,
): Record<string, string> {
  const selection = defaultSelection(filters);
  if (variants.length === 0 || inStockWith(variants, selection)) return selection;
  // The default values are each option's first, so keeping what still fits, option by option, is the first
  // combination in stock.
  return refit(filters, variants, selection, 0);
}

/** The selection after the shopper picks `value` for option `index`: the later options re-fitted to stock. */
export function choose(
  filters: readonly ProductFilter[],
  variants: Variants,
  selection: Selection,
  index: number,
  value: string,
): Record<string, string> {
  const filter = filters[index];
  if (!filter) return { ...selection };
  return refit(filters, variants, { ...selection, [filter.name]: value }, index + 1);
}

/** Units of the chosen combination: its variant's (0 without a row), or the product's one stock without variants. */
export function chosenStock(
  filters: readonly ProductFilter[],
  variants: Variants,
  productStock: number,
  selection: Selection,
): number {
  if (variants.length === 0) return productStock;
  const key = variantKey(canonicalSelection(filters, selection));
  return variants.find((variant) => variantKey(variant.options) === key)?.countInStock ?? 0;
}

/**
 * The gallery's pictures for a selection: the chosen values' own pictures first (decision 037, "Pictures per option
 * value"), in the options' order, then the product's; each once.
 */
export function chosenPictures(
  filters: readonly ProductFilter[],
  selection: Selection,
  images: readonly string[],
): string[] {
  const own = filters.flatMap((filter) => {
    const value = selection[filter.name];
    return value === undefined ? [] : (filter.valueImages?.[value] ?? []);
  });
  return [...new Set([...own, ...images])];
}
