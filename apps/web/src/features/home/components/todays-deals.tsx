// Today's Hot Deals (docs/product.md#pages-home): a countdown to the next local midnight and the deal cards, or
// 'No offers available today.'
import { MESSAGES } from '@shop/shared/messages';
import { Clock } from 'lucide-react';
import { ErrorState } from '../../../components/error-state.tsx';
import { ProductGrid } from '../../../components/product-grid.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useTodayOffers } from '../api/get-today-offers.ts';
import { useCountdownToMidnight } from '../hooks/use-countdown.ts';
import { DealCard } from './deal-card.tsx';

const pad = (value: number) => String(value).padStart(2, '0');

function Countdown() {
  const left = useCountdownToMidnight();
  return (
    <p className="flex items-center gap-2 text-sm font-semibold text-red-700">
      <Clock aria-hidden="true" className="h-4 w-4" />
      <span>Ends in</span>
      <time data-testid="deals-countdown" className="rounded bg-red-50 px-2 py-0.5 font-mono tabular-nums">
        {left ? `${pad(left.hours)}:${pad(left.minutes)}:${pad(left.seconds)}` : '--:--:--'}
      </time>
    </p>
  );
}

export function TodaysDeals() {
  const offers = useTodayOffers();
  return (
    <section
      id="deals"
      aria-labelledby="deals-title"
      className="render-when-near mx-auto max-w-7xl scroll-mt-32 px-4 py-10"
    >
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="deals-title" className="text-2xl font-bold">
          Today's Hot Deals
        </h2>
        <Countdown />
      </div>
      <div className="mt-5">
        {offers.isError ? (
          <ErrorState
            message={errorMessage(offers.error, MESSAGES.errorFetchingOffers)}
            onRetry={() => offers.refetch()}
          />
        ) : offers.data?.length === 0 ? (
          <p className="rounded-xl bg-slate-50 p-8 text-center text-slate-600">{MESSAGES.noOffersToday}</p>
        ) : (
          <ProductGrid
            products={offers.data}
            placeholders={8}
            className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 lg:grid-cols-4"
            card={(product) => <DealCard product={product} />}
          />
        )}
      </div>
    </section>
  );
}
