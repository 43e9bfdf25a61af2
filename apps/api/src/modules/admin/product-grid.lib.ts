// What an admin's save does to a product's stock (docs/decisions/019 and 037): one stock, or a grid of variants.
// Every count the form sends moves the live count by the admin's change to what the form showed (`stockSeen`), so
// units sold while the form was open stay sold; a change that sales made impossible is a 409 and nothing is saved.
import { ADMIN_MESSAGES, type AdminVariant, MAX_STOCK, type ProductUpdate } from '@shop/shared/admin.schemas';
import { canonicalSelection } from '@shop/shared/pricing';
import { fitsEveryOption, variantText } from '@shop/shared/variant-grid';
import { variantKey } from '@shop/shared/variants';
import { AppError } from '../../lib/app-error.ts';
import type { VariantWrite } from './product-variants.repository.ts';

/** What the save writes: the product's one count, the grid's rows, or neither (the stored grid is kept). */
export type StockPlan =
  | { kind: 'one'; count: number; dropGrid: boolean }
  | { kind: 'grid'; rows: VariantWrite[]; firstGrid: boolean }
  | { kind: 'keep' };

export interface PlannedStock {
  plan: StockPlan;
  /** The grid's combinations or SKUs change: the product's version moves (docs/decisions/019). */
  gridEdited: boolean;
  /** Counts that sales moved while the admin edited, said in the answer. */
  moved: string[];
}

const units = (n: number) => `${n} ${n === 1 ? 'unit' : 'units'}`;
const signed = (n: number) => (n > 0 ? `+${n}` : String(n));
const RELOAD = 'Nothing was saved: reload to see the current stock.';

/** live + (shown − seen), within 0…MAX_STOCK, else the 409 naming `what`; and what to say when sales moved it. */
function moveBy(what: string, live: number, shown: number, seen: number): { count: number; moved?: string } {
  const change = shown - seen;
  const count = live + change;
  const moved = `${what} went from ${seen} to ${live} while you edited`;
  if (count < 0)
    throw new AppError('CONFLICT', `${moved}, so ${units(-change)} cannot be removed. ${RELOAD}`);
  if (count > MAX_STOCK) {
    throw new AppError('CONFLICT', `${moved}, so adding ${units(change)} would pass ${MAX_STOCK}. ${RELOAD}`);
  }
  if (live === seen) return { count };
  const outcome = change === 0 ? ' and was kept' : `; your change of ${signed(change)} makes it ${count}`;
  return { count, moved: `${moved} (orders, cancellations or another admin)${outcome}` };
}

/** The answer's message: "Product saved", and each count that sales moved meanwhile. */
export function savedMessage(moved: readonly string[]): string {
  return [ADMIN_MESSAGES.productSaved, ...moved].join('. ') + (moved.length > 0 ? '.' : '');
}

function sameRow(a: Pick<AdminVariant, 'sku' | 'supplierSku'>, b: Pick<AdminVariant, 'sku' | 'supplierSku'>) {
  return a.sku === b.sku && a.supplierSku === b.supplierSku;
}

/**
 * Plans the stock of an edit of `before` (read under the product's lock, its variants after it). The schema has
 * already checked the grid against the new options; here every count is moved from its live value.
 */
export function planStock(before: { countInStock: number; variants: AdminVariant[] }, input: ProductUpdate) {
  const live = new Map(before.variants.map((variant) => [variant.key, variant]));
  const grid = input.variants;
  if (before.variants.length > 0 && grid === undefined) return keepGrid(before, input);
  if (grid === undefined || grid.length === 0) {
    // One stock: today's count is the grid's sum when it had one, which then goes.
    const { count, moved } = moveBy('Stock', before.countInStock, input.countInStock, input.stockSeen);
    const plan: StockPlan = { kind: 'one', count, dropGrid: before.variants.length > 0 };
    return { plan, gridEdited: before.variants.length > 0, moved: moved ? [moved] : [] };
  }
  const moved: string[] = [];
  const rows = grid.map((row): VariantWrite => {
    const options = canonicalSelection(input.filters, row.options);
    const key = variantKey(options);
    const stored = live.get(key);
    const fields = { key, options, sku: row.sku, supplierSku: row.supplierSku };
    if (!stored) return { ...fields, countInStock: row.countInStock };
    const what = variantText(options, input.filters);
    if (row.stockSeen === undefined) {
      const message = `${what} already has ${units(stored.countInStock)} in stock (added while you edited). ${RELOAD}`;
      throw new AppError('CONFLICT', message);
    }
    const next = moveBy(what, stored.countInStock, row.countInStock, row.stockSeen);
    if (next.moved) moved.push(next.moved);
    return { ...fields, countInStock: next.count };
  });
  const gridEdited =
    rows.length !== live.size ||
    rows.some((row) => {
      const stored = live.get(row.key);
      return !stored || !sameRow(stored, row);
    });
  const plan: StockPlan = { kind: 'grid', rows, firstGrid: before.variants.length === 0 };
  return { plan, gridEdited, moved };
}

/** An edit without a grid keeps the stored one: its rows must still fit the options, and the sum is not typed. */
function keepGrid(before: { variants: AdminVariant[] }, input: ProductUpdate): PlannedStock {
  for (const variant of before.variants) {
    if (!fitsEveryOption(input.filters, variant.options)) {
      const what = variantText(variant.options, input.filters);
      const message = `The options no longer have ${what}, a row of this product's stock: send the stock grid with the options`;
      throw new AppError('INVALID', message);
    }
  }
  if (input.countInStock !== input.stockSeen) {
    const message =
      'This product keeps its stock by option: change the rows of its stock grid, not countInStock';
    throw new AppError('INVALID', message);
  }
  return { plan: { kind: 'keep' }, gridEdited: false, moved: [] };
}
