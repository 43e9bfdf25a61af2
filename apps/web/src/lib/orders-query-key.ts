/** The cache key of the shopper's order list: placing an order (checkout) refreshes what the orders page shows. */
export const ordersQueryKey = ['orders'] as const;
