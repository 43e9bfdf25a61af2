// Variants: one combination of a product's option values with its own stock (docs/decisions/037-variants.md).
// Shared by the server (stock per variant, the cart's line key) and the browser (the product page's choices).

/** At or below this many units the product page says "Only N left" for the chosen combination (decision 037). */
export const LOW_STOCK_THRESHOLD = 5;

/**
 * The key of a combination: JSON of the selection with its keys sorted. It is `product_variants.key` and
 * `cart_items.filters_key` alike, so a cart or order line finds its variant by this text. Pass the canonical
 * selection (`canonicalSelection` in pricing.ts: every option filled in); keys are sorted here again because a
 * selection read back from jsonb comes in jsonb's own key order.
 */
export function variantKey(selection: Readonly<Record<string, string>>): string {
  return JSON.stringify(
    Object.fromEntries(
      Object.keys(selection)
        .sort()
        .map((key) => [key, selection[key]]),
    ),
  );
}

/**
 * How messages name a combination: "Kurta (Size: L, Color: Black)", or just the name without options. The options
 * follow `filters` (the product's own order) when given, else the selection's order.
 */
export function variantLabel(
  name: string,
  selection: Readonly<Record<string, string>>,
  filters?: readonly { name: string }[],
): string {
  const names = Object.keys(selection);
  if (filters) {
    const position = (option: string) => {
      const at = filters.findIndex((filter) => filter.name === option);
      return at === -1 ? filters.length : at;
    };
    names.sort((a, b) => position(a) - position(b));
  }
  const parts = names.map((option) => `${option}: ${selection[option]}`);
  return parts.length === 0 ? name : `${name} (${parts.join(', ')})`;
}

/** The key of a request or line for a product as a whole: the empty selection's, '{}' (docs/decisions/037). */
export const WHOLE_PRODUCT_KEY = variantKey({});
