// Pagination window of docs/product.md#catalogue-listing: at most 5 numbered pages, with first/last and ellipses.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pageRange, paginationWindow } from './pagination.ts';

describe('paginationWindow', () => {
  it('lists every page when there are five or fewer', () => {
    expect(paginationWindow(1, 1)).toEqual([1]);
    expect(paginationWindow(3, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(paginationWindow(1, 0)).toEqual([]);
  });

  it('shows first, last and ellipses around a window of five', () => {
    expect(paginationWindow(1, 20)).toEqual([1, 2, 3, 4, 5, 'ellipsis-end', 20]);
    expect(paginationWindow(10, 20)).toEqual([1, 'ellipsis-start', 8, 9, 10, 11, 12, 'ellipsis-end', 20]);
    expect(paginationWindow(20, 20)).toEqual([1, 'ellipsis-start', 16, 17, 18, 19, 20]);
    expect(paginationWindow(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('always holds the current, first and last page, ascending, with at most 5 in the window', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 500 }), fc.integer({ min: 1, max: 500 }), (pages, at) => {
        const current = Math.min(at, pages);
        const items = paginationWindow(current, pages);
        const numbers = items.filter((item): item is number => typeof item === 'number');
        expect(numbers).toContain(current);
        expect(numbers[0]).toBe(1);
        expect(numbers.at(-1)).toBe(pages);
        expect([...numbers].sort((a, b) => a - b)).toEqual(numbers);
        expect(new Set(numbers).size).toBe(numbers.length);
        expect(numbers.length).toBeLessThanOrEqual(7);
      }),
    );
  });
});

describe('pageRange', () => {
  it('gives the X-Y of "Showing X-Y of N products"', () => {
    expect(pageRange(1, 12, 30)).toEqual({ from: 1, to: 12 });
    expect(pageRange(3, 12, 30)).toEqual({ from: 25, to: 30 });
    expect(pageRange(1, 12, 0)).toEqual({ from: 0, to: 0 });
  });
});
