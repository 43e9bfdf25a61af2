// The pages offer exactly the orders and quick prices the API's query accepts: one it refused would be a page
// asking for something that fails.
import { describe, expect, it } from 'vitest';
import { productListQuerySchema } from './catalog.schemas.ts';
import { PRICE_CHOICES, SORT_ORDERS } from './list-options.ts';

describe('list options', () => {
  it('are values the product list query accepts', () => {
    for (const sort of SORT_ORDERS) expect(productListQuerySchema.parse({ sort }).sort).toBe(sort);
    for (const { minPrice, maxPrice } of PRICE_CHOICES) {
      const query = productListQuerySchema.parse({ minPrice, maxPrice, page: '1' });
      expect([query.minPrice, query.maxPrice]).toEqual([minPrice, maxPrice]);
    }
  });
});
