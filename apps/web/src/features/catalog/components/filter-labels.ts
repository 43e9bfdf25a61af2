// How the list pages name a filter value, in the filter panel and on its chip (docs/product.md#catalogue-facets).
import { PRICE_CHOICES } from '@shop/shared/list-options';
import { formatRupees } from '@shop/shared/money';
import { PRICE_MAX, PRICE_MIN } from '../hooks/use-catalog-filters.ts';

export const ratingLabel = (stars: number) => `${stars}★ & above`;
export const discountLabel = (percent: number) => `${percent}% or more`;
export const IN_STOCK_LABEL = 'In stock only';

/** A price as the slider shows it: its top end means "and above". */
export const showPrice = (value: number) =>
  value >= PRICE_MAX ? `${formatRupees(PRICE_MAX)}+` : formatRupees(value);

/** The quick prices of docs/product.md#catalogue-listing as slider ranges: a missing bound is the slider's end. */
export const QUICK_PRICES: { label: string; range: [number, number] }[] = PRICE_CHOICES.map(
  ({ label, minPrice, maxPrice }) => ({ label, range: [minPrice ?? PRICE_MIN, maxPrice ?? PRICE_MAX] }),
);

/** A price range by its quick price's name when it is one, else by its ends. */
export function priceLabel([low, high]: [number, number]): string {
  const quick = QUICK_PRICES.find(({ range }) => range[0] === low && range[1] === high);
  return quick?.label ?? `${showPrice(low)} – ${showPrice(high)}`;
}
