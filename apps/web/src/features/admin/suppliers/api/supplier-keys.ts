// Query keys of the admin's suppliers and purchase orders: each under one prefix, so a change refreshes all of it.
export const suppliersKey = ['admin', 'suppliers'] as const;
export const supplierKey = (id: string | undefined) => [...suppliersKey, id] as const;

export const purchaseOrdersKey = ['admin', 'purchase-orders'] as const;

/** The purchase-order list as the page filters it: one status (or all) and the page. */
export interface PurchaseOrderFilter {
  status?: string | undefined;
  page: number;
}

export const purchaseOrderListKey = (filter: PurchaseOrderFilter) => [...purchaseOrdersKey, filter] as const;
