// The pages' addresses offer exactly the orders and filters the API's query accepts: an order or a filter value
// the API does not know would be a page asking for something that fails, one it knows and the page not a choice
// the shopper never gets.
import { describe, expect, it } from 'vitest';
import * as schemas from './catalog.schemas.ts';
import { DISCOUNT_FILTERS, MAX_QUERY_LENGTH, RATING_FILTERS, SORT_ORDERS } from './list-options.ts';

describe('list options', () => {
  it('are the values of the product list query', () => {
    expect(SORT_ORDERS).toEqual(schemas.SORT_ORDERS);
    expect(RATING_FILTERS).toEqual(schemas.RATING_FILTERS);
    expect(DISCOUNT_FILTERS).toEqual(schemas.DISCOUNT_FILTERS);
    expect(MAX_QUERY_LENGTH).toBe(schemas.MAX_QUERY_LENGTH);
    for (const sort of SORT_ORDERS) expect(schemas.productListQuerySchema.parse({ sort }).sort).toBe(sort);
  });
});
