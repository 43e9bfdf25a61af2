// The live price preview beside the form: what the shopper pays at the default options, and for each value of
// each option with the others left at their defaults, from the shop's own pricing code.
import { formatRupees } from '@shop/shared/money';
import { useMemo } from 'react';
import { type Control, useWatch } from 'react-hook-form';
import { Price } from '../../../../components/price.tsx';
import { productShippingText } from '../../../../lib/shipping-words.ts';
import { AmountHeading } from '../../shell/admin-table.tsx';
import { tableClass } from '../../shell/admin-ui.tsx';
import { type PreviewPrice, pricePreview } from './price-preview.ts';
import type { ProductFormValues } from './product-form-values.ts';

function PriceCell({ price }: { price: PreviewPrice }) {
  return (
    <>
      <td className="whitespace-nowrap text-right font-semibold">{formatRupees(price.effective)}</td>
      <td className="whitespace-nowrap text-right text-slate-600">
        {price.original > price.effective ? (
          <s>
            <span className="sr-only">Original price: </span>
            {formatRupees(price.original)}
          </s>
        ) : (
          '—'
        )}
      </td>
      <td className="whitespace-nowrap text-right text-green-800">
        {price.percent > 0 ? `${price.percent}%` : '—'}
      </td>
    </>
  );
}

export function PricePreviewPanel({ control }: { control: Control<ProductFormValues> }) {
  const [basePrice, discountPrice, shippingCost, filters] = useWatch({
    control,
    name: ['basePrice', 'discountPrice', 'shippingCost', 'filters'],
  });
  const preview = useMemo(
    () => pricePreview({ basePrice, discountPrice, filters }),
    [basePrice, discountPrice, filters],
  );
  const defaults = (filters ?? [])
    .filter((filter) => filter.name.trim() && filter.values[0]?.trim())
    .map((filter) => `${filter.name.trim()}: ${filter.values[0]?.trim()}`);

  return (
    <section aria-labelledby="preview-heading" className="rounded-xl border border-slate-200 bg-white p-4">
      <h2 id="preview-heading" className="text-lg font-bold">
        Price preview
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        {defaults.length > 0 ? `At the default options (${defaults.join(', ')})` : 'What the shopper pays'}
      </p>
      <div data-testid="preview-default-price" className="mt-2">
        <Price
          price={preview.defaultPrice.effective}
          original={preview.defaultPrice.original}
          discountPercent={preview.defaultPrice.percent}
          size="lg"
        />
        <p className="mt-1 text-sm text-slate-600">
          {productShippingText(typeof shippingCost === 'number' ? shippingCost : 0)}
        </p>
      </div>
      {preview.filters.map((filter, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: option names may repeat or be empty while typed
        <table key={`${filter.name}-${index}`} className={`${tableClass} mt-4`}>
          <caption className="mb-1 text-left text-sm font-semibold">
            {filter.name.trim() || `Option ${index + 1}`}
          </caption>
          <thead className="bg-slate-50 text-xs uppercase tracking-wide text-slate-600">
            <tr>
              <th scope="col">Value</th>
              <AmountHeading>Price</AmountHeading>
              <AmountHeading>Before</AmountHeading>
              <AmountHeading>Off</AmountHeading>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {filter.rows.map((row, rowIndex) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: values may repeat or be empty while typed
              <tr key={rowIndex}>
                <th scope="row" className="font-normal">
                  {row.value.trim() || <span className="text-slate-500">(no name)</span>}
                  {row.isDefault && <span className="ml-1 text-xs text-slate-600">(default)</span>}
                </th>
                <PriceCell price={row.price} />
              </tr>
            ))}
          </tbody>
        </table>
      ))}
    </section>
  );
}
