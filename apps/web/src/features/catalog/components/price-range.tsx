// Two-handle price slider from ₹10 to ₹10,000 (the handles cannot pass each other) and the quick price
// buttons of docs/product.md#catalogue-listing. The top end means "and above".
import * as Slider from '@radix-ui/react-slider';
import { type KeyboardEvent, startTransition, useEffect, useState } from 'react';
import { cn } from '../../../lib/cn.ts';
import { PRICE_MAX, PRICE_MIN } from '../hooks/use-catalog-filters.ts';
import { PRICE_STEP, rangeAfterKey } from '../utils/price-range-keys.ts';
import { QUICK_PRICES, showPrice } from './filter-labels.ts';

/** Where a value sits along the track, in per cent. */
const along = (value: number) => ((value - PRICE_MIN) / (PRICE_MAX - PRICE_MIN)) * 100;

/**
 * The slider as a still picture, for the server's page and the browser's first render. Radix's slider measures
 * its handles and sets state as it is first put on screen, which on a server-rendered page would make React run
 * all of the page's effects in that one task (docs/decisions/024-server-rendering.md); the real slider replaces
 * this picture right after. A handle sits where Radix puts it: kept inside the track at both ends.
 */
function StillSlider({ range }: { range: [number, number] }) {
  return (
    <div aria-hidden="true" className="relative mt-3 flex h-5 items-center">
      <div className="relative h-1.5 grow rounded-full bg-slate-200">
        <div
          className="absolute h-full rounded-full bg-brand-700"
          style={{ left: `${along(range[0])}%`, right: `${100 - along(range[1])}%` }}
        />
      </div>
      {range.map((value, index) => (
        <div
          // biome-ignore lint/suspicious/noArrayIndexKey: the two handles, always in this order
          key={index}
          className="absolute block h-5 w-5 -translate-x-1/2 rounded-full border-2 border-brand-700 bg-white shadow"
          style={{ left: `calc(${along(value)}% + ${10 - along(value) * 0.2}px)` }}
        />
      ))}
    </div>
  );
}

export function PriceRange({
  value,
  onChange,
  counts,
}: {
  value: [number, number];
  onChange: (range: [number, number]) => void;
  /** How many products each quick price would show, in QUICK_PRICES' order (the list's `facets.prices`). */
  counts?: readonly number[] | undefined;
}) {
  // The handles move freely while dragging; the list is asked for only when the shopper lets go.
  const [draft, setDraft] = useState(value);
  useEffect(() => setDraft(value), [value]);
  const [live, setLive] = useState(false);
  useEffect(() => startTransition(() => setLive(true)), []);
  const onThumbKey = (handle: 0 | 1) => (event: KeyboardEvent) => {
    const next = rangeAfterKey(event.key, handle, draft);
    if (!next) return;
    // Handled here: Radix skips a key whose default was prevented, and focus stays on this handle.
    event.preventDefault();
    if (next[0] === draft[0] && next[1] === draft[1]) return;
    setDraft(next);
    onChange(next);
  };
  return (
    <div>
      <div className="flex justify-between text-sm font-medium text-slate-700" aria-live="polite">
        <span>{showPrice(draft[0])}</span>
        <span>{showPrice(draft[1])}</span>
      </div>
      {live ? (
        <Slider.Root
          min={PRICE_MIN}
          max={PRICE_MAX}
          step={PRICE_STEP}
          minStepsBetweenThumbs={1}
          // A dragged handle stops at the other one rather than swapping places with it.
          preserveThumbOrder
          value={draft}
          onValueChange={(range) => setDraft([range[0] ?? PRICE_MIN, range[1] ?? PRICE_MAX])}
          onValueCommit={(range) => onChange([range[0] ?? PRICE_MIN, range[1] ?? PRICE_MAX])}
          className="relative mt-3 flex h-5 touch-none select-none items-center"
        >
          <Slider.Track className="relative h-1.5 grow rounded-full bg-slate-200">
            <Slider.Range className="absolute h-full rounded-full bg-brand-700" />
          </Slider.Track>
          <Slider.Thumb
            aria-label="Minimum price"
            onKeyDown={onThumbKey(0)}
            className="block h-5 w-5 rounded-full border-2 border-brand-700 bg-white shadow"
          />
          <Slider.Thumb
            aria-label="Maximum price"
            onKeyDown={onThumbKey(1)}
            className="block h-5 w-5 rounded-full border-2 border-brand-700 bg-white shadow"
          />
        </Slider.Root>
      ) : (
        <StillSlider range={draft} />
      )}
      <div className="mt-4 flex flex-wrap gap-2">
        {QUICK_PRICES.map(({ label, range }, at) => {
          const active = value[0] === range[0] && value[1] === range[1];
          const count = counts?.[at];
          return (
            <button
              key={label}
              type="button"
              aria-pressed={active}
              onClick={() => onChange(range)}
              className={cn(
                'rounded-full border px-3 py-1 text-xs font-medium',
                active
                  ? 'border-brand-700 bg-brand-700 text-white'
                  : 'border-slate-300 text-slate-700 hover:border-brand-600',
              )}
            >
              {label}
              {count === undefined ? null : (
                <span className={cn('ml-1 tabular-nums', active ? 'text-white' : 'text-slate-500')}>
                  ({count})
                </span>
              )}
            </button>
          );
        })}
      </div>
    </div>
  );
}
