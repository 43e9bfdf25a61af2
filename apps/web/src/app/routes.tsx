// The route table of spec §2, one for the browser and the server (docs/decisions/024-server-rendering.md).
// Every page is its own lazily loaded chunk; guarded pages need a token.
import { Navigate, type RouteObject } from 'react-router';
import { adminRoutes } from '../features/admin/admin-routes.tsx';
import type { Prefetch, RouteHandle } from '../lib/prefetch.ts';
import { RequireAuth } from './require-auth.tsx';
import { RootLayout } from './root-layout.tsx';
import { RouteError } from './route-error.tsx';

type PageModule = Record<string, unknown>;

/**
 * A lazy route whose module exports the page component under `name`, and optionally `prefetch`: what the server
 * loads before rendering the page (public pages only).
 */
function page(load: () => Promise<PageModule>, name: string) {
  return async () => {
    const module = await load();
    const handle: RouteHandle = { prefetch: module.prefetch as Prefetch | undefined };
    return { Component: module[name] as React.ComponentType, handle };
  };
}

export const routes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    errorElement: <RouteError />,
    // Shown only while the first page's code loads.
    HydrateFallback: () => <div className="min-h-screen" aria-busy="true" />,
    children: [
      { index: true, lazy: page(() => import('../features/home/components/home-page.tsx'), 'HomePage') },
      { path: 'shop', element: <Navigate to="/shop/fashion" replace /> },
      {
        path: 'shop/:category',
        lazy: page(() => import('../features/catalog/components/category-page.tsx'), 'CategoryPage'),
      },
      {
        path: 'shop/:category/:productId',
        lazy: page(() => import('../features/product/components/product-page.tsx'), 'ProductPage'),
      },
      {
        path: 'product-not-found',
        lazy: page(
          () => import('../features/pages/components/product-not-found-page.tsx'),
          'ProductNotFoundPage',
        ),
      },
      { path: 'about', lazy: page(() => import('../features/pages/components/about-page.tsx'), 'AboutPage') },
      { path: 'faq', lazy: page(() => import('../features/pages/components/faq-page.tsx'), 'FaqPage') },
      { path: 'terms', lazy: page(() => import('../features/pages/components/terms-page.tsx'), 'TermsPage') },
      {
        path: 'privacy',
        lazy: page(() => import('../features/pages/components/privacy-page.tsx'), 'PrivacyPage'),
      },
      {
        path: 'shipping',
        lazy: page(() => import('../features/pages/components/shipping-page.tsx'), 'ShippingPage'),
      },
      {
        path: 'returns',
        lazy: page(() => import('../features/pages/components/returns-page.tsx'), 'ReturnsPage'),
      },
      { path: 'auth', lazy: page(() => import('../features/auth/components/auth-page.tsx'), 'AuthPage') },
      { path: 'login', element: <Navigate to="/auth" replace /> },
      {
        Component: RequireAuth,
        children: [
          {
            path: 'checkout',
            lazy: page(() => import('../features/checkout/components/checkout-page.tsx'), 'CheckoutPage'),
          },
          { path: 'cart', lazy: page(() => import('../features/cart/components/cart-page.tsx'), 'CartPage') },
          {
            path: 'order',
            lazy: page(() => import('../features/orders/components/orders-page.tsx'), 'OrdersPage'),
          },
          {
            path: 'order/:id',
            lazy: page(
              () => import('../features/orders/components/order-details-page.tsx'),
              'OrderDetailsPage',
            ),
          },
          { path: 'admin', children: adminRoutes },
          {
            path: 'profile',
            lazy: page(() => import('../features/profile/components/profile-page.tsx'), 'ProfilePage'),
          },
        ],
      },
      {
        element: <RequireAuth needsUserId />,
        children: [
          {
            path: 'wishlist',
            lazy: page(() => import('../features/wishlist/components/wishlist-page.tsx'), 'WishlistPage'),
          },
        ],
      },
      { path: '*', lazy: page(() => import('./not-found-page.tsx'), 'NotFoundPage') },
    ],
  },
];
