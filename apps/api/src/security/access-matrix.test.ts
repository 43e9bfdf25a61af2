// Who may call what (docs/reliability.md, docs/product.md#accounts-access). The routes come from Fastify's own route table, so a route
// added later fails the first test until it is placed in one of the lists below. Every user-owned and admin route
// is then tried with no token, malformed, forged, expired and orphaned tokens, a customer's token on admin routes,
// and another shopper's token on resources Alice owns: only the owner or an admin gets through; everyone else
// gets 401/403/404 with a bare `{ message }` that names nothing of Alice's.
import type { InjectOptions, RouteOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { signTestToken } from '../../test/account-helpers.ts';
import { admin } from '../../test/admin-helpers.ts';
import {
  codOrder,
  type Shopper,
  setOrderStatus,
  shopper,
  stockedProduct,
  type TestProduct,
} from '../../test/order-helpers.ts';
import { multipart } from '../../test/review-helpers.ts';
import { useTestApp } from '../../test/test-app.ts';
import { insertSession } from '../modules/auth/sessions.repository.ts';

/** Routes anyone may call: the catalogue, sign-in and sign-up, provider callbacks (signed), pages, docs. */
const PUBLIC = new Set([
  'GET /api/health',
  'GET /api/homepage',
  'GET /api/products',
  'GET /api/products/filters',
  'GET /api/products/categories',
  'GET /api/products/search',
  'GET /api/products/:id',
  'GET /api/products/:id/price-details',
  'GET /api/products/:id/related',
  'POST /api/auth/register',
  'POST /api/auth/resend-otp',
  'POST /api/auth/verify-otp',
  'POST /api/auth/login',
  // The same answer for every address; the mailed code is the proof (password-reset.test.ts).
  'POST /api/auth/forgot-password',
  'POST /api/auth/reset-password',
  'GET /api/auth/google',
  'GET /api/auth/google/callback',
  // The one-time code and the browser's sign-in cookie are the proof (google-browser.test.ts).
  'POST /api/auth/google/exchange',
  'POST /api/newsletter',
  // Dates only: no cost price or supplier reaches the answer (delivery.test.ts).
  'GET /api/delivery-estimate',
  'GET /api/delivery-estimate/order',
  // India Post's public directory, nothing of the shop (delivery/pin-directory.test.ts).
  'GET /api/pin-codes/:pin',
  // The automatic offers live now, the same for everyone: titles and badges only (promotions/offers.test.ts).
  'GET /api/promotions/offers',
  'GET /api/reviews/:productId',
  // The cards of a visitor's own list of ids, the same for everyone (recently-viewed.test.ts).
  'GET /api/recently-viewed/products',
  // The signature, not a token, is the proof (docs/product.md#payment-online): orders-deny tests cover forged ones.
  'POST /api/orders/v1/paymentVerification',
  'POST /api/orders/v1/webhook',
  // The supplier's HMAC with its own secret is the proof (suppliers/purchase-orders.test.ts covers forged ones).
  'POST /api/suppliers/v1/webhook/:supplierId',
  // The sandbox supplier checks the shop's signature; it never exists in production (docs/decisions/027).
  'POST /sandbox-supplier/v1/purchase-orders',
  'GET /sitemap.xml',
  'GET /sitemaps/pages.xml',
  'GET /sitemaps/products-:chunk.xml',
  'GET /robots.txt',
  'GET /media/placeholder.svg',
  'GET /media/catalog/:file',
  'GET /media/uploads/*',
  'GET /*',
  // The sandbox gateway stands in for the provider's own servers; it never exists in production (config.ts).
  'GET /sandbox-gateway/checkout.js',
  'POST /sandbox-gateway/v1/orders',
  'POST /sandbox-gateway/v1/checkout/:orderId/pay',
  'POST /sandbox-gateway/v1/checkout/:orderId/fail',
  'POST /sandbox-gateway/v1/checkout/:orderId/authorize',
  'GET /sandbox-gateway/v1/payments/:id',
  'POST /sandbox-gateway/v1/payments/:id/refund',
  'POST /sandbox-gateway/v1/payments/:id/capture',
]);

let alice: Shopper;
let bob: Shopper;
let boss: Shopper;
let product: TestProduct;
let aliceOrderId: string;
let aliceReviewId: string;
/** A signed-in device of Alice's (docs/decisions/034): another shopper can neither see nor end it. */
const aliceSessionId = 'a11ce5e55100000000000001';
/** A promotion for the admin's promotion routes to name. */
const promotionId = '9a0b0c0d0e0f000000000001';
const routeTable: string[] = [];

const aliceAddress = {
  _id: 'alice-home',
  type: 'Home',
  address: '7 Secret Lane Aliceville',
  city: 'Mysuru',
  state: 'Karnataka',
  zipCode: '570001',
  country: 'India',
  phone: '+919812345678',
  isActive: true,
};

const t = useTestApp({
  template: 'demo',
  onRoute: (route: RouteOptions) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      // HEAD twins of GET routes are Fastify's own and share the GET's hooks.
      if (method !== 'HEAD') routeTable.push(`${method} ${route.url}`);
    }
  },
});
beforeAll(async () => {
  [alice, bob, boss] = await Promise.all([shopper(t), shopper(t), admin(t)]);
  await t.db
    .insertInto('promotions')
    .values({ id: promotionId, title: 'Free shipping', action: 'free_shipping' })
    .execute();
  product = await stockedProduct(t, 3, { stock: 40 });
  const order = await codOrder(t, alice, [{ product: product.id, quantity: 1 }]);
  aliceOrderId = order._id;
  await setOrderStatus(t, aliceOrderId, 'delivered');
  const form = await multipart({ rating: '4', comment: 'Alice liked it', productId: product.id });
  const review = await t.app.inject({
    method: 'POST',
    url: '/api/reviews',
    headers: { ...form.headers, ...alice.headers },
    payload: form.payload,
  });
  expect(review.statusCode, review.body).toBe(201);
  aliceReviewId = review.json().review._id;
  const cart = await t.app.inject({
    method: 'POST',
    url: '/api/cart/add',
    headers: alice.headers,
    payload: { productId: product.id, quantity: 2, filters: {} },
  });
  expect(cart.statusCode, cart.body).toBe(200);
  await t.app.inject({ method: 'POST', url: `/api/wishlist/${product.id}`, headers: alice.headers });
  const profile = await t.app.inject({
    method: 'PUT',
    url: '/api/auth/update',
    headers: alice.headers,
    payload: { addresses: [aliceAddress] },
  });
  expect(profile.statusCode, profile.body).toBe(200);
  await insertSession(t.db, {
    id: aliceSessionId,
    userId: alice.userId,
    ip: '192.0.2.1',
    userAgent: 'Alice',
  });
});

/** Every user-owned route, with a request aimed at Alice's own resources where the route names one. */
function userRoutes(): Record<string, InjectOptions> {
  const reviewForm = { 'content-type': 'multipart/form-data; boundary=x' };
  return {
    'GET /api/auth/update': { method: 'GET', url: '/api/auth/update' },
    'PUT /api/auth/update': { method: 'PUT', url: '/api/auth/update', payload: { firstName: 'Mallory' } },
    'POST /api/auth/verify-email': {
      method: 'POST',
      url: '/api/auth/verify-email',
      payload: { otp: '123456' },
    },
    'POST /api/auth/change-password': {
      method: 'POST',
      url: '/api/auth/change-password',
      payload: { currentPassword: 'x', newPassword: 'something long enough 1' },
    },
    'POST /api/auth/logout': { method: 'POST', url: '/api/auth/logout' },
    'GET /api/auth/sessions': { method: 'GET', url: '/api/auth/sessions' },
    'DELETE /api/auth/sessions/:id': { method: 'DELETE', url: `/api/auth/sessions/${aliceSessionId}` },
    'POST /api/auth/sessions/sign-out-others': { method: 'POST', url: '/api/auth/sessions/sign-out-others' },
    'GET /api/wishlist': { method: 'GET', url: '/api/wishlist' },
    'POST /api/wishlist/:productId': { method: 'POST', url: `/api/wishlist/${product.id}` },
    'DELETE /api/wishlist/:productId': { method: 'DELETE', url: `/api/wishlist/${product.id}` },
    // Recently viewed (docs/decisions/039): the shopper's own list, by the token alone.
    'GET /api/recently-viewed': { method: 'GET', url: '/api/recently-viewed' },
    'POST /api/recently-viewed': {
      method: 'POST',
      url: '/api/recently-viewed',
      payload: { productId: product.id },
    },
    'POST /api/recently-viewed/merge': {
      method: 'POST',
      url: '/api/recently-viewed/merge',
      payload: { items: [{ productId: product.id, viewedAt: new Date().toISOString() }] },
    },
    // "Notify me" (docs/decisions/037-variants.md): the shopper's own requests, by the token alone.
    'GET /api/products/:id/notify-me': { method: 'GET', url: `/api/products/${product.id}/notify-me` },
    'POST /api/products/:id/notify-me': {
      method: 'POST',
      url: `/api/products/${product.id}/notify-me`,
      payload: { filters: {} },
    },
    'DELETE /api/products/:id/notify-me': {
      method: 'DELETE',
      url: `/api/products/${product.id}/notify-me`,
      payload: { filters: {} },
    },
    'GET /api/cart': { method: 'GET', url: '/api/cart' },
    'POST /api/cart/add': {
      method: 'POST',
      url: '/api/cart/add',
      payload: { productId: product.id, quantity: 1, filters: {} },
    },
    'DELETE /api/cart/remove': {
      method: 'DELETE',
      url: '/api/cart/remove',
      payload: { productId: product.id, filters: {} },
    },
    // Saved for later (docs/decisions/039-phone-shopper-second-walk.md): the caller's own lists, by the token alone.
    'GET /api/cart/saved': { method: 'GET', url: '/api/cart/saved' },
    'POST /api/cart/saved': {
      method: 'POST',
      url: '/api/cart/saved',
      payload: { productId: product.id, filters: {} },
    },
    'POST /api/cart/saved/move-to-cart': {
      method: 'POST',
      url: '/api/cart/saved/move-to-cart',
      payload: { productId: product.id, filters: {} },
    },
    'DELETE /api/cart/saved': {
      method: 'DELETE',
      url: '/api/cart/saved',
      payload: { productId: product.id, filters: {} },
    },
    // The quote and the cart's coupon (docs/decisions/038-promotions.md): the caller's own cart, by the token alone.
    'POST /api/promotions/quote': {
      method: 'POST',
      url: '/api/promotions/quote',
      payload: { orderItems: [{ product: product.id, quantity: 1, filters: {} }] },
    },
    'PUT /api/cart/coupon': { method: 'PUT', url: '/api/cart/coupon', payload: { code: 'NOSUCHCODE' } },
    'DELETE /api/cart/coupon': { method: 'DELETE', url: '/api/cart/coupon' },
    'GET /api/orders': { method: 'GET', url: '/api/orders' },
    'POST /api/orders': { method: 'POST', url: '/api/orders', payload: { paymentMethod: 'cod' } },
    'GET /api/orders/:id': { method: 'GET', url: `/api/orders/${aliceOrderId}` },
    'PUT /api/orders/:id/cancel': {
      method: 'PUT',
      url: `/api/orders/${aliceOrderId}/cancel`,
      payload: { cancelReason: 'Changed my mind' },
    },
    'POST /api/orders/:id/return-request': {
      method: 'POST',
      url: `/api/orders/${aliceOrderId}/return-request`,
      payload: { message: 'Please take it back' },
    },
    'POST /api/orders/:id/confirm-cod': { method: 'POST', url: `/api/orders/${aliceOrderId}/confirm-cod` },
    'POST /api/checkout/cod-availability': {
      method: 'POST',
      url: '/api/checkout/cod-availability',
      payload: { orderItems: [{ product: product.id, quantity: 1, filters: {} }], postalCode: '560001' },
    },
    'GET /api/orders/v1/getKey': { method: 'GET', url: '/api/orders/v1/getKey' },
    'POST /api/orders/v1/payment/process': {
      method: 'POST',
      url: '/api/orders/v1/payment/process',
      payload: { amount: 1 },
    },
    'POST /api/reviews': { method: 'POST', url: '/api/reviews', headers: reviewForm, payload: '--x--\r\n' },
    'PUT /api/reviews/:reviewId': {
      method: 'PUT',
      url: `/api/reviews/${aliceReviewId}`,
      headers: reviewForm,
      payload: '--x--\r\n',
    },
    'DELETE /api/reviews/:reviewId': { method: 'DELETE', url: `/api/reviews/${aliceReviewId}` },
    // "Helpful" votes (docs/decisions/039): another shopper may vote on Alice's review; only the count changes.
    'PUT /api/reviews/:reviewId/helpful': { method: 'PUT', url: `/api/reviews/${aliceReviewId}/helpful` },
    'DELETE /api/reviews/:reviewId/helpful': {
      method: 'DELETE',
      url: `/api/reviews/${aliceReviewId}/helpful`,
    },
  };
}

/** Every admin route, aimed at Alice's order (or a real product) where it names one. */
function adminRoutes(): Record<string, InjectOptions> {
  return {
    'GET /api/admin/products': { method: 'GET', url: '/api/admin/products' },
    'POST /api/admin/products': { method: 'POST', url: '/api/admin/products', payload: {} },
    'GET /api/admin/products/export': { method: 'GET', url: '/api/admin/products/export?format=csv' },
    'POST /api/admin/products/import': {
      method: 'POST',
      url: '/api/admin/products/import?dryRun=true',
      headers: { 'content-type': 'application/json' },
      payload: '[]',
    },
    'GET /api/admin/products/:id': { method: 'GET', url: `/api/admin/products/${product.id}` },
    'PUT /api/admin/products/:id': { method: 'PUT', url: `/api/admin/products/${product.id}`, payload: {} },
    'DELETE /api/admin/products/:id': { method: 'DELETE', url: `/api/admin/products/${product.id}` },
    'POST /api/admin/products/:id/restore': {
      method: 'POST',
      url: `/api/admin/products/${product.id}/restore`,
    },
    'POST /api/admin/uploads': {
      method: 'POST',
      url: '/api/admin/uploads',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      payload: '--x--\r\n',
    },
    'GET /api/admin/audit': { method: 'GET', url: '/api/admin/audit' },
    'GET /api/admin/orders': { method: 'GET', url: '/api/admin/orders' },
    'GET /api/admin/orders/:id': { method: 'GET', url: `/api/admin/orders/${aliceOrderId}` },
    'PUT /api/admin/orders/:id/status': {
      method: 'PUT',
      url: `/api/admin/orders/${aliceOrderId}/status`,
      payload: { status: 'cancelled' },
    },
    'POST /api/admin/orders/:id/returned-to-origin': {
      method: 'POST',
      url: `/api/admin/orders/${aliceOrderId}/returned-to-origin`,
      payload: {},
    },
    'GET /api/admin/returns': { method: 'GET', url: '/api/admin/returns' },
    'POST /api/admin/returns/:id/handled': {
      method: 'POST',
      url: `/api/admin/returns/${aliceOrderId}/handled`,
    },
    'GET /api/admin/homepage': { method: 'GET', url: '/api/admin/homepage' },
    'PUT /api/admin/homepage/banners': { method: 'PUT', url: '/api/admin/homepage/banners', payload: {} },
    'PUT /api/admin/homepage/featured': { method: 'PUT', url: '/api/admin/homepage/featured', payload: {} },
    'PUT /api/admin/homepage/offers': { method: 'PUT', url: '/api/admin/homepage/offers', payload: {} },
    'GET /api/admin/dashboard': { method: 'GET', url: '/api/admin/dashboard' },
    'GET /api/admin/jobs/failed': { method: 'GET', url: '/api/admin/jobs/failed' },
    'GET /api/admin/suppliers': { method: 'GET', url: '/api/admin/suppliers' },
    'POST /api/admin/suppliers': { method: 'POST', url: '/api/admin/suppliers', payload: {} },
    // A demo supplier (db/seed/seed.ts DEMO_SUPPLIERS).
    'GET /api/admin/suppliers/:id': { method: 'GET', url: '/api/admin/suppliers/5a4d0b0c5e1f00000000a001' },
    'PUT /api/admin/suppliers/:id': {
      method: 'PUT',
      url: `/api/admin/suppliers/${'a'.repeat(24)}`,
      payload: {},
    },
    'GET /api/admin/purchase-orders': { method: 'GET', url: '/api/admin/purchase-orders' },
    'POST /api/admin/purchase-orders/:id/report': {
      method: 'POST',
      url: `/api/admin/purchase-orders/${'a'.repeat(24)}/report`,
      payload: {},
    },
    'POST /api/admin/purchase-orders/reports': {
      method: 'POST',
      url: '/api/admin/purchase-orders/reports',
      payload: {},
    },
    'GET /api/admin/sandbox-supplier/orders': { method: 'GET', url: '/api/admin/sandbox-supplier/orders' },
    'POST /api/admin/sandbox-supplier/orders/:id/:action': {
      method: 'POST',
      url: `/api/admin/sandbox-supplier/orders/${'a'.repeat(24)}/ship`,
    },
    'GET /api/admin/delivery-zones': { method: 'GET', url: '/api/admin/delivery-zones' },
    'PUT /api/admin/delivery-zones': { method: 'PUT', url: '/api/admin/delivery-zones', payload: {} },
    'GET /api/admin/promotions': { method: 'GET', url: '/api/admin/promotions' },
    'POST /api/admin/promotions': { method: 'POST', url: '/api/admin/promotions', payload: {} },
    'GET /api/admin/promotions/:id': { method: 'GET', url: `/api/admin/promotions/${promotionId}` },
    'PUT /api/admin/promotions/:id': {
      method: 'PUT',
      url: `/api/admin/promotions/${promotionId}`,
      payload: {},
    },
    'GET /api/admin/promotions/:id/report': {
      method: 'GET',
      url: `/api/admin/promotions/${promotionId}/report`,
    },
    'GET /api/admin/tax/categories': { method: 'GET', url: '/api/admin/tax/categories' },
    'PUT /api/admin/tax/categories/:category': {
      method: 'PUT',
      url: '/api/admin/tax/categories/Kitchen',
      payload: { hsnCode: '7323', gstRate: 12 },
    },
    'GET /api/admin/tax/invoices.csv': { method: 'GET', url: '/api/admin/tax/invoices.csv?month=2026-01' },
    'GET /api/admin/tax/credit-notes.csv': {
      method: 'GET',
      url: '/api/admin/tax/credit-notes.csv?month=2026-01',
    },
    'POST /api/admin/jobs/failed/:id/retry': {
      method: 'POST',
      url: '/api/admin/jobs/failed/00000000-0000-4000-8000-000000000000/retry',
    },
  };
}

function as(request: InjectOptions, authorization?: string): InjectOptions {
  const headers = { ...(request.headers as Record<string, string> | undefined) };
  if (authorization !== undefined) headers.authorization = authorization;
  return { ...request, headers };
}

/** Alice's identifying data: none of it may appear in an answer to anyone else. */
function aliceSecrets(): string[] {
  return [
    alice.email,
    alice.userId,
    aliceOrderId,
    aliceReviewId,
    aliceAddress.address,
    'Alice liked it',
    aliceSessionId,
  ];
}

function expectRefusal(response: { statusCode: number; body: string }, allowed: number[], name: string) {
  expect(allowed, `${name}: ${response.statusCode} ${response.body.slice(0, 200)}`).toContain(
    response.statusCode,
  );
  const body = JSON.parse(response.body) as Record<string, unknown>;
  expect(Object.keys(body), name).toEqual(['message']);
  expect(typeof body.message, name).toBe('string');
  for (const secret of aliceSecrets()) expect(response.body, name).not.toContain(secret);
}

/** What Alice has, read straight from the database: the other shoppers' attempts must leave it as it was. */
async function aliceState() {
  const [order, review, cart, wishlist, user, sessions] = await Promise.all([
    t.db.selectFrom('orders').select(['order_status']).where('id', '=', aliceOrderId).executeTakeFirst(),
    t.db
      .selectFrom('reviews')
      .select(['comment', 'rating'])
      .where('id', '=', aliceReviewId)
      .executeTakeFirst(),
    t.db
      .selectFrom('cart_items')
      .select(['product_id', 'quantity'])
      .where('user_id', '=', alice.userId)
      .execute(),
    t.db.selectFrom('wishlist_items').select(['product_id']).where('user_id', '=', alice.userId).execute(),
    t.db
      .selectFrom('users')
      .select(['first_name', 'addresses', 'password_hash', 'email'])
      .where('id', '=', alice.userId)
      .executeTakeFirst(),
    t.db.selectFrom('sessions').select('id').where('user_id', '=', alice.userId).execute(),
  ]);
  const returns = await t.db
    .selectFrom('order_return_requests')
    .select('message')
    .where('order_id', '=', aliceOrderId)
    .execute();
  return { order, review, cart, wishlist, user, returns, sessions };
}

describe('the access matrix', () => {
  it('places every route of the route table in exactly one list', () => {
    const user = Object.keys(userRoutes());
    const admins = Object.keys(adminRoutes());
    // Swagger UI and the built web app's files are static and public. A build's server renderer (ssr/) and manifest
    // (.vite/) get routes from the static plugin too, which refuses them (web.routes.ts, allowedPath; web.test.ts).
    const isStatic = (route: string) =>
      route.startsWith('GET /api/docs') || /^GET \/(assets\/|ssr\/|\.vite\/|index\.html|favicon)/.test(route);
    const unplaced = routeTable.filter(
      (route) => !isStatic(route) && !PUBLIC.has(route) && !user.includes(route) && !admins.includes(route),
    );
    expect(unplaced, 'new routes: add each to PUBLIC, userRoutes() or adminRoutes()').toEqual([]);
    const gone = [...PUBLIC, ...user, ...admins].filter((route) => !routeTable.includes(route));
    expect(gone, 'listed routes that no longer exist').toEqual([]);
    for (const route of admins) expect(route).toMatch(/^\w+ \/api\/admin\//);
  });

  it('answers 401 { message } on every user and admin route without a usable token', async () => {
    const expired = await signTestToken(
      t.config.jwtSecret,
      { userId: alice.userId },
      Math.floor(Date.now() / 1000) - 60,
    );
    const forged = await signTestToken('another-secret-that-is-long-enough-for-hs256', {
      userId: alice.userId,
    });
    const orphan = await signTestToken(t.config.jwtSecret, { userId: '0123456789abcdef01234567' });
    const noUser = await signTestToken(t.config.jwtSecret, { sub: alice.userId });
    const [header, payload] = forged.split('.');
    const unsigned = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${payload}.`;
    const credentials: Record<string, string | undefined> = {
      'no token': undefined,
      'empty bearer': 'Bearer ',
      'not a JWT': 'Bearer not-a-token',
      'wrong scheme': `Basic ${Buffer.from('alice:pw').toString('base64')}`,
      'token without scheme': forged,
      'forged signature': `Bearer ${forged}`,
      'alg none': `Bearer ${unsigned}`,
      'header only': `Bearer ${header}`,
      expired: `Bearer ${expired}`,
      'deleted user': `Bearer ${orphan}`,
      'no userId claim': `Bearer ${noUser}`,
    };
    const before = await aliceState();
    for (const [route, request] of Object.entries({ ...userRoutes(), ...adminRoutes() })) {
      for (const [name, authorization] of Object.entries(credentials)) {
        expectRefusal(await t.app.inject(as(request, authorization)), [401], `${route} with ${name}`);
      }
    }
    expect(await aliceState()).toEqual(before);
  });

  it("answers 403 to a customer's token on every admin route, and changes nothing", async () => {
    const before = await aliceState();
    for (const [route, request] of Object.entries(adminRoutes())) {
      for (const who of [alice, bob]) {
        expectRefusal(await t.app.inject(as(request, who.headers.authorization)), [403], route);
      }
    }
    expect(await aliceState()).toEqual(before);
  });

  it("never shows or changes Alice's resources for another shopper", async () => {
    const before = await aliceState();
    // Routes that name Alice's order or review: the same 404 a missing id gets.
    const named = [
      'GET /api/orders/:id',
      'PUT /api/orders/:id/cancel',
      'POST /api/orders/:id/return-request',
      'POST /api/orders/:id/confirm-cod',
      'DELETE /api/reviews/:reviewId',
      'DELETE /api/auth/sessions/:id',
    ];
    const routes = userRoutes();
    for (const route of named) {
      const request = routes[route];
      if (!request) throw new Error(route);
      expectRefusal(await t.app.inject(as(request, bob.headers.authorization)), [404], route);
    }
    const edit = await multipart({ rating: '1', comment: 'Bob was here' });
    expectRefusal(
      await t.app.inject({
        method: 'PUT',
        url: `/api/reviews/${aliceReviewId}`,
        headers: { ...edit.headers, ...bob.headers },
        payload: edit.payload,
      }),
      [404],
      'PUT /api/reviews/:reviewId',
    );
    // Routes scoped by the token alone: Bob sees and changes only his own things.
    for (const route of [
      'GET /api/cart',
      'GET /api/cart/saved',
      'GET /api/wishlist',
      'GET /api/orders',
      'GET /api/auth/update',
      'GET /api/auth/sessions',
    ]) {
      const request = routes[route];
      if (!request) throw new Error(route);
      const response = await t.app.inject(as(request, bob.headers.authorization));
      expect(response.statusCode, route).toBe(200);
      for (const secret of aliceSecrets()) expect(response.body, route).not.toContain(secret);
    }
    for (const route of [
      'DELETE /api/cart/remove',
      'DELETE /api/wishlist/:productId',
      // Alice's cart line is not Bob's to move: he has none, so nothing of hers changes.
      'POST /api/cart/saved',
      'DELETE /api/cart/saved',
    ]) {
      const request = routes[route];
      if (!request) throw new Error(route);
      const response = await t.app.inject(as(request, bob.headers.authorization));
      expect(response.statusCode, route).toBeLessThan(500);
    }
    expect(await aliceState()).toEqual(before);
  });

  it('lets Alice at her own resources and an admin through every admin route it reads', async () => {
    for (const route of [
      'GET /api/orders/:id',
      'GET /api/cart',
      'GET /api/wishlist',
      'GET /api/auth/update',
    ]) {
      const request = userRoutes()[route];
      if (!request) throw new Error(route);
      const response = await t.app.inject(as(request, alice.headers.authorization));
      expect(response.statusCode, route).toBe(200);
    }
    const mine = await t.app.inject(as(userRoutes()['GET /api/cart'] ?? {}, alice.headers.authorization));
    expect(mine.json().items).toHaveLength(1);
    for (const [route, request] of Object.entries(adminRoutes())) {
      if (request.method !== 'GET') continue;
      const response = await t.app.inject(as(request, boss.headers.authorization));
      expect(response.statusCode, `${route}: ${response.body.slice(0, 200)}`).toBe(200);
    }
  });
});
