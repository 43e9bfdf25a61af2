// The stock column: a count, flagged when the product is about to sell out (the dashboard's threshold).
import { LOW_STOCK_THRESHOLD } from '@shop/shared/admin-dashboard.schemas';

export function StockCell({ count }: { count: number }) {
  if (count <= 0) {
    return <span className="rounded bg-red-100 px-2 py-0.5 font-semibold text-red-800">Out of stock</span>;
  }
  if (count <= LOW_STOCK_THRESHOLD) {
    return (
      <span className="rounded bg-amber-100 px-2 py-0.5 font-semibold text-amber-900">
        {count} <span className="font-normal">· low</span>
      </span>
    );
  }
  return <span>{count}</span>;
}
