// The dashboard's margins (docs/decisions/028-delivery-estimates-and-margins.md): what the goods sold brought in,
// what they cost the shop, and the margin over the lines whose cost is known. A line sold without a cost price is
// "cost unknown": its revenue is shown apart, never as a 100% margin.
import { BELOW_COST_LIMIT, type MarginFigures, type Margins } from '@shop/shared/margins.schemas';
import { toRupees } from '@shop/shared/money';
import type { Db } from '../../db/database.ts';
import * as repository from './margins.repository.ts';

function figures(sums: repository.MarginSums): MarginFigures {
  const known = sums.costedLines > 0;
  const margin = sums.costedRevenue - sums.cost;
  return {
    revenue: toRupees(sums.revenue),
    cost: toRupees(sums.cost),
    margin: known ? toRupees(margin) : null,
    marginPercent:
      known && sums.costedRevenue > 0 ? Math.round((margin / sums.costedRevenue) * 1000) / 10 : null,
    unknownCostRevenue: toRupees(sums.revenue - sums.costedRevenue),
  };
}

function add(a: repository.MarginSums, b: repository.MarginSums): repository.MarginSums {
  return {
    revenue: a.revenue + b.revenue,
    cost: a.cost + b.cost,
    costedRevenue: a.costedRevenue + b.costedRevenue,
    costedLines: a.costedLines + b.costedLines,
  };
}

export async function getMargins(db: Db, timeZone: string, days: number): Promise<Margins> {
  const [byDay, bySupplier, below] = await Promise.all([
    repository.marginsByDay(db, timeZone, days),
    repository.marginsBySupplier(db, timeZone, days),
    repository.belowCost(db, BELOW_COST_LIMIT),
  ]);
  const none = { revenue: 0, cost: 0, costedRevenue: 0, costedLines: 0 };
  return {
    days: byDay.map((day) => ({ date: day.date, ...figures(day) })),
    suppliers: bySupplier.map((row) => ({
      supplierId: row.supplierId,
      name: row.name ?? 'No supplier',
      ...figures(row),
    })),
    total: figures(byDay.reduce(add, none)),
    belowCost: below.map((product) => ({
      _id: product.id,
      name: product.name,
      supplierName: product.supplierName,
      costPrice: toRupees(product.costPrice),
      lowestPrice: toRupees(product.lowestPrice),
    })),
  };
}
