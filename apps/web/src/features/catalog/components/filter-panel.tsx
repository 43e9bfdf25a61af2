// A list page's filters (docs/product.md#catalogue-listing, docs/product.md#catalogue-facets): clear all, the
// category (search page) or subcategories, brands, price, customer rating, discount and availability, each value
// with the number of products a click on it shows, from the list's own answer.
import type { ListFacets } from '@shop/shared/catalog.schemas';
import { DISCOUNT_FILTERS, RATING_FILTERS } from '@shop/shared/list-options';
import { type ReactNode, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../lib/cn.ts';
import type { ListControls } from '../hooks/use-catalog-filters.ts';
import { discountLabel, IN_STOCK_LABEL, ratingLabel } from './filter-labels.ts';
import { PriceRange } from './price-range.tsx';

/** A filter value and how many products it would show (undefined while unknown). */
export interface FacetOption<Value> {
  value: Value;
  count: number | undefined;
}

/** Brands shown before 'Show all': a search across categories can list dozens. */
const BRANDS_SHOWN = 10;

const headingClass = 'mb-2 text-xs font-semibold uppercase tracking-wider text-slate-500';

function Heading({ children }: { children: string }) {
  return <h3 className={headingClass}>{children}</h3>;
}

function Count({ count }: { count: number | undefined }) {
  if (count === undefined) return null;
  return <span className="ml-auto pl-2 text-xs tabular-nums text-slate-500">{count}</span>;
}

/** Values of which one (or none) is chosen: a tap chooses, a tap on the chosen one lets go. */
function OptionList<Value extends string | number | undefined>({
  options,
  chosen,
  label,
  onChoose,
}: {
  options: readonly FacetOption<Value>[];
  chosen: (value: Value) => boolean;
  label: (value: Value) => string;
  onChoose: (value: Value) => void;
}) {
  return (
    <ul className="space-y-1">
      {options.map(({ value, count }) => {
        const active = chosen(value);
        return (
          <li key={String(value ?? '*')}>
            <button
              type="button"
              aria-pressed={active}
              onClick={() => onChoose(value)}
              className={cn(
                'flex w-full items-center rounded-lg px-3 py-1.5 text-left text-sm',
                active
                  ? 'bg-brand-50 font-semibold text-brand-800'
                  : cn('hover:bg-slate-50', count === 0 ? 'text-slate-500' : 'text-slate-700'),
              )}
            >
              {label(value)}
              <Count count={count} />
            </button>
          </li>
        );
      })}
    </ul>
  );
}

export function FilterPanel({
  controls,
  facets,
  groups,
  brands,
  alert,
}: {
  controls: ListControls;
  facets: ListFacets | undefined;
  /** The first section: a category page's subcategories, or a search page's categories (and then subcategories). */
  groups: ReactNode;
  brands: readonly FacetOption<string>[];
  /** Shown under 'Clear all filters' (the filters' own loading error). */
  alert?: ReactNode;
}) {
  const { filters } = controls;
  const [allBrands, setAllBrands] = useState(false);
  // Ticked brands always show, so they can be unticked.
  const shownBrands =
    allBrands || brands.length <= BRANDS_SHOWN
      ? brands
      : brands.filter((brand, index) => index < BRANDS_SHOWN || filters.brands.includes(brand.value));
  const countOf = (values: ListFacets['ratings'] | undefined, value: number) =>
    values === undefined ? undefined : (values.find((v) => v.value === value)?.count ?? 0);

  return (
    <div className="space-y-6">
      <Button onClick={controls.clearAll} variant="link" className="text-sm">
        Clear all filters
      </Button>
      {alert}
      {groups}
      {brands.length > 0 && (
        <fieldset>
          <legend className={headingClass}>Brand</legend>
          <ul className="space-y-1.5">
            {shownBrands.map(({ value: brand, count }) => (
              <li key={brand}>
                <label
                  className={cn(
                    'flex cursor-pointer items-center gap-2 text-sm',
                    count === 0 && !filters.brands.includes(brand) ? 'text-slate-500' : 'text-slate-700',
                  )}
                >
                  <input
                    type="checkbox"
                    checked={filters.brands.includes(brand)}
                    onChange={() => controls.toggleBrand(brand)}
                    className="h-4 w-4 accent-brand-700"
                  />
                  <span>{brand}</span>
                  <Count count={count} />
                </label>
              </li>
            ))}
          </ul>
          {shownBrands.length < brands.length && (
            <Button variant="link" className="mt-2 text-sm" onClick={() => setAllBrands(true)}>
              Show all {brands.length} brands
            </Button>
          )}
        </fieldset>
      )}
      <section aria-label="Price">
        <Heading>Price</Heading>
        <PriceRange
          value={filters.price}
          onChange={controls.setPrice}
          counts={facets?.prices.map((price) => price.count)}
        />
      </section>
      <section aria-label="Customer rating">
        <Heading>Customer rating</Heading>
        <OptionList
          options={RATING_FILTERS.map((stars) => ({ value: stars, count: countOf(facets?.ratings, stars) }))}
          chosen={(stars) => filters.minRating === stars}
          label={ratingLabel}
          onChoose={(stars) => controls.setMinRating(filters.minRating === stars ? undefined : stars)}
        />
      </section>
      <section aria-label="Discount">
        <Heading>Discount</Heading>
        <OptionList
          options={DISCOUNT_FILTERS.map((percent) => ({
            value: percent,
            count: countOf(facets?.discounts, percent),
          }))}
          chosen={(percent) => filters.minDiscount === percent}
          label={discountLabel}
          onChoose={(percent) =>
            controls.setMinDiscount(filters.minDiscount === percent ? undefined : percent)
          }
        />
      </section>
      <section aria-label="Availability">
        <Heading>Availability</Heading>
        <label className="flex cursor-pointer items-center gap-2 text-sm text-slate-700">
          <input
            type="checkbox"
            checked={filters.inStock}
            onChange={() => controls.setInStock(!filters.inStock)}
            className="h-4 w-4 accent-brand-700"
          />
          <span>{IN_STOCK_LABEL}</span>
          <Count count={facets?.inStock} />
        </label>
      </section>
    </div>
  );
}

/** The subcategories (with 'All …' first) or categories section: one value chosen at a time. */
export function GroupList<Value extends string>({
  label,
  heading,
  all,
  options,
  isChosen,
  onChoose,
}: {
  /** The section's name for screen readers ('Subcategories'); `heading` is what it shows ('Category'). */
  label: string;
  heading: string;
  /** The name of "none chosen" ('All Kitchen'), listed first. */
  all: string;
  options: readonly FacetOption<Value>[];
  isChosen: (value: Value | undefined) => boolean;
  onChoose: (value: Value | undefined) => void;
}) {
  return (
    <section aria-label={label}>
      <Heading>{heading}</Heading>
      <OptionList<Value | undefined>
        options={[{ value: undefined, count: undefined }, ...options]}
        chosen={isChosen}
        label={(value) => value ?? all}
        onChoose={onChoose}
      />
    </section>
  );
}
