// A price in rupees with Indian digit grouping, the struck-through original and the percent-off badge.
import { formatRupees } from '@shop/shared/money';
import { cn } from '../lib/cn.ts';

interface PriceProps {
  price: number;
  original?: number | undefined;
  discountPercent?: number | undefined;
  size?: 'sm' | 'lg';
}

export function Price({ price, original, discountPercent, size = 'sm' }: PriceProps) {
  const showOriginal = original !== undefined && original > price;
  return (
    <div className="flex flex-wrap items-baseline gap-x-2 gap-y-1">
      <span className={cn('font-bold text-slate-900', size === 'lg' ? 'text-3xl' : 'text-base')}>
        <span className="sr-only">Price: </span>
        {formatRupees(price)}
      </span>
      {showOriginal && (
        <s className={cn('text-slate-500', size === 'lg' ? 'text-lg' : 'text-sm')}>
          <span className="sr-only">Original price: </span>
          {formatRupees(original)}
        </s>
      )}
      {discountPercent !== undefined && discountPercent > 0 && (
        <span
          className={cn(
            'rounded bg-green-100 font-semibold text-green-800',
            size === 'lg' ? 'px-2 py-0.5 text-sm' : 'px-1.5 text-xs',
          )}
        >
          {discountPercent}% off
        </span>
      )}
    </div>
  );
}
