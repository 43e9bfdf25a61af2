// The product's options as buttons, one group per option (docs/product.md#catalogue-product). A value sold out with
// the earlier choices (docs/decisions/037-variants.md) is struck through and disabled, and its name says so.
import type { ProductFilter } from '@shop/shared/catalog.schemas';
import { cn } from '../../../lib/cn.ts';

interface OptionPickerProps {
  filters: readonly ProductFilter[];
  selection: Readonly<Record<string, string>>;
  isSoldOut: (index: number, value: string) => boolean;
  onChoose: (index: number, value: string) => void;
}

export function OptionPicker({ filters, selection, isSoldOut, onChoose }: OptionPickerProps) {
  return filters.map((filter, index) => (
    <fieldset key={filter.name}>
      <legend className="mb-2 text-sm font-semibold">
        {filter.name}: <span className="font-normal text-slate-600">{selection[filter.name]}</span>
      </legend>
      <div className="flex flex-wrap gap-2">
        {filter.values.map((value) => {
          const chosen = selection[filter.name] === value;
          const soldOut = isSoldOut(index, value);
          return (
            <button
              key={value}
              type="button"
              aria-pressed={chosen}
              // Like the page's other unavailable buttons (the quantity's ends), out of the tab order; a screen
              // reader still reads it in the group, its name starting with the value shown and saying "sold out".
              disabled={soldOut}
              aria-label={soldOut ? `${value}, sold out` : undefined}
              onClick={() => onChoose(index, value)}
              className={cn(
                'min-w-12 rounded-lg border px-3 py-2 text-sm font-medium',
                soldOut
                  ? cn(
                      'cursor-not-allowed bg-slate-50 text-slate-500',
                      // Struck through corner to corner, as fashion shops draw a sold-out size: a line through the
                      // text alone turned "L" into another letter.
                      'bg-[linear-gradient(to_top_right,transparent_calc(50%-0.75px),var(--color-slate-300)_calc(50%-0.75px),var(--color-slate-300)_calc(50%+0.75px),transparent_calc(50%+0.75px))]',
                      chosen ? 'border-brand-700' : 'border-slate-200',
                    )
                  : chosen
                    ? 'border-brand-700 bg-brand-50 text-brand-800'
                    : 'border-slate-300 hover:border-brand-600',
              )}
            >
              {value}
            </button>
          );
        })}
      </div>
    </fieldset>
  ));
}
