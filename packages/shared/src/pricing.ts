// Product pricing, one implementation for server and browser (docs/product.md#catalogue-pricing).
// Every function here works in integer paise; convert at the edges with money.ts.

export interface PriceAdjustment {
  value: string;
  price: number;
  discountPrice: number;
}

export interface PricedFilter {
  name: string;
  values: readonly string[];
  priceAdjustments: readonly PriceAdjustment[];
}

export interface PricedProduct {
  basePrice: number;
  discountPrice: number;
  filters: readonly PricedFilter[];
}

/** Filter name → chosen value. */
export type Selection = Readonly<Record<string, string>>;

export interface Price {
  /** What the shopper pays for one unit. */
  effective: number;
  /** The price before discount, shown struck through when higher than `effective`. */
  original: number;
}

/** The default selection: the first value of each filter (docs/product.md#catalogue-pricing). */
export function defaultSelection(filters: readonly PricedFilter[]): Record<string, string> {
  const selection: Record<string, string> = {};
  for (const filter of filters) {
    const first = filter.values[0];
    if (first !== undefined) selection[filter.name] = first;
  }
  return selection;
}

function unitPrice(adjustment: PriceAdjustment): number {
  return adjustment.discountPrice > 0 ? adjustment.discountPrice : adjustment.price;
}

/**
 * The price of one unit for a selection.
 * With option adjustments, the effective price is the sum over filters of the chosen value's discount price
 * (else its price) and the original is the sum of the chosen values' prices; a chosen value with no adjustment
 * falls back to the first filter's adjustment (docs/product.md#catalogue-pricing). Filters that carry no adjustments at all do not
 * change the price. Without adjustments, the product's base and discount prices apply.
 */
export function priceFor(product: PricedProduct, selection: Selection = {}): Price {
  const adjusted = product.filters.filter((filter) => filter.priceAdjustments.length > 0);
  if (adjusted.length === 0) {
    const effective = product.discountPrice > 0 ? product.discountPrice : product.basePrice;
    return { effective, original: Math.max(product.basePrice, effective) };
  }
  const first = product.filters[0];
  const fallback = first
    ? (first.priceAdjustments.find((a) => a.value === (selection[first.name] ?? first.values[0])) ??
      first.priceAdjustments[0])
    : undefined;
  let effective = 0;
  let original = 0;
  for (const filter of adjusted) {
    const chosen = selection[filter.name] ?? filter.values[0];
    const adjustment = filter.priceAdjustments.find((a) => a.value === chosen) ?? fallback;
    if (!adjustment) continue;
    effective += unitPrice(adjustment);
    original += adjustment.price;
  }
  return { effective, original: Math.max(original, effective) };
}

/** Discount percent, rounded, only when normal > effective > 0; otherwise 0 (docs/product.md#catalogue-pricing). */
export function discountPercent(normal: number, effective: number): number {
  if (!(normal > effective && effective > 0)) return 0;
  return Math.round(((normal - effective) / normal) * 100);
}

/** Checks a selection against a product's filters: returns a reason when it names an unknown filter or value. */
export function selectionProblem(
  filters: readonly Pick<PricedFilter, 'name' | 'values'>[],
  selection: Selection,
): string | undefined {
  for (const [name, value] of Object.entries(selection)) {
    const filter = filters.find((f) => f.name === name);
    if (!filter) return `Unknown option "${name}"`;
    if (!filter.values.includes(value)) return `Unknown value "${value}" for ${name}`;
  }
  return undefined;
}

/** The selection with every filter filled in (defaults for missing ones) and keys in a stable order. */
export function canonicalSelection(
  filters: readonly PricedFilter[],
  selection: Selection,
): Record<string, string> {
  const full: Record<string, string> = { ...defaultSelection(filters), ...selection };
  return Object.fromEntries(
    Object.keys(full)
      .sort()
      .map((key) => [key, full[key] as string]),
  );
}
