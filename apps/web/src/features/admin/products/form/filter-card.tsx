// One option of the product (Size, Colour…): its name and values, the first being the default, and optionally a
// price and discount price per value (docs/decisions/002: the first priced option sets the price, later ones add).
import { MAX_FILTER_VALUES } from '@shop/shared/admin.schemas';
import { Plus, Trash2 } from 'lucide-react';
import { useId, useRef } from 'react';
import type { FieldErrors } from 'react-hook-form';
import { AdminButton, buttonDangerSecondary, rupeeInputProps } from '../../shell/admin-ui.tsx';
import { CompactInput, errorAt, numberText } from './fields.tsx';
import {
  addValue,
  isPriced,
  moveValue,
  removeValue,
  renameValue,
  setAdjustment,
  setPriced,
} from './filter-edits.ts';
import { ItemButtons } from './item-buttons.tsx';
import type { FilterDraft } from './product-form-values.ts';

interface FilterCardProps {
  filter: FilterDraft;
  index: number;
  /** True when an earlier option already has prices, so this one's prices add to them. */
  addsToPrice: boolean;
  errors: FieldErrors;
  onChange: (filter: FilterDraft) => void;
  onRemove: () => void;
}

export function FilterCard({ filter, index, addsToPrice, errors, onChange, onRemove }: FilterCardProps) {
  const at = `filters.${index}`;
  const priced = isPriced(filter);
  const pricedId = useId();
  const rows = useRef<HTMLOListElement>(null);
  const title = filter.name.trim() || `Option ${index + 1}`;

  /** After a move, focus follows the moved value (same direction, else the other at an end of the list). */
  const move = (valueIndex: number, by: -1 | 1) => {
    onChange(moveValue(filter, valueIndex, by));
    const moved = valueIndex + by + 1;
    requestAnimationFrame(() => {
      const button = (direction: string) =>
        rows.current?.querySelector<HTMLButtonElement>(
          `button[aria-label="Move value ${moved} ${direction}"]`,
        );
      const same = button(by < 0 ? 'up' : 'down');
      (same && !same.disabled ? same : button(by < 0 ? 'down' : 'up'))?.focus();
    });
  };

  const adjustments = filter.priceAdjustments ?? [];
  const valuesError = errorAt(errors, `${at}.values`);
  const adjustmentsError = errorAt(errors, `${at}.priceAdjustments`);
  return (
    <fieldset className="rounded-xl border border-slate-200 bg-slate-50 p-4">
      <legend className="sr-only">{title}</legend>
      <div className="flex items-start gap-3">
        <CompactInput
          label="Option name"
          className="flex-1"
          value={filter.name}
          maxLength={40}
          placeholder="Size, Colour…"
          error={errorAt(errors, `${at}.name`)}
          onChange={(event) => onChange({ ...filter, name: event.target.value })}
        />
        <button type="button" onClick={onRemove} className={`${buttonDangerSecondary} mt-6`}>
          <Trash2 aria-hidden="true" className="h-4 w-4" />
          Remove option<span className="sr-only"> {title}</span>
        </button>
      </div>

      <div className="mt-3 flex items-start gap-2">
        <input
          id={pricedId}
          type="checkbox"
          checked={priced}
          onChange={(event) => onChange(setPriced(filter, event.target.checked))}
          className="mt-1 h-4 w-4 accent-brand-700"
        />
        <label htmlFor={pricedId} className="text-sm">
          <span className="font-medium">Each value has its own price</span>
          <span className="block text-slate-600">
            {!priced
              ? 'Off: choosing a value does not change the price.'
              : addsToPrice
                ? 'An earlier option sets the price: these amounts are added to it (₹0 for no surcharge).'
                : 'These prices replace the base price; options priced after this one add to them.'}
          </span>
        </label>
      </div>

      <div className="mt-3">
        <div
          aria-hidden="true"
          className="hidden items-end gap-2 px-1 text-xs font-semibold uppercase tracking-wide text-slate-600 sm:grid sm:grid-cols-[1fr_7rem_7rem_7.5rem]"
        >
          <span>Value</span>
          {priced && <span>Price (₹)</span>}
          {priced && <span>Discount price (₹)</span>}
        </div>
        <ol ref={rows} className="mt-1 space-y-2">
          {filter.values.map((value, valueIndex) => {
            const number = valueIndex + 1;
            const adjustment = adjustments[valueIndex];
            return (
              <li
                // biome-ignore lint/suspicious/noArrayIndexKey: controlled rows; a value's text may repeat while typed
                key={valueIndex}
                className="grid grid-cols-2 items-end gap-2 rounded-lg border border-slate-200 bg-white p-2 sm:grid-cols-[1fr_7rem_7rem_7.5rem] sm:items-start sm:border-0 sm:bg-transparent sm:p-0"
              >
                <CompactInput
                  label={`Value ${number}`}
                  hideLabel="from-sm"
                  className="col-span-2 sm:col-span-1"
                  value={value}
                  maxLength={60}
                  adornment={
                    valueIndex === 0 && (
                      <span className="rounded bg-brand-100 px-1.5 py-0.5 text-xs font-semibold text-brand-800">
                        Default
                      </span>
                    )
                  }
                  error={errorAt(errors, `${at}.values.${valueIndex}`)}
                  onChange={(event) => onChange(renameValue(filter, valueIndex, event.target.value))}
                />
                {priced && adjustment ? (
                  <>
                    <CompactInput
                      label={`Value ${number} price (₹)`}
                      hideLabel="from-sm"
                      {...rupeeInputProps}
                      value={numberText(adjustment.price)}
                      error={errorAt(errors, `${at}.priceAdjustments.${valueIndex}.price`)}
                      onChange={(event) =>
                        onChange(setAdjustment(filter, valueIndex, 'price', event.target.valueAsNumber))
                      }
                    />
                    <CompactInput
                      label={`Value ${number} discount price (₹)`}
                      hideLabel="from-sm"
                      {...rupeeInputProps}
                      value={numberText(adjustment.discountPrice)}
                      error={
                        errorAt(errors, `${at}.priceAdjustments.${valueIndex}.discountPrice`) ??
                        errorAt(errors, `${at}.priceAdjustments.${valueIndex}.value`)
                      }
                      onChange={(event) =>
                        onChange(
                          setAdjustment(filter, valueIndex, 'discountPrice', event.target.valueAsNumber),
                        )
                      }
                    />
                  </>
                ) : (
                  <span className="hidden sm:col-span-2 sm:block" />
                )}
                <div className="col-span-2 flex gap-1 sm:col-span-1">
                  <ItemButtons
                    item="value"
                    index={valueIndex}
                    count={filter.values.length}
                    onMove={(by) => move(valueIndex, by)}
                    onRemove={() => onChange(removeValue(filter, valueIndex))}
                  />
                </div>
              </li>
            );
          })}
        </ol>
        {valuesError && <p className="mt-1 text-sm text-red-700">{valuesError}</p>}
        {adjustmentsError && <p className="mt-1 text-sm text-red-700">{adjustmentsError}</p>}
        <AdminButton
          variant="secondary"
          disabled={filter.values.length >= MAX_FILTER_VALUES}
          onClick={() => onChange(addValue(filter))}
          className="mt-3"
        >
          <Plus aria-hidden="true" className="h-4 w-4" />
          Add value<span className="sr-only"> to {title}</span>
        </AdminButton>
      </div>
    </fieldset>
  );
}
