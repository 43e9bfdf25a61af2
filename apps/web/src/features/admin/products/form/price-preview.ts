// The price preview of the product form, with the shopper's pricing code (packages/shared/src/pricing.ts): the
// price at the default options, and the price when one option changes to each of its values.
import { toPaise, toRupees } from '@shop/shared/money';
import { defaultSelection, discountPercent, type PricedFilter, priceFor } from '@shop/shared/pricing';
import type { FilterDraft } from './product-form-values.ts';

export interface PreviewPrice {
  /** Rupees the shopper pays. */
  effective: number;
  /** Rupees before the discount (equal to `effective` when there is none). */
  original: number;
  percent: number;
}

export interface PreviewRow {
  value: string;
  isDefault: boolean;
  price: PreviewPrice;
}

export interface PricePreview {
  defaultPrice: PreviewPrice;
  filters: { name: string; rows: PreviewRow[] }[];
}

interface PreviewInput {
  basePrice?: number | undefined;
  discountPrice?: number | undefined;
  filters?: readonly FilterDraft[] | undefined;
}

/** A half-typed amount (empty, NaN, negative) counts as ₹0 while the admin types. */
function paise(rupees: number | undefined): number {
  return typeof rupees === 'number' && Number.isFinite(rupees) && rupees > 0 ? toPaise(rupees) : 0;
}

function toPriced(filter: FilterDraft): PricedFilter {
  return {
    name: filter.name,
    values: filter.values,
    priceAdjustments: (filter.priceAdjustments ?? []).map((adjustment) => ({
      value: adjustment.value,
      price: paise(adjustment.price),
      discountPrice: paise(adjustment.discountPrice),
    })),
  };
}

export function pricePreview(input: PreviewInput): PricePreview {
  const filters = (input.filters ?? []).map(toPriced);
  const product = { basePrice: paise(input.basePrice), discountPrice: paise(input.discountPrice), filters };
  const selection = defaultSelection(filters);
  const inRupees = (selected: Record<string, string>): PreviewPrice => {
    const price = priceFor(product, selected);
    return {
      effective: toRupees(price.effective),
      original: toRupees(price.original),
      percent: discountPercent(price.original, price.effective),
    };
  };
  return {
    defaultPrice: inRupees(selection),
    filters: filters.map((filter) => ({
      name: filter.name,
      rows: filter.values.map((value, index) => ({
        value,
        isDefault: index === 0,
        price: inRupees({ ...selection, [filter.name]: value }),
      })),
    })),
  };
}
