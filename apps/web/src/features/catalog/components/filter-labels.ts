// How the list pages name a filter value, in the filter panel and on its chip (docs/product.md#catalogue-facets).
import { formatRupees } from '@shop/shared/money';
import { PRICE_MAX, PRICE_MIN } from '../hooks/use-catalog-filters.ts';

export const ratingLabel = (stars: number) => `${stars}★ & above`;
export const discountLabel = (percent: number) => `${percent}% or more`;
export const IN_STOCK_LABEL = 'In stock only';

/** A price as the slider shows it: its top end means "and above". */
export const showPrice = (value: number) =>
  value >= PRICE_MAX ? `${formatRupees(PRICE_MAX)}+` : formatRupees(value);

/** The quick prices of docs/product.md#catalogue-listing, in the spec's words. */
export const QUICK_PRICES: { label: string; range: [number, number] }[] = [
  { label: 'Under ₹50', range: [PRICE_MIN, 50] },
  { label: 'Under ₹100', range: [PRICE_MIN, 100] },
  { label: 'Under ₹500', range: [PRICE_MIN, 500] },
  { label: 'Under ₹1000', range: [PRICE_MIN, 1000] },
  { label: 'Above ₹1,000', range: [1000, PRICE_MAX] },
  { label: 'Above ₹5,000', range: [5000, PRICE_MAX] },
];

/** A price range by its quick price's name when it is one, else by its ends. */
export function priceLabel([low, high]: [number, number]): string {
  const quick = QUICK_PRICES.find(({ range }) => range[0] === low && range[1] === high);
  return quick?.label ?? `${showPrice(low)} – ${showPrice(high)}`;
}
