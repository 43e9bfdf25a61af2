// The back office's routes (issue: shop admin). Only this table is in the shop's main bundle: the frame and
// every page are lazily loaded chunks, so shoppers never download them.
import type { RouteObject } from 'react-router';

type PageModule = Record<string, unknown>;

function page(load: () => Promise<PageModule>, name: string) {
  return async () => ({ Component: (await load())[name] as React.ComponentType });
}

/** A record's form answers both `{list}/new` and `{list}/:id`, the record it edits. */
function formPages(list: string, lazy: ReturnType<typeof page>): RouteObject[] {
  return [
    { path: `${list}/new`, lazy },
    { path: `${list}/:id`, lazy },
  ];
}

export const adminRoutes: RouteObject[] = [
  {
    lazy: page(() => import('./shell/admin-shell.tsx'), 'AdminShell'),
    children: [
      { index: true, lazy: page(() => import('./dashboard/dashboard-page.tsx'), 'DashboardPage') },
      { path: 'orders', lazy: page(() => import('./orders/orders-page.tsx'), 'AdminOrdersPage') },
      { path: 'orders/:id', lazy: page(() => import('./orders/order-page.tsx'), 'AdminOrderPage') },
      { path: 'returns', lazy: page(() => import('./orders/returns-page.tsx'), 'ReturnsPage') },
      { path: 'products', lazy: page(() => import('./products/products-page.tsx'), 'AdminProductsPage') },
      ...formPages(
        'products',
        page(() => import('./products/product-form-page.tsx'), 'ProductFormPage'),
      ),
      {
        path: 'promotions',
        lazy: page(() => import('./promotions/promotions-page.tsx'), 'PromotionsPage'),
      },
      ...formPages(
        'promotions',
        page(() => import('./promotions/promotion-form-page.tsx'), 'PromotionFormPage'),
      ),
      { path: 'homepage', lazy: page(() => import('./homepage/homepage-page.tsx'), 'HomepagePage') },
      { path: 'audit', lazy: page(() => import('./audit/audit-page.tsx'), 'AuditPage') },
      { path: 'jobs', lazy: page(() => import('./jobs/failed-jobs-page.tsx'), 'FailedJobsPage') },
      { path: 'suppliers', lazy: page(() => import('./suppliers/suppliers-page.tsx'), 'SuppliersPage') },
      ...formPages(
        'suppliers',
        page(() => import('./suppliers/supplier-form-page.tsx'), 'SupplierFormPage'),
      ),
      {
        path: 'purchase-orders',
        lazy: page(() => import('./suppliers/purchase-orders-page.tsx'), 'PurchaseOrdersPage'),
      },
      {
        path: 'delivery',
        lazy: page(() => import('./delivery/delivery-zones-page.tsx'), 'DeliveryZonesPage'),
      },
      { path: 'tax', lazy: page(() => import('./tax/tax-page.tsx'), 'TaxPage') },
    ],
  },
];
