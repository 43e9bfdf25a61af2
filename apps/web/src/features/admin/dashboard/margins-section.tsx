// Revenue, cost and margin of the goods sold in the last 30 days, per supplier and per day, and the products
// priced below cost (docs/decisions/028-delivery-estimates-and-margins.md). Lines sold without a cost price are
// "cost unknown", never a 100% margin.
import type { MarginFigures, Margins } from '@shop/shared/margins.schemas';
import { formatRupees } from '@shop/shared/money';
import { Link } from 'react-router';
import { cn } from '../../../lib/cn.ts';
import { formatReportWeekday } from '../shell/admin-format.ts';
import { AmountHeading } from '../shell/admin-table.tsx';
import { tableClass } from '../shell/admin-ui.tsx';

function marginWords(figures: MarginFigures): string {
  if (figures.margin === null) return 'Cost unknown';
  const percent = figures.marginPercent === null ? '' : ` (${figures.marginPercent}%)`;
  return `${figures.margin < 0 ? '−' : ''}${formatRupees(Math.abs(figures.margin))}${percent}`;
}

function FigureCells({ figures }: { figures: MarginFigures }) {
  return (
    <>
      <td className="text-right tabular-nums">{formatRupees(figures.revenue)}</td>
      <td className="text-right tabular-nums">
        {figures.margin === null ? '—' : formatRupees(figures.cost)}
      </td>
      <td
        className={cn(
          'text-right tabular-nums',
          figures.margin === null ? 'text-slate-600' : figures.margin < 0 ? 'font-semibold text-red-700' : '',
        )}
      >
        {marginWords(figures)}
      </td>
      <td className="text-right tabular-nums text-slate-700">
        {figures.unknownCostRevenue > 0 ? formatRupees(figures.unknownCostRevenue) : '—'}
      </td>
    </>
  );
}

function FigureHeads({ first }: { first: string }) {
  return (
    <thead className="text-slate-600">
      <tr>
        <th scope="col">{first}</th>
        <AmountHeading>Revenue</AmountHeading>
        <AmountHeading>Cost</AmountHeading>
        <AmountHeading>Margin</AmountHeading>
        <AmountHeading>Cost unknown</AmountHeading>
      </tr>
    </thead>
  );
}

export function MarginsSection({ margins }: { margins: Margins }) {
  const soldDays = margins.days.filter((day) => day.revenue > 0).reverse();
  const { total } = margins;
  return (
    <section aria-labelledby="margins-title" className="space-y-5 rounded-2xl border border-slate-200 p-5">
      <div>
        <h2 id="margins-title" className="text-lg font-bold">
          Margins, last 30 days
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          Goods sold (shipping fees left out), without cancelled, returned or refunded orders. Revenue of
          lines sold without a cost price is under “Cost unknown”, not in the margin.
        </p>
      </div>
      <dl className="grid grid-cols-2 gap-3 md:grid-cols-4">
        {[
          ['Revenue', formatRupees(total.revenue)],
          ['Cost', formatRupees(total.cost)],
          ['Margin', marginWords(total)],
          ['Cost unknown', formatRupees(total.unknownCostRevenue)],
        ].map(([label, value]) => (
          <div key={label} className="rounded-xl bg-slate-50 p-3">
            <dt className="text-sm text-slate-600">{label}</dt>
            <dd className="mt-1 text-lg font-extrabold">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="grid gap-6 xl:grid-cols-2">
        <div className="overflow-x-auto">
          <table className={tableClass}>
            <caption className="mb-2 text-left font-semibold">Per supplier</caption>
            <FigureHeads first="Supplier" />
            <tbody>
              {margins.suppliers.length === 0 && (
                <tr>
                  <td colSpan={5} className="text-slate-600">
                    No sales in these days.
                  </td>
                </tr>
              )}
              {margins.suppliers.map((row) => (
                <tr key={row.supplierId ?? 'none'} className="border-t border-slate-100">
                  <th scope="row" className="font-medium">
                    {row.name}
                  </th>
                  <FigureCells figures={row} />
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <div className="overflow-x-auto">
          <table className={tableClass}>
            <caption className="mb-2 text-left font-semibold">
              Per day (days with sales, newest first)
            </caption>
            <FigureHeads first="Day" />
            <tbody>
              {soldDays.length === 0 && (
                <tr>
                  <td colSpan={5} className="text-slate-600">
                    No sales in these days.
                  </td>
                </tr>
              )}
              {soldDays.map((day) => (
                <tr key={day.date} className="border-t border-slate-100">
                  <th scope="row" className="whitespace-nowrap font-medium">
                    {formatReportWeekday(day.date)}
                  </th>
                  <FigureCells figures={day} />
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>
      <div>
        <h3 className="mb-2 font-semibold">Selling below cost</h3>
        {margins.belowCost.length === 0 ? (
          <p className="text-sm text-slate-600">No live product is priced below its cost.</p>
        ) : (
          <ul className="divide-y divide-slate-100 rounded-xl border border-red-200 bg-red-50/50 text-sm">
            {margins.belowCost.map((product) => (
              <li key={product._id} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2">
                <span>
                  <Link
                    to={`/admin/products/${product._id}`}
                    className="font-medium text-brand-800 underline"
                  >
                    {product.name}
                  </Link>
                  {product.supplierName && <span className="text-slate-600"> · {product.supplierName}</span>}
                </span>
                <span className="font-semibold text-red-800">
                  costs {formatRupees(product.costPrice)}, sells from {formatRupees(product.lowestPrice)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
