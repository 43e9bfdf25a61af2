// The stock grid in a catalogue import (docs/decisions/037-variants.md): a CSV product's variant rows read against
// its options, what the file's grid would change (each count that differs from the live one is listed, as a
// product's is: docs/decisions/019), and the writes. An import's counts are absolute, as they always were; a row
// without a count keeps the live one.
import {
  type ImportProblem,
  type ImportStockChange,
  type ProductImportRow,
  productImportRowSchema,
} from '@shop/shared/admin.schemas';
import { canonicalSelection } from '@shop/shared/pricing';
import { fitsEveryOption, readVariantText, variantText } from '@shop/shared/variant-grid';
import { variantKey, variantLabel } from '@shop/shared/variants';
import type { Db } from '../../db/database.ts';
import type { RawRow } from './import-file.lib.ts';
import {
  bumpVersion,
  replaceVariants,
  setProductStock,
  type VariantRecord,
  type VariantWrite,
} from './product-variants.repository.ts';
import type { AdminProductRecord } from './products.repository.ts';

export interface CheckedRow {
  row: number;
  line: number;
  product: ProductImportRow;
  /** The file line of each of `product.variants` (a CSV product's variant rows), else the row's own line. */
  variantLines: number[];
}

/** The CSV cell that holds each field of a variant. */
const VARIANT_COLUMNS: Record<string, string> = {
  options: 'variant',
  sku: 'variantSku',
  supplierSku: 'variantSupplierSku',
  countInStock: 'countInStock',
};

/** Checks one product of the file; a CSV product's variant problems name the line of their own row. */
export function parseRow(raw: RawRow): CheckedRow | { problems: ImportProblem[] } {
  const { row, line, value, variantRows } = raw;
  if ('unreadable' in value && typeof value.unreadable === 'string') {
    return { problems: [{ row, line, field: String(value.field), message: value.unreadable }] };
  }
  const lines = variantRows?.lines ?? [];
  const problems: ImportProblem[] = (variantRows?.problems ?? []).map((problem) => ({ row, ...problem }));
  let input: unknown = value;
  if (variantRows) {
    // The `variant` cells are read against the product's options, so those are checked first.
    const { variants, ...product } = value as { variants: Record<string, unknown>[] };
    const base = productImportRowSchema.safeParse(product);
    if (!base.success) {
      const issues = base.error.issues.map((issue) => ({
        row,
        line,
        field: issue.path.join('.'),
        message: issue.message,
      }));
      return { problems: [...problems, ...issues] };
    }
    const rows = variants.map(({ variant, ...cells }, index) => {
      const read = readVariantText(String(variant), base.data.filters);
      if ('options' in read) return { options: read.options, ...cells };
      problems.push({ row, line: lines[index] ?? line, field: 'variant', message: read.problem });
      return undefined;
    });
    if (problems.length > 0) return { problems };
    input = { ...product, variants: rows };
  }
  const parsed = productImportRowSchema.safeParse(input);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const [first, index, cell] = issue.path;
      if (variantRows && first === 'variants' && typeof index === 'number') {
        const field = VARIANT_COLUMNS[String(cell)] ?? 'variant';
        problems.push({ row, line: lines[index] ?? line, field, message: issue.message });
      } else {
        problems.push({ row, line, field: issue.path.join('.'), message: issue.message });
      }
    }
  }
  if (problems.length > 0 || !parsed.success) return { problems };
  const count = parsed.data.variants?.length ?? 0;
  return {
    row,
    line,
    product: parsed.data,
    variantLines: Array.from({ length: count }, (_, index) => lines[index] ?? line),
  };
}

/** The file's grid rows with their keys, and the live count where the file leaves a row's count out. */
function fileGrid(product: ProductImportRow, live: readonly VariantRecord[]) {
  const stored = new Map(live.map((variant) => [variant.key, variant]));
  return (product.variants ?? []).map((variant) => {
    const options = canonicalSelection(product.filters, variant.options);
    const key = variantKey(options);
    const before = stored.get(key);
    return {
      key,
      options,
      sku: variant.sku,
      supplierSku: variant.supplierSku,
      before,
      file: variant.countInStock,
    };
  });
}

/**
 * What the row's stock does to the shop as it is: problems (a count missing, a kept grid the new options no longer
 * fit, a count typed for a product whose stock is its grid's) and the counts that would change.
 */
export function planGrid(
  checked: CheckedRow,
  known: AdminProductRecord | undefined,
  live: readonly VariantRecord[],
): { problems: ImportProblem[]; stockChanges: ImportStockChange[]; hasRows: boolean } {
  const { row, line, product } = checked;
  const problems: ImportProblem[] = [];
  const stockChanges: ImportStockChange[] = [];
  const rows = fileGrid(product, live);
  if (product.variants === undefined && known && live.length > 0) {
    for (const variant of live) {
      if (!fitsEveryOption(product.filters, variant.options)) {
        const message = `The options no longer have "${variantText(variant.options, product.filters)}", a variant of this product: import its variants with it`;
        problems.push({ row, line, field: 'filters', message });
      }
    }
    if (product.countInStock !== undefined && product.countInStock !== known.countInStock) {
      const message =
        'This product keeps its stock by option: export again for one row per variant, or leave countInStock empty';
      problems.push({ row, line, field: 'countInStock', message });
    }
    return { problems, stockChanges, hasRows: true };
  }
  if (rows.length === 0) {
    if (known && product.countInStock !== undefined && product.countInStock !== known.countInStock) {
      const { id, name, countInStock: from } = known;
      stockChanges.push({ row, line, id, name, from, to: product.countInStock });
    }
    return { problems, stockChanges, hasRows: false };
  }
  rows.forEach(({ options, before, file }, index) => {
    const at = checked.variantLines[index] ?? line;
    if (file === undefined && !before) {
      problems.push({
        row,
        line: at,
        field: 'countInStock',
        message: 'countInStock is required for a new variant',
      });
    }
    if (known && before && file !== undefined && file !== before.countInStock) {
      const name = variantLabel(product.name, options, product.filters);
      stockChanges.push({ row, line: at, id: known.id, name, from: before.countInStock, to: file });
    }
  });
  if (known) {
    const kept = new Set(rows.map((each) => each.key));
    for (const variant of live) {
      if (kept.has(variant.key) || variant.countInStock === 0) continue;
      const name = `${variantLabel(product.name, variant.options, product.filters)}, not in the file`;
      stockChanges.push({ row, line, id: known.id, name, from: variant.countInStock, to: 0 });
    }
  }
  return { problems, stockChanges, hasRows: true };
}

/**
 * Writes the row's stock after its product's fields (the product and its variants locked, `live` read then): the
 * file's grid exactly, or one stock, or the stored grid kept when the file has none.
 */
export async function writeGrid(
  trx: Db,
  id: string,
  product: ProductImportRow,
  known: AdminProductRecord | undefined,
  live: readonly VariantRecord[],
): Promise<void> {
  const rows = fileGrid(product, live);
  if (product.variants === undefined && live.length > 0) return;
  if (rows.length === 0) {
    if (!known) return;
    if (live.length > 0) await replaceVariants(trx, id, [], live);
    const count = product.countInStock ?? known.countInStock;
    if (live.length > 0 || count !== known.countInStock) await setProductStock(trx, id, count);
    if (live.length > 0) await bumpVersion(trx, id);
    return;
  }
  const writes: VariantWrite[] = rows.map(({ key, options, sku, supplierSku, before, file }) => {
    const countInStock = file ?? before?.countInStock;
    // planGrid refuses a new variant without a count, so this never throws.
    if (countInStock === undefined)
      throw new Error('an imported variant without a stock count was not refused');
    return { key, options, sku, supplierSku, countInStock };
  });
  // A known product's first variants: its own count goes to 0 and the trigger adds them up (a new one starts at 0).
  if (known && live.length === 0) await setProductStock(trx, id, 0);
  await replaceVariants(trx, id, writes, live);
  const stored = new Map(live.map((variant) => [variant.key, variant]));
  const edited =
    writes.length !== live.length ||
    writes.some((write) => {
      const before = stored.get(write.key);
      return !before || before.sku !== write.sku || before.supplierSku !== write.supplierSku;
    });
  if (known && edited) await bumpVersion(trx, id);
}
