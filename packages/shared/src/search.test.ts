// What Enter in the search box does (docs/product.md#search-enter), in order: an exact category name, one matching
// product, no match, anything else.
import { describe, expect, it } from 'vitest';
import { categoryNamed, resolveSearch } from './search.ts';

const kettle = { _id: 'a'.repeat(24), category: 'Kitchen' };
const kettlebell = { _id: 'b'.repeat(24), category: 'Fitness' };
const none = { total: 0, products: [] };

describe('resolveSearch', () => {
  it('does nothing for empty or blank text', () => {
    expect(resolveSearch('', { total: 3, products: [kettle] })).toBeUndefined();
    expect(resolveSearch('   ', { total: 3, products: [kettle] })).toBeUndefined();
  });

  it('opens a category whose name is typed exactly, whatever the case and whatever it matches', () => {
    expect(resolveSearch('  KITCHEN ', { total: 40, products: [kettlebell] })).toEqual({
      kind: 'category',
      category: 'Kitchen',
    });
    expect(categoryNamed(' Pets')).toBe('Pets');
    // A category's name inside the text is a search, not that category.
    expect(categoryNamed('pet bowl')).toBeUndefined();
  });

  it('opens the product when exactly one matches', () => {
    expect(resolveSearch('Prestige Electric Kettle 1.5 L', { total: 1, products: [kettle] })).toEqual({
      kind: 'product',
      category: 'Kitchen',
      productId: kettle._id,
    });
  });

  it('reports not found with the normalised query when nothing matches', () => {
    expect(resolveSearch('  Qzxwv   Unicorn ', none)).toEqual({ kind: 'not-found', query: 'qzxwv unicorn' });
    // No step opens a category whose name merely contains the text any more.
    expect(resolveSearch('ectronic', none)).toEqual({ kind: 'not-found', query: 'ectronic' });
  });

  it('opens the results page for several matches, even all of one category', () => {
    expect(resolveSearch('Kettle', { total: 24, products: [kettle] })).toEqual({
      kind: 'results',
      query: 'kettle',
    });
    expect(resolveSearch('steel kettle', { total: 2, products: [kettle] })).toEqual({
      kind: 'results',
      query: 'steel kettle',
    });
  });
});
