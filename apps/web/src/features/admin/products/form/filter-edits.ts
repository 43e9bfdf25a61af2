// Edits of one filter that keep a priced filter's adjustments in step with its values (same order, same text).
import { moveItem } from './list-tools.ts';
import type { AdjustmentDraft, FilterDraft } from './product-form-values.ts';

export function newFilter(): FilterDraft {
  return { name: '', values: [''], priceAdjustments: [] };
}

const adjustmentsOf = (filter: FilterDraft) => filter.priceAdjustments ?? [];
export const isPriced = (filter: FilterDraft) => adjustmentsOf(filter).length > 0;

export function addValue(filter: FilterDraft): FilterDraft {
  return {
    ...filter,
    values: [...filter.values, ''],
    priceAdjustments: isPriced(filter)
      ? [...adjustmentsOf(filter), { value: '', price: 0, discountPrice: 0 }]
      : [],
  };
}

/**
 * A value's own pictures (docs/decisions/037-variants.md) follow it when it is renamed (`to`) and go when it is
 * removed: the schema refuses pictures for a value the filter no longer has, which this form cannot show.
 */
function movePictures(filter: FilterDraft, from: string | undefined, to?: string): Partial<FilterDraft> {
  const pictures = filter.valueImages;
  if (!pictures || from === undefined || !Object.hasOwn(pictures, from)) return {};
  const { [from]: moved = [], ...rest } = pictures;
  return { valueImages: to === undefined ? rest : { ...rest, [to]: moved } };
}

export function removeValue(filter: FilterDraft, index: number): FilterDraft {
  const without = <T>(list: readonly T[]) => list.filter((_, at) => at !== index);
  return {
    ...filter,
    values: without(filter.values),
    priceAdjustments: without(adjustmentsOf(filter)),
    ...movePictures(filter, filter.values[index]),
  };
}

/** Swaps a value with its neighbour (`by` −1 or +1); the first value is the default one. */
export function moveValue(filter: FilterDraft, index: number, by: -1 | 1): FilterDraft {
  const target = index + by;
  if (target < 0 || target >= filter.values.length) return filter;
  return {
    ...filter,
    values: moveItem(filter.values, index, by),
    priceAdjustments: moveItem(adjustmentsOf(filter), index, by),
  };
}

export function renameValue(filter: FilterDraft, index: number, text: string): FilterDraft {
  return {
    ...filter,
    values: filter.values.map((value, at) => (at === index ? text : value)),
    priceAdjustments: adjustmentsOf(filter).map((adjustment, at) =>
      at === index ? { ...adjustment, value: text } : adjustment,
    ),
    ...movePictures(filter, filter.values[index], text),
  };
}

/** Turns per-value prices on (₹0 each, to be filled in) or off. */
export function setPriced(filter: FilterDraft, priced: boolean): FilterDraft {
  return {
    ...filter,
    priceAdjustments: priced ? filter.values.map((value) => ({ value, price: 0, discountPrice: 0 })) : [],
  };
}

export function setAdjustment(
  filter: FilterDraft,
  index: number,
  field: 'price' | 'discountPrice',
  amount: number,
): FilterDraft {
  return {
    ...filter,
    priceAdjustments: adjustmentsOf(filter).map((adjustment: AdjustmentDraft, at) =>
      at === index ? { ...adjustment, [field]: amount } : adjustment,
    ),
  };
}
