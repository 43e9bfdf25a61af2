// Words for "what changed since your copy" (docs/decisions/019): the fields another admin changed after the
// version an edit or an import row was made from, and who changed them, read from the product's audit entries.
import { PRODUCT_CSV_COLUMNS } from '@shop/shared/admin.schemas';
import type { ProductChange } from './audit.repository.ts';

/**
 * The CSV's columns that are no field of the form: the product's identity, its stock (kept apart), and the
 * variant row's cells (the grid is compared as `variants`).
 */
const NOT_EDITED: ReadonlySet<string> = new Set([
  'id',
  'version',
  'countInStock',
  'variant',
  'variantSku',
  'variantSupplierSku',
]);
/**
 * The fields the admin edits, in the form's order (the version follows exactly these): the CSV's other columns,
 * and the stock grid's combinations and SKUs (docs/decisions/037).
 */
const EDITED_FIELDS = [...PRODUCT_CSV_COLUMNS.filter((column) => !NOT_EDITED.has(column)), 'variants'];

function field(snapshot: unknown, name: string): unknown {
  const value =
    typeof snapshot === 'object' && snapshot !== null
      ? (snapshot as Record<string, unknown>)[name]
      : undefined;
  // A grid's stock moves with sales and with edits that leave the version alone: only its rows and SKUs count.
  if (name === 'variants' && Array.isArray(value)) {
    return value.map((row: { options?: unknown; sku?: unknown; supplierSku?: unknown }) => [
      row.options,
      row.sku,
      row.supplierSku,
    ]);
  }
  return value;
}

// Both snapshots come back from jsonb, whose objects keep one key order, so equal values print alike.
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** "name, basePrice (999 → 899)": each changed field once; a number with its first and last value. */
function changedFields(changes: readonly ProductChange[]): string[] {
  return EDITED_FIELDS.flatMap((name) => {
    const touching = changes.filter((change) => !same(field(change.before, name), field(change.after, name)));
    const [first] = touching;
    const last = touching.at(-1);
    if (!first || !last) return [];
    const from = field(first.before, name);
    const to = field(last.after, name);
    return typeof from === 'number' && typeof to === 'number' && from !== to
      ? [`${name} (${from} → ${to})`]
      : [name];
  });
}

function listed(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/** Who changed which fields, or undefined when the audit log cannot say (then the caller names the versions). */
export function describeChanges(
  changes: readonly ProductChange[],
): { who: string; fields: string } | undefined {
  const fields = changedFields(changes);
  if (fields.length === 0) return undefined;
  const editors = changes.filter((change) =>
    EDITED_FIELDS.some((name) => !same(field(change.before, name), field(change.after, name))),
  );
  const who = [...new Set(editors.map((change) => change.actorEmail ?? 'another admin'))];
  return { who: listed(who), fields: fields.join(', ') };
}
