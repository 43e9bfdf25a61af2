// The category page's address is read one way by the web app and the server (docs/decisions/024-server-rendering.md):
// the query the server keeps a page under must read back as the very filters of every address it stands for, or
// a kept page would be hydrated against other filters than it shows.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { categoryFilters, categoryQuery, PRICE_MAX, PRICE_MIN } from './category-address.ts';

const read = (query: string) => categoryFilters(new URLSearchParams(query));

/** Parameters of any name (the page's own among them) and any value, in any order. */
const anyParams = fc.array(
  fc.tuple(
    fc.oneof(fc.constantFrom('sub', 'brand', 'min', 'max', 'page', 'x', 'utm_source'), fc.string()),
    fc.oneof(fc.constantFrom('', '1', '2', '50', '1e3', '-4', 'abc', '20000', '3.7'), fc.string()),
  ),
  { maxLength: 8 },
);

describe('categoryFilters', () => {
  it('reads only sub, brand, min, max and page, with empty values as absent', () => {
    expect(read('x=1&utm_source=whatsapp&sub=&brand=&min=&max=&page=')).toEqual({
      subCategory: undefined,
      brands: [],
      price: [PRICE_MIN, PRICE_MAX],
      page: 1,
    });
    expect(read('page=3&brand=Prestige&max=500&brand=Borosil&sub=Cookware&min=20000&brand=Prestige')).toEqual(
      {
        subCategory: 'Cookware',
        brands: ['Borosil', 'Prestige'],
        price: [500, PRICE_MAX],
        page: 3,
      },
    );
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
        const own = new Set(['sub', 'brand', 'min', 'max', 'page']);
        const query = categoryQuery(categoryFilters(new URLSearchParams(params)));
        // Others' parameters first, brands reversed; a repeated sub, min, max or page keeps its first value first.
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
    expect(categoryQuery(read('page=1&min=10&max=10000'))).toBe('');
    expect(categoryQuery(read('max=500&brand=Prestige&brand=Borosil'))).toBe(
      'brand=Borosil&brand=Prestige&max=500',
    );
  });
});
