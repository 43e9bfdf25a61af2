// Query keys of the admin's promotions, all under one prefix: the list, one promotion as its form loaded it, its report.
export const promotionsKey = ['admin', 'promotions'] as const;
export const promotionListKey = [...promotionsKey, 'list'] as const;
export const promotionKey = (id: string) => [...promotionsKey, 'one', id] as const;
export const promotionReportKey = (id: string) => [...promotionsKey, 'report', id] as const;
