// The route table of docs/product.md#overview, one for the browser and the server (docs/decisions/024-server-rendering.md).
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
 * loads before rendering the page. Server-rendered pages also name their source file, so the server can tell the
 * browser to fetch the page's code along with the HTML (docs/decisions/024-server-rendering.md).
 */
function page(load: () => Promise<PageModule>, name: string, source?: string) {
  return async () => {
    const module = await load();
    const handle: RouteHandle = { prefetch: module.prefetch as Prefetch | undefined, source };
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
      {
        index: true,
        lazy: page(
          () => import('../features/home/components/home-page.tsx'),
          'HomePage',
          'src/features/home/components/home-page.tsx',
        ),
      },
      { path: 'shop', element: <Navigate to="/shop/fashion" replace /> },
      {
        path: 'shop/:category',
        lazy: page(
          () => import('../features/catalog/components/category-page.tsx'),
          'CategoryPage',
          'src/features/catalog/components/category-page.tsx',
        ),
      },
      {
        path: 'shop/:category/:productId',
        lazy: page(
          () => import('../features/product/components/product-page.tsx'),
          'ProductPage',
          'src/features/product/components/product-page.tsx',
        ),
      },
      {
        path: 'search',
        lazy: page(
          () => import('../features/catalog/components/search-page.tsx'),
          'SearchPage',
          'src/features/catalog/components/search-page.tsx',
        ),
      },
      {
        path: 'product-not-found',
        lazy: page(
          () => import('../features/pages/components/product-not-found-page.tsx'),
          'ProductNotFoundPage',
          'src/features/pages/components/product-not-found-page.tsx',
        ),
      },
      {
        path: 'about',
        lazy: page(
          () => import('../features/pages/components/about-page.tsx'),
          'AboutPage',
          'src/features/pages/components/about-page.tsx',
        ),
      },
      {
        path: 'faq',
        lazy: page(
          () => import('../features/pages/components/faq-page.tsx'),
          'FaqPage',
          'src/features/pages/components/faq-page.tsx',
        ),
      },
      {
        path: 'terms',
        lazy: page(
          () => import('../features/pages/components/terms-page.tsx'),
          'TermsPage',
          'src/features/pages/components/terms-page.tsx',
        ),
      },
      {
        path: 'privacy',
        lazy: page(
          () => import('../features/pages/components/privacy-page.tsx'),
          'PrivacyPage',
          'src/features/pages/components/privacy-page.tsx',
        ),
      },
      {
        path: 'shipping',
        lazy: page(
          () => import('../features/pages/components/shipping-page.tsx'),
          'ShippingPage',
          'src/features/pages/components/shipping-page.tsx',
        ),
      },
      {
        path: 'returns',
        lazy: page(
          () => import('../features/pages/components/returns-page.tsx'),
          'ReturnsPage',
          'src/features/pages/components/returns-page.tsx',
        ),
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
