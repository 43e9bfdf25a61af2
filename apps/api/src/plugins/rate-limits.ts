// The per-IP baseline on every route (docs/decisions/017-limits-on-one-visitor.md): @fastify/rate-limit with its
// in-memory store, so it costs no database round trip per request. The counts are per server process: N processes
// behind a load balancer let one address make up to N times the budget. Sensitive, low-rate actions (sign-in,
// orders, checkouts, reviews, newsletter) have the database-backed limits of lib/rate-limiter.ts as well, which
// hold across processes.
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import { AppError } from '../lib/app-error.ts';
import { isPageRenderRequest } from '../lib/page-render-requests.ts';
import { visitorBlock } from '../lib/visitor-block.ts';

export const TOO_MANY_REQUESTS =
  'Too many requests from your connection. Please wait a minute and try again.';

/** Routes that cost more than a cached read get their own, smaller budget per IP. */
type Budget = 'catalogueQueries' | 'media' | 'deliveryEstimates' | 'supplierWebhooks' | 'pages';
const BUDGET_OF_ROUTE: ReadonlyMap<string, Budget> = new Map([
  // Listings and suggestions with the visitor's own filters and words: often a fresh database query each.
  ['/api/products', 'catalogueQueries'],
  ['/api/products/filters', 'catalogueQueries'],
  ['/api/products/search', 'catalogueQueries'],
  // Pictures: a miss renders with sharp.
  ['/media/catalog/:file', 'media'],
  // A PIN code per ask, so answers are rarely shared; each reads products and suppliers (docs/decisions/028).
  ['/api/delivery-estimate', 'deliveryEstimates'],
  ['/api/delivery-estimate/order', 'deliveryEstimates'],
  // The same reads for the cart's zones, priced (docs/decisions/030-cash-on-delivery-risk.md).
  ['/api/checkout/cod-availability', 'deliveryEstimates'],
  // The address form's PIN code lookup, asked beside the estimates (docs/decisions/036-checkout-for-india.md).
  ['/api/pin-codes/:pin', 'deliveryEstimates'],
  // Each report checks an HMAC and may write a row (docs/decisions/027-purchase-orders.md).
  ['/api/suppliers/v1/webhook/:supplierId', 'supplierWebhooks'],
  // Pages of the web app: a new address (say a category with fresh filters) is rendered on the server with its
  // own catalogue query, which the renderer's data requests do not count (docs/decisions/024-server-rendering.md).
  ['/*', 'pages'],
]);
/** Monitoring must see the truth even while one address is over its budget. */
const UNLIMITED_ROUTES = new Set(['/api/health']);

const budgetOf = (request: FastifyRequest): Budget | undefined =>
  BUDGET_OF_ROUTE.get(request.routeOptions.url ?? '');

export async function registerRateLimits(app: FastifyInstance, limits: Config['limits']): Promise<void> {
  const max: Record<Budget | 'all', number> = {
    all: limits.requestsPerMinute,
    catalogueQueries: limits.searchPerMinute,
    media: limits.mediaPerMinute,
    deliveryEstimates: limits.deliveryPerMinute,
    supplierWebhooks: limits.supplierWebhookPerMinute,
    pages: limits.pagesPerMinute,
  };
  // Runs before the plugin's own onRoute hook, which reads `config.rateLimit`.
  app.addHook('onRoute', (route) => {
    if (UNLIMITED_ROUTES.has(route.url)) route.config = { ...route.config, rateLimit: false };
  });
  await app.register(rateLimit, {
    global: true,
    timeWindow: 60_000,
    // One count per visitor and budget (an IPv4 address or an IPv6 /64: visitorBlock); a route with its own budget
    // does not use up the general one.
    keyGenerator: (request) => {
      const budget = budgetOf(request);
      const visitor = visitorBlock(request.ip);
      return budget === undefined ? visitor : `${budget}:${visitor}`;
    },
    max: (request) => max[budgetOf(request) ?? 'all'],
    // The server renderer's own requests for a page's data: the page request was counted (docs/decisions/024).
    allowList: (request) => isPageRenderRequest(request),
    // Only a refused request says how long to wait; others carry no extra headers.
    addHeadersOnExceeding: {
      'x-ratelimit-limit': false,
      'x-ratelimit-remaining': false,
      'x-ratelimit-reset': false,
    },
    addHeaders: {
      'x-ratelimit-limit': false,
      'x-ratelimit-remaining': false,
      'x-ratelimit-reset': false,
      'retry-after': true,
    },
    errorResponseBuilder: () => new AppError('RATE_LIMITED', TOO_MANY_REQUESTS),
  });
}
