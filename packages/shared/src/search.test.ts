// The five-step search resolution of docs/product.md#search, in order.
import { describe, expect, it } from 'vitest';
import { resolveSearch, sortByDisplay } from './search.ts';

const headphones = { _id: 'a'.repeat(24), category: 'Electronics' };
const speaker = { _id: 'b'.repeat(24), category: 'Electronics' };
const tshirt = { _id: 'c'.repeat(24), category: 'Fashion' };

describe('resolveSearch', () => {
  it('does nothing for empty or blank text', () => {
    expect(resolveSearch('', [headphones])).toBeUndefined();
    expect(resolveSearch('   ', [headphones])).toBeUndefined();
  });

  it('1. opens a category whose name is typed exactly, whatever the case', () => {
    expect(resolveSearch('  KITCHEN ', [headphones, tshirt])).toEqual({
      kind: 'category',
      category: 'Kitchen',
    });
  });

  it('2. opens the single distinct category of several suggestions', () => {
    expect(resolveSearch('sound', [headphones, speaker])).toEqual({
      kind: 'category',
      category: 'Electronics',
    });
  });

  it("2. opens the first suggestion's category when they span several", () => {
    expect(resolveSearch('zen', [tshirt, headphones])).toEqual({ kind: 'category', category: 'Fashion' });
  });

  it('3. opens the product of a single suggestion', () => {
    expect(resolveSearch('headphones', [headphones])).toEqual({
      kind: 'product',
      category: 'Electronics',
      productId: headphones._id,
    });
  });

  it('4. opens a category whose name contains the query', () => {
    expect(resolveSearch('tron', [])).toEqual({ kind: 'category', category: 'Electronics' });
  });

  it('5. reports not found with the normalised query', () => {
    expect(resolveSearch('  Unicorn ', [])).toEqual({ kind: 'not-found', query: 'unicorn' });
  });
});

describe('sortByDisplay', () => {
  it('sorts alphabetically, ignoring case', () => {
    const sorted = sortByDisplay([{ display: 'zeta' }, { display: 'Alpha' }, { display: 'beta' }]);
    expect(sorted.map((s) => s.display)).toEqual(['Alpha', 'beta', 'zeta']);
  });
});
