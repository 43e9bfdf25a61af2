// Edits of the product's stock grid (docs/decisions/037-variants.md): its rows, one per combination of the options,
// with their SKUs and stock. Pure, so the grid editor stays small and the rules are unit-tested.
import type { AdminVariant } from '@shop/shared/admin.schemas';
import { canonicalSelection } from '@shop/shared/pricing';
import { combinationCount, everyCombination, fitsEveryOption, MAX_VARIANTS } from '@shop/shared/variant-grid';
import { variantKey } from '@shop/shared/variants';
import type { FilterDraft, ProductFormValues } from './product-form-values.ts';

export type GridRow = NonNullable<ProductFormValues['variants']>[number];

/** The options as the grid reads them: named, with their values typed so far. */
function namedOptions(filters: readonly FilterDraft[]) {
  return filters.map((filter) => ({
    name: filter.name.trim(),
    values: filter.values.map((value) => value.trim()).filter((value) => value !== ''),
    priceAdjustments: [],
  }));
}

/** Whether a button can make every combination, or why not. */
export function combinationsFor(filters: readonly FilterDraft[]): { count: number; reason?: string } {
  const options = namedOptions(filters);
  if (options.length === 0) return { count: 0, reason: 'Add options (Size, Colour…) first.' };
  if (options.some((option) => option.name === '' || option.values.length === 0)) {
    return { count: 0, reason: 'Give every option a name and a value first.' };
  }
  const count = combinationCount(options);
  if (count > MAX_VARIANTS) {
    return {
      count,
      reason: `The options make ${count} combinations; a product keeps at most ${MAX_VARIANTS} rows. It keeps one stock.`,
    };
  }
  return { count };
}

const keyOf = (filters: readonly FilterDraft[], options: Readonly<Record<string, string>>) =>
  variantKey(canonicalSelection(namedOptions(filters), options));

/**
 * A row for every combination, in the options' order: the rows already there keep their SKUs and stock, the new
 * ones start at 0; rows that match no combination stay at the end, for the admin to fix or remove.
 */
export function fillCombinations(rows: readonly GridRow[], filters: readonly FilterDraft[]): GridRow[] {
  const combinations = everyCombination(namedOptions(filters));
  const byKey = new Map(rows.map((row) => [keyOf(filters, row.options), row]));
  const filled = combinations.map(
    (options) => byKey.get(variantKey(options)) ?? { options, sku: null, supplierSku: null, countInStock: 0 },
  );
  const known = new Set(combinations.map((options) => variantKey(options)));
  return [...filled, ...rows.filter((row) => !known.has(keyOf(filters, row.options)))];
}

/** Whether the row names one value of each option, as the options are now. */
export function fitsOptions(row: GridRow, filters: readonly FilterDraft[]): boolean {
  return fitsEveryOption(namedOptions(filters), row.options);
}

/**
 * The rows after one option was edited: a renamed option or a renamed value is renamed in every row, so the
 * rows keep their stock. A move or any other edit leaves them alone (the grid then says which no longer fit).
 */
export function followOptionEdit(
  rows: readonly GridRow[],
  before: FilterDraft,
  after: FilterDraft,
): GridRow[] {
  const [from, to] = [before.name.trim(), after.name.trim()];
  let next = [...rows];
  if (from !== to && from !== '' && to !== '') {
    next = next.map((row) => {
      if (!(from in row.options)) return row;
      const { [from]: value = '', ...rest } = row.options;
      return { ...row, options: { ...rest, [to]: value } };
    });
  }
  if (before.values.length === after.values.length) {
    const changed = before.values.flatMap((value, index) => (value === after.values[index] ? [] : [index]));
    const [index] = changed;
    const [old, renamed] =
      index === undefined ? [] : [before.values[index]?.trim(), after.values[index]?.trim()];
    if (changed.length === 1 && old && renamed && !before.values.includes(renamed)) {
      next = next.map((row) =>
        row.options[to] === old ? { ...row, options: { ...row.options, [to]: renamed } } : row,
      );
    }
  }
  return next;
}

/** The rows' units together, while every count is a number. */
export function gridTotal(rows: readonly GridRow[]): number | undefined {
  let total = 0;
  for (const row of rows) {
    if (typeof row.countInStock !== 'number' || !Number.isFinite(row.countInStock)) return undefined;
    total += row.countInStock;
  }
  return total;
}

/** The form's rows from the product's grid. */
export function toGridRows(variants: readonly AdminVariant[]): GridRow[] {
  return variants.map(({ options, sku, supplierSku, countInStock }) => ({
    options,
    sku,
    supplierSku,
    countInStock,
  }));
}

/**
 * Each row of an edit with the stock the form showed for it (docs/decisions/019): the server adds the admin's
 * change to its live count. A row the product did not have when the form was loaded has none.
 */
export function withStockSeen<Row extends { options: Record<string, string> }>(
  rows: readonly Row[],
  loaded: readonly AdminVariant[],
): (Row & { stockSeen?: number })[] {
  const seen = new Map(loaded.map((variant) => [variant.key, variant.countInStock]));
  return rows.map((row) => {
    const stock = seen.get(variantKey(row.options));
    return stock === undefined ? row : { ...row, stockSeen: stock };
  });
}
