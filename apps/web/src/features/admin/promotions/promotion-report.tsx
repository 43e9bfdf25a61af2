// A promotion's report (docs/decisions/038-promotions.md): the orders that used it (cancelled ones left out), what
// they brought in after every discount, what this promotion took off, and the margin after it from the suppliers'
// cost prices. A line sold without a cost price makes the cost unknown, never a 100% margin (as the dashboard's
// margins say it).

import { formatRupees } from '@shop/shared/money';
import type { PromotionReport } from '@shop/shared/promotion.schemas';
import { QueryView } from '../shell/admin-ui.tsx';
import { usePromotionReport } from './api/get-promotion-report.ts';

function marginWords(report: PromotionReport): string {
  if (report.margin === null) return 'Cost unknown';
  return `${report.margin < 0 ? '−' : ''}${formatRupees(Math.abs(report.margin))}`;
}

function figures(report: PromotionReport): [string, string][] {
  return [
    ['Orders', String(report.orders)],
    ['Revenue', formatRupees(report.revenue)],
    ['Discount given', formatRupees(report.discount)],
    ['Cost', report.cost === null ? 'Cost unknown' : formatRupees(report.cost)],
    ['Margin', marginWords(report)],
  ];
}

export function PromotionReportSection({ id }: { id: string }) {
  const report = usePromotionReport(id);
  return (
    <section
      aria-labelledby="promotion-report-title"
      className="mb-8 rounded-2xl border border-slate-200 p-5"
    >
      <h2 id="promotion-report-title" className="text-lg font-bold">
        Report
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Orders that used it, cancelled ones left out. Revenue is what their items were charged after every
        discount; the margin is revenue less the suppliers' cost.
      </p>
      <QueryView query={report}>
        {(data) => (
          <dl className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-5">
            {figures(data).map(([label, value]) => (
              <div key={label} className="rounded-xl bg-slate-50 p-3">
                <dt className="text-sm text-slate-600">{label}</dt>
                <dd
                  className={
                    label === 'Margin' && data.margin !== null && data.margin < 0
                      ? 'mt-1 text-lg font-extrabold text-red-700'
                      : 'mt-1 text-lg font-extrabold'
                  }
                >
                  {value}
                </dd>
              </div>
            ))}
          </dl>
        )}
      </QueryView>
    </section>
  );
}
