// The product lists' addresses are read one way by the web app and the server (docs/decisions/024-server-rendering.md):
// the query the server keeps a page under must read back as the very filters of every address it stands for, or
// a kept page would be hydrated against other filters than it shows.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  categoryFilters,
  categoryQuery,
  PRICE_MAX,
  PRICE_MIN,
  searchFilters,
  searchQuery,
} from './category-address.ts';

const read = (query: string) => categoryFilters(new URLSearchParams(query));
const readSearch = (query: string) => searchFilters(new URLSearchParams(query));

const OWN = ['sub', 'brand', 'min', 'max', 'rating', 'discount', 'instock', 'sort', 'page'];
const SEARCH_OWN = [...OWN, 'q', 'category'];

/** Parameters of any name (the pages' own among them) and any value, in any order. */
const anyParams = fc.array(
  fc.tuple(
    fc.oneof(fc.constantFrom(...SEARCH_OWN, 'x', 'utm_source'), fc.string()),
    fc.oneof(
      fc.constantFrom('', '1', '2', '3', '4', '10', '50', '1e3', '-4', 'abc', '20000', '3.7', 'true'),
      fc.constantFrom('relevance', 'popular', 'price_asc', 'price_desc', 'newest', 'rating', 'discount'),
      fc.constantFrom('Kitchen', 'kitchen', ' KETTLE  steel ', 'fitness', 'garden'),
      fc.string(),
    ),
  ),
  { maxLength: 10 },
);

const unfiltered = {
  subCategory: undefined,
  brands: [],
  price: [PRICE_MIN, PRICE_MAX],
  minRating: undefined,
  minDiscount: undefined,
  inStock: false,
  sort: 'newest',
  page: 1,
};

describe('categoryFilters', () => {
  it('reads only its own parameters, with empty values as absent', () => {
    expect(
      read('x=1&utm_source=whatsapp&sub=&brand=&min=&max=&rating=&discount=&instock=&sort=&page='),
    ).toEqual(unfiltered);
    expect(read('page=3&brand=Prestige&max=500&brand=Borosil&sub=Cookware&min=20000&brand=Prestige')).toEqual(
      {
        ...unfiltered,
        subCategory: 'Cookware',
        brands: ['Borosil', 'Prestige'],
        price: [500, PRICE_MAX],
        page: 3,
      },
    );
  });

  it('reads the offered sort orders, ratings and discounts, and only those', () => {
    expect(read('sort=price_asc&rating=4&discount=30&instock=1')).toEqual({
      ...unfiltered,
      sort: 'price_asc',
      minRating: 4,
      minDiscount: 30,
      inStock: true,
    });
    // Not offered: another rating or discount, another spelling, an unknown order; relevance without words is
    // the default order.
    expect(read('sort=cheapest&rating=5&discount=35&instock=true')).toEqual(unfiltered);
    expect(read('rating=4.0&discount= 30')).toEqual(unfiltered);
    expect(read('sort=relevance')).toEqual(unfiltered);
  });
});

describe('categoryQuery', () => {
  it('reads back as the same filters, so one kept page stands for every address with them', () => {
    fc.assert(
      fc.property(anyParams, (params) => {
        const filters = categoryFilters(new URLSearchParams(params));
        const query = categoryQuery(filters);
        expect(read(query)).toEqual(filters);
        expect(categoryQuery(read(query))).toBe(query);
      }),
    );
  });

  it('does not change with parameters the page does not read, nor with their order', () => {
    fc.assert(
      fc.property(anyParams, anyParams, (params, extra) => {
        const own = new Set(OWN);
        const query = categoryQuery(categoryFilters(new URLSearchParams(params)));
        // Others' parameters first, brands reversed; a repeated parameter keeps its first value first.
        const reordered = [
          ...extra.filter(([name]) => !own.has(name)),
          ...params.filter(([name]) => name === 'brand').reverse(),
          ...params.filter(([name]) => own.has(name) && name !== 'brand'),
        ];
        expect(categoryQuery(categoryFilters(new URLSearchParams(reordered)))).toBe(query);
      }),
    );
  });

  it('leaves out defaults, so the bare category address is the unfiltered page', () => {
    expect(categoryQuery(read('page=1&min=10&max=10000&sort=newest&instock=0'))).toBe('');
    expect(categoryQuery(read('sort=price_asc&max=500&brand=Prestige&rating=4&brand=Borosil&page=2'))).toBe(
      'brand=Borosil&brand=Prestige&max=500&rating=4&sort=price_asc&page=2',
    );
  });
});

describe('searchFilters and searchQuery', () => {
  it('read the words and the category one way, relevance as the default order', () => {
    expect(readSearch('q=%20Electric%20%20KETTLE%20&category=KITCHEN&sort=relevance')).toEqual({
      ...unfiltered,
      query: 'electric kettle',
      category: 'Kitchen',
      sort: 'relevance',
    });
    expect(searchQuery(readSearch('q=%20Electric%20%20KETTLE%20&category=KITCHEN&sort=relevance'))).toBe(
      'q=electric+kettle&category=kitchen',
    );
    expect(searchQuery(readSearch('q=kettle&category=garden&sort=newest&rating=3'))).toBe(
      'q=kettle&rating=3&sort=newest',
    );
    expect(readSearch(`q=${'a'.repeat(300)}`).query).toHaveLength(200);
  });

  it('read back as the same search, so one kept page stands for every address with it', () => {
    fc.assert(
      fc.property(anyParams, anyParams, (params, extra) => {
        const filters = searchFilters(new URLSearchParams(params));
        const query = searchQuery(filters);
        expect(readSearch(query)).toEqual(filters);
        expect(searchQuery(readSearch(query))).toBe(query);
        const own = new Set(SEARCH_OWN);
        const withOthers = [...extra.filter(([name]) => !own.has(name)), ...params];
        expect(searchQuery(searchFilters(new URLSearchParams(withOthers)))).toBe(query);
      }),
    );
  });
});
