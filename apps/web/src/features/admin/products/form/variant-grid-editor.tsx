// The product's stock by size and colour (docs/decisions/037-variants.md): one row per combination of its options,
// each with the shop's SKU, the supplier's SKU and its units. Every control is labelled with its combination and
// reached with the keyboard in reading order; the rows are made from the options with one button.
import { variantText } from '@shop/shared/variant-grid';
import { variantKey } from '@shop/shared/variants';
import { Trash2 } from 'lucide-react';
import { useId, useRef } from 'react';
import { type Control, useController, useFormState, useWatch } from 'react-hook-form';
import { AdminButton, tableClass } from '../../shell/admin-ui.tsx';
import { CompactInput, errorAt, numberText } from './fields.tsx';
import { iconButton } from './list-tools.ts';
import type { FilterDraft, ProductFormValues } from './product-form-values.ts';
import {
  combinationsFor,
  fillCombinations,
  fitsOptions,
  type GridRow,
  gridTotal,
} from './variant-grid-edits.ts';

/** Keys for React: a combination's key, numbered when a (refused) duplicate repeats it. */
function rowKeys(rows: readonly GridRow[]): string[] {
  const seen = new Map<string, number>();
  return rows.map((row) => {
    const key = variantKey(row.options);
    const count = seen.get(key) ?? 0;
    seen.set(key, count + 1);
    return `${key}#${count}`;
  });
}

export function VariantGridEditor({ control }: { control: Control<ProductFormValues> }) {
  const { field } = useController({ control, name: 'variants' });
  const filters: FilterDraft[] = useWatch({ control, name: 'filters' }) ?? [];
  const { errors } = useFormState({ control, name: 'variants' });
  const rows: GridRow[] = field.value ?? [];
  const possible = combinationsFor(filters);
  const createButton = useRef<HTMLButtonElement>(null);
  const table = useRef<HTMLTableSectionElement>(null);
  const hintId = useId();
  const reasonId = useId();

  const update = (index: number, change: Partial<GridRow>) =>
    field.onChange(rows.map((row, at) => (at === index ? { ...row, ...change } : row)));
  const remove = (index: number) => {
    field.onChange(rows.filter((_, at) => at !== index));
    // Focus stays in the grid: on the row that took this one's place, else the one before, else the button.
    requestAnimationFrame(() => {
      const buttons = table.current?.querySelectorAll<HTMLButtonElement>('button[data-remove]') ?? [];
      const next = buttons[Math.min(index, buttons.length - 1)];
      (next ?? createButton.current)?.focus();
    });
  };
  const misfits = rows.filter((row) => !fitsOptions(row, filters)).length;
  const total = gridTotal(rows);
  const keys = rowKeys(rows);
  const listError = errorAt(errors, 'variants');

  return (
    <section aria-labelledby="grid-heading" aria-describedby={hintId}>
      <h2 id="grid-heading" className="text-lg font-bold">
        Stock by size and colour
      </h2>
      <p id={hintId} className="mb-3 text-sm text-slate-600">
        One row per combination of the options, each with its own stock and SKUs; a combination without a row
        cannot be bought. Leave it empty to keep one stock for the whole product. Orders placed while you edit
        are kept: saving adds your change to each row's live count.
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <AdminButton
          variant="secondary"
          ref={createButton}
          disabled={possible.reason !== undefined}
          {...(possible.reason !== undefined && { 'aria-describedby': reasonId })}
          onClick={() => field.onChange(fillCombinations(rows, filters))}
        >
          Create rows for every combination
        </AdminButton>
        {misfits > 0 && (
          <AdminButton
            variant="secondary"
            onClick={() => field.onChange(rows.filter((row) => fitsOptions(row, filters)))}
          >
            Remove {misfits === 1 ? 'the row' : `${misfits} rows`} that no longer match the options
          </AdminButton>
        )}
        {possible.reason !== undefined && (
          <p id={reasonId} className="text-sm text-slate-600">
            {possible.reason}
          </p>
        )}
      </div>
      {rows.length > 0 && (
        // Scrolls sideways on a phone; `relative` keeps the header's screen-reader-only words (absolutely placed)
        // inside that box, where they would otherwise widen the page.
        <div className="relative mt-3 overflow-x-auto rounded-xl border border-slate-200">
          <table className={tableClass} aria-labelledby="grid-heading">
            <thead className="bg-slate-50 text-xs uppercase text-slate-600">
              <tr>
                {/* Pinned: on a phone the inputs scroll sideways and each row still says which combination it is. */}
                <th scope="col" className="sticky left-0 z-10 bg-slate-50">
                  Combination
                </th>
                <th scope="col">SKU</th>
                <th scope="col">Supplier SKU</th>
                <th scope="col">Units in stock</th>
                <th scope="col">
                  <span className="sr-only">Remove</span>
                </th>
              </tr>
            </thead>
            <tbody ref={table}>
              {rows.map((row, index) => {
                const name = variantText(row.options, filters) || `Row ${index + 1}`;
                const at = `variants.${index}`;
                const rowError = errorAt(errors, `${at}.options`);
                return (
                  <tr key={keys[index]} className="border-t border-slate-100 align-top">
                    <th scope="row" className="sticky left-0 z-10 min-w-40 bg-white font-medium">
                      {name}
                      {rowError && <span className="mt-1 block text-xs text-red-700">{rowError}</span>}
                    </th>
                    <td>
                      <CompactInput
                        label={`SKU of ${name}`}
                        hideLabel
                        className="w-32"
                        value={row.sku ?? ''}
                        error={errorAt(errors, `${at}.sku`)}
                        onChange={(event) => update(index, { sku: event.target.value || null })}
                      />
                    </td>
                    <td>
                      <CompactInput
                        label={`Supplier SKU of ${name}`}
                        hideLabel
                        className="w-32"
                        value={row.supplierSku ?? ''}
                        error={errorAt(errors, `${at}.supplierSku`)}
                        onChange={(event) => update(index, { supplierSku: event.target.value || null })}
                      />
                    </td>
                    <td>
                      <CompactInput
                        label={`Units in stock of ${name}`}
                        hideLabel
                        type="number"
                        inputMode="numeric"
                        min={0}
                        step={1}
                        className="w-28"
                        value={numberText(row.countInStock)}
                        error={errorAt(errors, `${at}.countInStock`)}
                        onChange={(event) =>
                          update(index, {
                            countInStock: event.target.value === '' ? Number.NaN : Number(event.target.value),
                          })
                        }
                      />
                    </td>
                    <td>
                      <button
                        type="button"
                        data-remove
                        className={iconButton}
                        aria-label={`Remove ${name}`}
                        onClick={() => remove(index)}
                      >
                        <Trash2 aria-hidden="true" className="h-4 w-4" />
                      </button>
                    </td>
                  </tr>
                );
              })}
            </tbody>
            <tfoot className="border-t border-slate-200 font-semibold">
              <tr>
                <th scope="row" className="sticky left-0 z-10 bg-white">
                  Total
                </th>
                <td colSpan={2} />
                <td>{total === undefined ? '—' : `${total} ${total === 1 ? 'unit' : 'units'}`}</td>
                <td />
              </tr>
            </tfoot>
          </table>
        </div>
      )}
      {listError && <p className="mt-2 text-sm text-red-700">{listError}</p>}
    </section>
  );
}
