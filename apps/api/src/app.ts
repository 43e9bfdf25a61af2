// Builds the Fastify application: schema compilers, OpenAPI docs, error handling, API modules and the web app.
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { createPaymentGateway } from './adapters/create-payment-gateway.ts';
import { createStorage } from './adapters/create-storage.ts';
import { createMailer } from './adapters/mailer.ts';
import { createOidcProvider } from './adapters/oidc.ts';
import type { PaymentGateway } from './adapters/payment-gateway.ts';
import { SandboxGateway } from './adapters/sandbox-gateway.ts';
import type { Config } from './config.ts';
import type { Db } from './db/database.ts';
import { jobHandlers } from './jobs/job-handlers.ts';
import { createJobQueue } from './jobs/job-queue.ts';
import { closeConnectionsOnShutdown } from './lib/close-connections-on-shutdown.ts';
import { registerCompression } from './lib/compression.ts';
import { installErrorHandler } from './lib/error-handler.ts';
import { configureImageWork } from './lib/image-work.ts';
import { acceptEmptyJsonBodies } from './lib/json-body.ts';
import { serializeRequest } from './lib/log-redaction.ts';
import { createRateLimiter, mergeOverrides, type RateLimitOverrides } from './lib/rate-limiter.ts';
import { rejectNulCharacters } from './lib/reject-nul.ts';
import { registerSecurityHeaders } from './lib/security-headers.ts';
import { adminRoutes } from './modules/admin/admin.routes.ts';
import { adminDashboardRoutes } from './modules/admin-dashboard/admin-dashboard.routes.ts';
import { adminHomepageRoutes } from './modules/admin-homepage/admin-homepage.routes.ts';
import { adminJobRoutes } from './modules/admin-jobs/admin-jobs.routes.ts';
import { adminOrderRoutes } from './modules/admin-orders/admin-orders.routes.ts';
import type { AccountDeps } from './modules/auth/account.deps.ts';
import { createAuthGuard } from './modules/auth/auth.guard.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { sessionRoutes } from './modules/auth/sessions.routes.ts';
import { cartRoutes } from './modules/cart/cart.routes.ts';
import { savedForLaterRoutes } from './modules/cart/saved-for-later.routes.ts';
import { catalogRoutes, createCatalogCache } from './modules/catalog/catalog.routes.ts';
import { CatalogIndexKeeper } from './modules/catalog/catalog-index.service.ts';
import { checkoutRoutes } from './modules/checkout/checkout.routes.ts';
import { couponRoutes } from './modules/checkout/coupon.routes.ts';
import { paymentProviderRoutes } from './modules/checkout/payment-callbacks.routes.ts';
import { adminDeliveryRoutes, deliveryRoutes } from './modules/delivery/delivery.routes.ts';
import { pinCodeRoutes } from './modules/delivery/pin-codes.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { mediaRoutes } from './modules/media/media.routes.ts';
import { newsletterRoutes } from './modules/newsletter/newsletter.routes.ts';
import type { OrdersDeps } from './modules/orders/orders.deps.ts';
import { orderRoutes } from './modules/orders/orders.routes.ts';
import { profileRoutes } from './modules/profile/profile.routes.ts';
import { offersRoutes } from './modules/promotions/offers.routes.ts';
import { createOffersCache } from './modules/promotions/offers.service.ts';
import { adminPromotionRoutes } from './modules/promotions/promotions-admin.routes.ts';
import { recentlyViewedRoutes } from './modules/recently-viewed/recently-viewed.routes.ts';
import { reviewRoutes } from './modules/reviews/reviews.routes.ts';
import { uploadsRoutes } from './modules/reviews/uploads.routes.ts';
import { sandboxGatewayRoutes } from './modules/sandbox-gateway/sandbox-gateway.routes.ts';
import { sandboxSupplierRoutes, webhookPoster } from './modules/sandbox-supplier/sandbox-supplier.routes.ts';
import { pageMetaResolver, seoRoutes } from './modules/seo/seo.routes.ts';
import { stockAlertRoutes } from './modules/stock-alerts/stock-alerts.routes.ts';
import {
  adminPurchaseOrderRoutes,
  supplierWebhookRoutes,
} from './modules/suppliers/purchase-orders.routes.ts';
import { adminSupplierRoutes } from './modules/suppliers/suppliers.routes.ts';
import { webAppRoutes } from './modules/web/web.routes.ts';
import { wishlistRoutes } from './modules/wishlist/wishlist.routes.ts';
import { connectionOptions, limitConnections } from './plugins/connection-limits.ts';
import { registerCookies } from './plugins/cookies.ts';
import { registerJobQueue } from './plugins/job-queue.ts';
import { registerLoadShedding } from './plugins/load-shedding.ts';
import { registerRateLimits } from './plugins/rate-limits.ts';

export interface AppDeps {
  config: Config;
  db: Db;
  /** The same database's URL: the job queue keeps a few connections of its own (docs/decisions/025). */
  databaseUrl: string;
  /** Where log lines go instead of stdout (tests read them back). */
  logStream?: { write(line: string): void };
  /** Replaces single rate limits (tests). */
  rateLimits?: RateLimitOverrides;
  /** Replaces the configured payment gateway (tests: a provider that fails). */
  paymentGateway?: PaymentGateway;
  /** Sees every route as it is added (tests enumerate the route table, so no route escapes them). */
  onRoute?: (route: RouteOptions) => void;
}

function trustNearestHops(hops: number): (address: string, hop: number) => boolean {
  return (_address, hop) => hop < hops;
}

export async function buildApp({
  config,
  db,
  databaseUrl,
  logStream,
  rateLimits,
  paymentGateway,
  onRoute,
}: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : {
            level: config.logLevel,
            // Tokens travel in the Authorization header: never write it to a log line (docs/product.md#accounts-sessions).
            redact: ['req.headers.authorization', 'req.headers.cookie'],
            // Nor in an address: sign-in pages' queries and secret-named parameters (lib/log-redaction.ts).
            serializers: { req: serializeRequest },
            ...(logStream && { stream: logStream }),
          },
    // A hop count trusts that many proxies nearest the server, as Fastify documents (its types omit numbers).
    trustProxy:
      typeof config.trustProxy === 'number' ? trustNearestHops(config.trustProxy) : config.trustProxy,
    bodyLimit: 1_048_576,
    // Slow or idle clients are cut off; a request cut off is answered with { message } (docs/decisions/017).
    ...connectionOptions(config.limits.connections),
  });
  limitConnections(app, config.limits.connections, config.trustProxy);
  if (onRoute) app.addHook('onRoute', onRoute);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandler(app);
  // First, so a shed or over-budget request costs as little as possible (docs/decisions/017).
  await registerLoadShedding(app, config.limits.maxEventLoopDelayMs);
  await registerRateLimits(app, config.limits);
  acceptEmptyJsonBodies(app);
  rejectNulCharacters(app);
  await registerSecurityHeaders(app, config);
  closeConnectionsOnShutdown(app);
  await registerCompression(app);
  // The Google sign-in's browser cookie (docs/decisions/021-sessions.md).
  await registerCookies(app);

  await app.register(swagger, {
    openapi: {
      info: { title: `${config.shop.name} API`, version: '1.0.0' },
      servers: [{ url: config.publicUrl }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  // Database-backed limits hold across server processes: the setting's values, then a test's.
  const limiter = createRateLimiter(db, mergeOverrides(config.limits.rateLimits, rateLimits));
  // One queue in front of sharp for the whole process: catalogue renders, review and product photos (decision 018).
  configureImageWork(config.images);
  // Mails, refunds and periodic work (docs/decisions/025): enqueued in the services' transactions.
  const jobs = createJobQueue(config, databaseUrl, app.log);
  const accounts: AccountDeps = {
    db,
    config,
    log: app.log,
    mailer: createMailer(config, app.log),
    jobs,
    limiter,
    oidc: createOidcProvider(config),
  };
  if (config.env === 'production' && !config.mail.smtpUrl) {
    app.log.warn(
      `SMTP_URL is not set: mails (sign-up codes too) are only written to ${config.mail.outboxDir}`,
    );
  }
  // Later signed-in modules (cart, wishlist, orders, reviews) take this same guard.
  const guard = createAuthGuard(db, config);

  await app.register(healthRoutes(db));
  const catalogCache = createCatalogCache(db, { maxBytes: config.catalogCacheBytes });
  const catalogIndex = new CatalogIndexKeeper(
    db,
    (error) =>
      app.log.warn({ err: error }, 'reading the popularity order failed; tried again on a later request'),
    databaseUrl,
    { buildTimeoutMs: config.catalogIndexBuildTimeoutMs },
  );
  await app.register(catalogRoutes(db, catalogCache, catalogIndex));
  await app.register(authRoutes(accounts));
  await app.register(profileRoutes(accounts, guard));
  await app.register(sessionRoutes(accounts, guard));
  await app.register(wishlistRoutes(db, guard));
  // Recently viewed products, in the browser and on the account (docs/decisions/039).
  await app.register(recentlyViewedRoutes(db, guard, limiter));
  await app.register(stockAlertRoutes({ db, config }, guard, limiter));
  await app.register(cartRoutes(db, guard, config.limits.maxUnitsPerProduct));
  // Saved for later beside the cart (docs/decisions/039-phone-shopper-second-walk.md).
  await app.register(savedForLaterRoutes(db, guard, config.limits));
  const gateway = paymentGateway ?? createPaymentGateway(config, db);
  const orders: OrdersDeps = {
    db,
    config,
    gateway,
    mailer: accounts.mailer,
    jobs,
    log: app.log,
    limiter,
    // Purchase orders to suppliers' webhooks; to the sandbox supplier inside this process (decision 027).
    postWebhook: webhookPoster(app, config),
  };
  await registerJobQueue(app, jobs, jobHandlers(orders), config);
  await app.register(checkoutRoutes(orders, guard));
  // The quote and the cart's coupon (docs/decisions/038-promotions.md).
  await app.register(couponRoutes(orders, guard));
  await app.register(orderRoutes(orders, guard));
  await app.register(paymentProviderRoutes(orders));
  await app.register(supplierWebhookRoutes(orders));
  if (config.env !== 'production') await app.register(sandboxSupplierRoutes(db, config, guard));
  // The sandbox's checkout page and API exist only when it is the gateway (never in production, docs/product.md#payment-online).
  if (gateway.sandbox && gateway instanceof SandboxGateway) {
    await app.register(sandboxGatewayRoutes(gateway, config));
  }
  await app.register(newsletterRoutes(db, limiter));
  await app.register(deliveryRoutes(db, config.delivery));
  // Automatic offers for product cards, kept a few seconds in this process (docs/decisions/038-promotions.md).
  const offers = createOffersCache(db);
  await app.register(offersRoutes(offers));
  await app.register(pinCodeRoutes());
  await app.register(mediaRoutes(config, db));
  // Review photos on local disk, or in an S3-compatible bucket that serves them itself (docs/product.md#reviews).
  const uploads = createStorage(config);
  await app.register(reviewRoutes(db, guard, uploads, limiter));
  if (uploads.kind === 'local') await app.register(uploadsRoutes(uploads));
  // The shop's back office (docs/decisions/013-shop-admin.md): every /api/admin route checks the stored role first.
  await app.register(adminRoutes({ db, storage: uploads, log: app.log }, guard));
  await app.register(adminOrderRoutes(orders, guard));
  await app.register(adminHomepageRoutes(db, guard));
  await app.register(adminDashboardRoutes(db, guard));
  await app.register(adminJobRoutes({ db, jobs }, guard));
  await app.register(adminSupplierRoutes(db, guard));
  await app.register(adminPurchaseOrderRoutes(orders, guard));
  await app.register(adminDeliveryRoutes(db, guard));
  await app.register(adminPromotionRoutes({ db, offers }, guard));
  await app.register(seoRoutes(db, config));
  await app.register(webAppRoutes(config, catalogCache, pageMetaResolver(db, config)));
  return app;
}
