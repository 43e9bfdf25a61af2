// The only reader of process.env: parses it once with zod and fails at boot naming every bad variable.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { DEFAULT_ORDER_NUMBER_PREFIX, ORDER_NUMBER_PREFIX_PATTERN } from '@shop/shared/order-number';
import { FREE_SHIPPING_OVER, RETURN_WINDOW_DAYS } from '@shop/shared/shop-policy';
import { z } from 'zod';
import { hmacSha256Hex } from './adapters/payment-gateway.ts';
import type { S3StorageSettings } from './adapters/s3-storage.ts';
import { type GstSettings, gstEnvShape, parseGstSettings } from './gst-settings.ts';
import { type RateLimitOverrides, rateLimitOverridesSchema } from './lib/rate-limiter.ts';

const optionalText = z
  .string()
  .optional()
  .transform((value) => (value?.trim() ? value.trim() : undefined));

/** A yes-or-no setting, written `true` or `false`. */
function flag(byDefault: 'true' | 'false') {
  return z
    .enum(['true', 'false'])
    .default(byDefault)
    .transform((value) => value === 'true');
}

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: optionalText.pipe(z.url({ protocol: /^postgres(ql)?$/ }).optional()),
  DATA_DIR: z.string().default('./data'),
  JWT_SECRET: optionalText.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
  PUBLIC_URL: optionalText.pipe(z.url().optional()),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST_DIR: optionalText,
  // Memory for the in-process cache of catalogue answers (docs/decisions/015), counted as the process really holds
  // it; 0 turns it off (benchmarks). With PAGE_CACHE_MB, sized to keep a process within 300 MB (decision 026,
  // "Memory").
  CATALOG_CACHE_MB: z.coerce.number().min(0).max(4096).default(16),
  // A catalogue index build not done by then is stopped and fails (docs/decisions/035): one whose database never
  // answers would otherwise hold every list and search request for good. A build takes seconds (100,000 products).
  CATALOG_INDEX_BUILD_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3600).default(120),
  // Memory for server-rendered pages kept for signed-out visitors (docs/decisions/024), compressed copies included;
  // 0 renders every time.
  PAGE_CACHE_MB: z.coerce.number().min(0).max(4096).default(24),
  // Default: true outside production, false in it (below): a real shop must not sell the demo catalogue.
  SEED_ON_EMPTY: optionalText
    .pipe(z.enum(['true', 'false']).optional())
    .transform((value) => (value === undefined ? undefined : value === 'true')),
  // Client addresses (rate limits, login alerts) come from X-Forwarded-For only behind trusted proxies: how many
  // there are in front of the shop, or their addresses (docs/deploy.md). `true` trusts whatever a client sends.
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((value, ctx) => parseTrustProxy(value.trim(), ctx)),
  // Limits that keep one visitor from hurting others (docs/decisions/017-limits-on-one-visitor.md).
  // JSON that replaces single database-backed limits, e.g. {"placeOrder":{"perSubject":{"limit":20,"windowSeconds":900}}}.
  RATE_LIMITS: optionalText.pipe(
    z
      .string()
      .transform((text, ctx) => {
        try {
          return JSON.parse(text) as unknown;
        } catch {
          ctx.addIssue({ code: 'custom', message: 'must be JSON' });
          return z.NEVER;
        }
      })
      .pipe(rateLimitOverridesSchema)
      .optional(),
  ),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(1200),
  SEARCH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(240),
  MEDIA_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(600),
  DELIVERY_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(60),
  PAGE_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(300),
  MAX_EVENT_LOOP_DELAY_MS: z.coerce.number().int().min(0).default(1000),
  // Connections (docs/decisions/017, "Connections"): slow and idle clients are cut off, one address holds few.
  HEADERS_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(600).default(20),
  REQUEST_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3600).default(120),
  KEEP_ALIVE_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(600).default(72),
  MAX_CONNECTIONS: z.coerce.number().int().min(1).default(5000),
  MAX_CONNECTIONS_PER_ADDRESS: z.coerce.number().int().min(1).default(200),
  PAYMENT_HOLD_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(15),
  MAX_UNITS_PER_PRODUCT: z.coerce.number().int().min(1).max(100).default(10),
  MAX_ORDER_TOTAL_RUPEES: z.coerce.number().int().min(1).max(10_000_000).default(200_000),
  // Cash on delivery: who may choose it, and the confirmation of a new account's order (docs/decisions/030).
  COD_MAX_ORDER_RUPEES: z.coerce.number().int().min(0).max(10_000_000).default(10_000),
  COD_MAX_OPEN_UNITS: z.coerce.number().int().min(0).max(100_000).default(20),
  COD_MAX_OPEN_RUPEES: z.coerce.number().int().min(0).max(100_000_000).default(25_000),
  COD_NEW_ACCOUNT_MAX_OPEN_UNITS: z.coerce.number().int().min(0).max(100_000).default(5),
  COD_NEW_ACCOUNT_MAX_OPEN_RUPEES: z.coerce.number().int().min(0).max(100_000_000).default(5_000),
  COD_MAX_RETURNED_TO_ORIGIN: z.coerce.number().int().min(1).max(1000).default(2),
  COD_CONFIRM_HOURS: z.coerce
    .number()
    .min(0)
    .max(24 * 14)
    .default(24),
  MEDIA_CACHE_MB: z.coerce.number().min(1).max(1_048_576).default(512),
  IMAGE_RENDER_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(2),
  SIGN_IN_SLOWDOWN_AFTER: z.coerce.number().int().min(1).default(10),
  SIGN_IN_MAX_DELAY_SECONDS: z.coerce.number().int().min(1).max(86_400).default(300),
  // A session not used for this many days ends, even before its token's 7 days are over (docs/decisions/034).
  SESSION_IDLE_DAYS: z.coerce.number().min(0.01).max(7).default(7),
  UPLOAD_MAX_MEGAPIXELS: z.coerce.number().min(1).max(268).default(24),
  // Background jobs (docs/decisions/025-background-jobs-on-pg-boss.md): mails, refunds and periodic work.
  JOBS_WORKER: flag('true'),
  JOBS_POLL_SECONDS: z.coerce.number().min(0.5).max(60).default(2),
  JOBS_RETRY_DELAY_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  JOBS_SWEEP_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  // "Notify me" for sold-out items (docs/decisions/037-variants.md): how often restocks are mailed, and the cap.
  STOCK_ALERT_SWEEP_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  STOCK_ALERTS_PER_ACCOUNT: z.coerce.number().int().min(1).max(10_000).default(50),
  // Saved for later (docs/decisions/039-phone-shopper-second-walk.md): the lines one account may keep there.
  SAVED_FOR_LATER_PER_ACCOUNT: z.coerce.number().int().min(1).max(10_000).default(50),
  // Purchase orders and supplier reports (docs/decisions/027-purchase-orders.md).
  SUPPLIER_WEBHOOK_TOLERANCE_SECONDS: z.coerce.number().int().min(10).max(3600).default(300),
  SUPPLIER_WEBHOOK_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(120),
  SUPPLIER_WEBHOOK_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(60).default(10),
  SUPPLIER_WEBHOOK_ALLOW_PRIVATE: flag('false'),
  // Delivery dates by PIN code (docs/decisions/028-delivery-estimates-and-margins.md).
  DELIVERY_PROCESSING_DAYS: z.coerce.number().int().min(0).max(30).default(2),
  DELIVERY_SHIPS_FROM_PIN: optionalText.pipe(
    z
      .string()
      .regex(/^[1-9][0-9]{5}$/, 'must be a 6-digit PIN code that does not start with 0')
      .optional(),
  ),
  DELIVERY_CUTOFF: z
    .string()
    .default('14:00')
    .transform((value, ctx) => {
      const match = /^([01]?[0-9]|2[0-3]):([0-5][0-9])$/.exec(value.trim());
      if (!match) {
        ctx.addIssue({ code: 'custom', message: 'must be a time of day like 14:00 (India time)' });
        return z.NEVER;
      }
      return Number(match[1]) * 60 + Number(match[2]);
    }),
  DELIVERY_HOLIDAYS: z
    .string()
    .default('')
    .transform((value, ctx) => {
      const days = value
        .split(',')
        .map((day) => day.trim())
        .filter((day) => day !== '');
      const bad = days.filter((day) => !isCalendarDay(day));
      if (bad.length > 0) {
        ctx.addIssue({
          code: 'custom',
          message: `must be a comma-separated list of days like 2026-01-26 (not: ${bad.join(', ')})`,
        });
        return z.NEVER;
      }
      return days;
    }),
  // Shipping speeds: rupees on top of the standard shipping (docs/decisions/036-checkout-for-india.md).
  EXPRESS_SHIPPING_FEE: z.coerce.number().min(0).max(10_000).default(99),
  OVERNIGHT_SHIPPING_FEE: z.coerce.number().min(0).max(10_000).default(199),
  // The shop's promises (docs/decisions/036, "One set of promises"): every page, mail and the checkout say them.
  RETURN_WINDOW_DAYS: z.coerce.number().int().min(0).max(60).default(RETURN_WINDOW_DAYS),
  // At least ₹1: "free on orders over ₹0" would be no rule at all (products without a fee already ship free).
  FREE_SHIPPING_OVER_RUPEES: z.coerce
    .number()
    .int()
    .min(1)
    .max(10_000_000)
    .default(FREE_SHIPPING_OVER / 100),
  // Mails, page titles and the invoice carry it; left blank it is the demo shop's name.
  SHOP_NAME: optionalText.transform((name) => name ?? 'ShopNest'),
  // Begins every order number, SN-2611-004213 (docs/decisions/036-checkout-for-india.md, "Readable order numbers").
  ORDER_NUMBER_PREFIX: optionalText
    .transform((prefix) => prefix ?? DEFAULT_ORDER_NUMBER_PREFIX)
    .pipe(z.string().regex(ORDER_NUMBER_PREFIX_PATTERN, 'must be 1 to 6 capital letters, like SN')),
  // The seller's GST registration: all four, or none and no tax invoices (docs/decisions/029).
  ...gstEnvShape,
  SUPPORT_PHONE: z.string().default('+911234567890'),
  SUPPORT_EMAIL: z.email().default('support@example.com'),
  SUPPORT_WHATSAPP: z.string().default('911234567890'),
  SMTP_URL: optionalText.pipe(
    z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }).optional(),
  ),
  MAIL_FROM: optionalText,
  // Production without SMTP writes sign-up codes to disk where no shopper sees them: only on purpose.
  ALLOW_OUTBOX_MAIL: flag('false'),
  // Other sites whose pages may call this API from the browser; none (the default) means same-origin only.
  CORS_ORIGINS: z
    .string()
    .default('')
    .transform((value) => value.split(',').map((origin) => origin.trim().replace(/\/+$/, '')))
    .transform((origins) => origins.filter((origin) => origin !== ''))
    .pipe(
      z.array(z.url({ protocol: /^https?$/, error: 'must be a comma-separated list of http(s) origins' })),
    ),
  OIDC_ISSUER: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
  OIDC_CLIENT_ID: optionalText,
  OIDC_CLIENT_SECRET: optionalText,
  RAZORPAY_KEY_ID: optionalText,
  RAZORPAY_KEY_SECRET: optionalText,
  RAZORPAY_WEBHOOK_SECRET: optionalText,
  RAZORPAY_API_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
  // S3's bucket naming rules, shared by R2, MinIO and B2: they also make the name safe in a host and a path.
  S3_BUCKET: optionalText.pipe(
    z
      .string()
      .regex(
        /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
        'must be 3 to 63 lowercase letters, digits, dots or dashes',
      )
      .optional(),
  ),
  S3_ENDPOINT: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
  S3_REGION: optionalText.pipe(
    z
      .string()
      .regex(/^[a-z0-9-]+$/, 'must be a region name like us-east-1')
      .optional(),
  ),
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  S3_PUBLIC_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
  S3_FORCE_PATH_STYLE: optionalText.pipe(z.enum(['true', 'false']).optional()),
});

type EnvVars = z.infer<typeof envSchema>;

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  jwtSecret: string;
  publicUrl: string;
  logLevel: string;
  webDistDir: string;
  seedOnEmpty: boolean;
  /** Bytes the in-process catalogue cache may hold; 0 means off. */
  catalogCacheBytes: number;
  /** How long a catalogue index build may take before it is stopped (docs/decisions/035). */
  catalogIndexBuildTimeoutMs: number;
  /** Bytes of server-rendered pages kept per process (docs/decisions/024); 0 means off. */
  pageCacheBytes: number;
  /** Fastify's trustProxy: off, a number of proxy hops, or the proxies' addresses and CIDR ranges. */
  trustProxy: boolean | number | string[];
  /** What one visitor may take or cost (docs/decisions/017-limits-on-one-visitor.md). */
  limits: {
    /** Replaced database-backed limits (sign-in, orders, payments, reviews, newsletter); see rate-limiter.ts. */
    rateLimits: RateLimitOverrides;
    /** Requests per minute per client IP to any route, counted in each server process's memory. */
    requestsPerMinute: number;
    /** Tighter per-IP budgets (per minute, per process) for routes that cost more than a cached read. */
    searchPerMinute: number;
    mediaPerMinute: number;
    /** Signed supplier reports per minute per IP (docs/decisions/027): each checks an HMAC, may write a row. */
    supplierWebhookPerMinute: number;
    /** Delivery estimates per minute per IP (docs/decisions/028): each reads products and suppliers. */
    deliveryPerMinute: number;
    /** Pages of the web app (server-rendered or the shell) per IP: docs/decisions/024-server-rendering.md. */
    pagesPerMinute: number;
    /** Event-loop delay past which the process answers 503 with Retry-After (0 turns load shedding off). */
    maxEventLoopDelayMs: number;
    /** Timeouts and caps on the server's connections (plugins/connection-limits.ts). */
    connections: {
      /** A request's headers must have arrived this long after it began (a new connection's first request too). */
      headersTimeoutMs: number;
      /** A whole request, its body included, must have arrived this long after it began: the body deadline. */
      requestTimeoutMs: number;
      /** A kept-alive connection idle this long is closed. */
      keepAliveTimeoutMs: number;
      /** Open connections of the process; past it a new one is closed. */
      max: number;
      /** Open connections from one address (an IPv6 /64), except the proxies TRUST_PROXY trusts. */
      maxPerAddress: number;
    };
    /** How long an online checkout holds its stock before it goes back on sale. */
    paymentHoldMinutes: number;
    /** Units of one product in one order (and in one cart line). */
    maxUnitsPerProduct: number;
    /** The largest order total, paise. */
    maxOrderTotal: number;
    /**
     * Per email, sign-in attempts from addresses the account never signed in from: this many in 15 minutes are
     * free, then each waits twice as long as the one before, up to `maxDelaySeconds` (docs/decisions/021).
     */
    signInSlowdown: { freeAttempts: number; windowSeconds: number; maxDelaySeconds: number };
    /** A session unused this long ends; its token (7 days from sign-in) is refused from then on (decision 034). */
    sessionIdleSeconds: number;
    /** Open "notify me" requests one account may have (docs/decisions/037-variants.md). */
    stockAlertsPerAccount: number;
    /** Lines one account may keep in Saved for later (docs/decisions/039-phone-shopper-second-walk.md). */
    savedForLaterPerAccount: number;
  };
  /** Cash on delivery (docs/decisions/030-cash-on-delivery-risk.md); money in paise. */
  cod: {
    /** The largest order total that may be paid in cash on delivery. */
    maxOrderTotal: number;
    /** What one account may have open (placed, shipped, out for delivery) in cash on delivery, units and value. */
    maxOpenUnits: number;
    maxOpenTotal: number;
    /** The same for an account with no delivered order yet. */
    newAccountMaxOpenUnits: number;
    newAccountMaxOpenTotal: number;
    /** Parcels returned to origin after which the account may no longer choose cash on delivery. */
    maxReturnedToOrigin: number;
    /** Hours a new account's COD order waits for its confirmation before it is cancelled; 0: no confirmation. */
    confirmHours: number;
  };
  /** The job queue (pg-boss, docs/decisions/025-background-jobs-on-pg-boss.md). */
  jobs: {
    /** This process works jobs and ticks the periodic ones; false: it only enqueues (a separate worker runs). */
    worker: boolean;
    /** How often an idle worker looks for jobs; a new job also wakes it at once (LISTEN/NOTIFY). */
    pollSeconds: number;
    /** The first retry of a failed job waits this long; each next one twice as long, at most an hour. */
    retryDelaySeconds: number;
    /** The period of the periodic work (stock holds, capture retries): once per period across all processes. */
    sweepSeconds: number;
    /** The period of the "notify me" sweep, which mails the requests whose variant came back (decision 037). */
    stockAlertSweepSeconds: number;
  };
  /** Purchase orders to suppliers and their signed reports (docs/decisions/027-purchase-orders.md). */
  suppliers: {
    /** A signed report whose timestamp is further than this from the shop's clock is refused (stale). */
    webhookToleranceSeconds: number;
    /** How long the shop waits for a supplier's webhook to answer a purchase order. */
    webhookTimeoutSeconds: number;
    /** Post purchase orders to private network addresses too (a supplier inside the shop's own network). */
    webhookAllowPrivate: boolean;
  };
  /** Picture work: the disk cache of rendered catalogue variants and the queue in front of sharp. */
  images: {
    /** Bytes of rendered variants kept on disk before the least recently used are removed. */
    cacheBytes: number;
    /** Pictures decoded or encoded at once; the rest wait in line. */
    renderConcurrency: number;
    /** The most pixels an uploaded photo may have (read from its header before it is decoded). */
    maxUploadPixels: number;
  };
  /** Origins allowed to call the API from their pages (CORS); empty means same-origin only. */
  corsOrigins: string[];
  /** Delivery dates by PIN code (docs/decisions/028-delivery-estimates-and-margins.md). */
  delivery: {
    /** Processing business days of a product with no supplier. */
    defaultProcessingDays: number;
    /** Where a product with no supplier ships from; undefined: rest of India (or remote) for every shopper. */
    defaultShipsFromPin: string | undefined;
    /** Minutes after midnight, India time, from which an order counts from the next business day. */
    cutoffMinutes: number;
    /** Days off besides weekends, `YYYY-MM-DD`. */
    holidays: string[];
    /** Paise on top of the standard shipping for express and overnight delivery (docs/decisions/036). */
    speedFees: { express: number; overnight: number };
  };
  /** The shop's promises (docs/decisions/036, "One set of promises"), told by every page and mail. */
  promises: {
    /** Days after the delivery day (India's calendar) in which a return may be asked for; 0: the day itself. */
    returnWindowDays: number;
    /** Orders whose in-stock subtotal reaches this ship free (paise). */
    freeShippingOver: number;
  };
  shop: {
    name: string;
    /** The start of every new order number (docs/decisions/036); numbers already given keep theirs. */
    orderNumberPrefix: string;
    supportPhone: string;
    supportEmail: string;
    supportWhatsapp: string;
  };
  mail: {
    /** SMTP server to send through; without it every mail is written to `outboxDir`. */
    smtpUrl: string | undefined;
    from: string;
    outboxDir: string;
  };
  /** Google sign-in (OpenID Connect); `clientId` unset means it is not offered. */
  oidc: {
    issuer: string;
    clientId: string | undefined;
    clientSecret: string | undefined;
    redirectUri: string;
  };
  /** Online payment (docs/product.md#payment-online): Razorpay with keys, otherwise the built-in sandbox gateway. */
  payment: {
    sandbox: boolean;
    keyId: string;
    keySecret: string;
    /** Verifies provider webhooks; unset means webhooks are refused (the callback still confirms payments). */
    webhookSecret: string | undefined;
    /** Razorpay REST API base, without a trailing slash. */
    apiUrl: string;
  };
  /** Where review photos go (docs/product.md#reviews): DATA_DIR/uploads, or an S3-compatible bucket when S3_* is set. */
  storage: { kind: 'local'; dir: string } | ({ kind: 's3' } & S3StorageSettings);
  /** The seller's GST registration; undefined: invoices are not tax invoices (docs/decisions/029). */
  gst: GstSettings | undefined;
}

/** The key id the sandbox gateway uses: shaped like a Razorpay test key so it is never taken for a live one. */
export const SANDBOX_KEY_ID = 'rzp_test_sandbox';

export class ConfigError extends Error {}

const repoRoot = path.resolve(import.meta.dirname, '../../..');

/**
 * TRUST_PROXY: `false` (or empty), `true` (development and tests only), a hop count such as `1`, or a
 * comma-separated list of proxy addresses and CIDR ranges such as `10.0.0.0/8,127.0.0.1`.
 */
function parseTrustProxy(value: string, ctx: z.RefinementCtx): boolean | number | string[] {
  if (value === '' || value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d{1,2}$/.test(value)) return Number(value);
  const entries = value.split(',').map((entry) => entry.trim());
  const bad = entries.filter((entry) => !isAddressOrRange(entry));
  if (bad.length > 0) {
    ctx.addIssue({
      code: 'custom',
      message: `must be false, a number of proxies, or proxy addresses and CIDR ranges (not: ${bad.join(', ')})`,
    });
    return z.NEVER;
  }
  return entries;
}

/** `YYYY-MM-DD` naming a day that exists (not 2026-02-30). */
function isCalendarDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const at = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(at.getTime()) && at.toISOString().slice(0, 10) === value;
}

function isAddressOrRange(entry: string): boolean {
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

/** Parses the environment; throws one ConfigError that names every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const vars = parsed.data;
  // Relative paths are taken from the repository root, wherever the command was started.
  const dataDir = path.resolve(repoRoot, vars.DATA_DIR);
  const publicUrl = (vars.PUBLIC_URL ?? `http://localhost:${vars.PORT}`).replace(/\/+$/, '');
  const oidcIssuer = vars.OIDC_ISSUER ?? 'https://accounts.google.com';
  if (vars.NODE_ENV === 'production' && !oidcIssuer.startsWith('https:')) {
    // Tokens from a plain-http issuer could be read or changed on the way (docs/product.md#accounts-sessions).
    throw new ConfigError('Invalid configuration:\n  OIDC_ISSUER: must be https in production');
  }
  if (vars.NODE_ENV === 'production' && vars.TRUST_PROXY === true) {
    // Any client could name its own address and walk past every per-address limit (docs/decisions/021).
    throw new ConfigError(
      "Invalid configuration:\n  TRUST_PROXY: `true` trusts any client's X-Forwarded-For; set the number of proxies in front of the shop (e.g. 1) or their addresses (e.g. 10.0.0.0/8)",
    );
  }
  if (vars.HEADERS_TIMEOUT_SECONDS > vars.REQUEST_TIMEOUT_SECONDS) {
    // The headers are part of the request: Node refuses a longer wait for them than for all of it.
    throw new ConfigError(
      'Invalid configuration:\n  HEADERS_TIMEOUT_SECONDS: must be at most REQUEST_TIMEOUT_SECONDS (the headers are part of the request)',
    );
  }
  const jwtSecret = vars.JWT_SECRET ?? localJwtSecret(vars.NODE_ENV, dataDir);
  const config: Config = {
    env: vars.NODE_ENV,
    port: vars.PORT,
    host: vars.HOST,
    databaseUrl: vars.DATABASE_URL,
    dataDir,
    jwtSecret,
    publicUrl,
    logLevel: vars.LOG_LEVEL,
    webDistDir: path.resolve(repoRoot, vars.WEB_DIST_DIR ?? 'apps/web/dist'),
    seedOnEmpty: vars.SEED_ON_EMPTY ?? vars.NODE_ENV !== 'production',
    catalogCacheBytes: Math.round(vars.CATALOG_CACHE_MB * 2 ** 20),
    catalogIndexBuildTimeoutMs: vars.CATALOG_INDEX_BUILD_TIMEOUT_SECONDS * 1000,
    pageCacheBytes: Math.round(vars.PAGE_CACHE_MB * 2 ** 20),
    trustProxy: vars.TRUST_PROXY,
    limits: {
      rateLimits: vars.RATE_LIMITS ?? {},
      requestsPerMinute: vars.RATE_LIMIT_PER_MINUTE,
      searchPerMinute: vars.SEARCH_RATE_LIMIT_PER_MINUTE,
      mediaPerMinute: vars.MEDIA_RATE_LIMIT_PER_MINUTE,
      supplierWebhookPerMinute: vars.SUPPLIER_WEBHOOK_RATE_LIMIT_PER_MINUTE,
      deliveryPerMinute: vars.DELIVERY_RATE_LIMIT_PER_MINUTE,
      pagesPerMinute: vars.PAGE_RATE_LIMIT_PER_MINUTE,
      maxEventLoopDelayMs: vars.MAX_EVENT_LOOP_DELAY_MS,
      connections: {
        headersTimeoutMs: vars.HEADERS_TIMEOUT_SECONDS * 1000,
        requestTimeoutMs: vars.REQUEST_TIMEOUT_SECONDS * 1000,
        keepAliveTimeoutMs: vars.KEEP_ALIVE_TIMEOUT_SECONDS * 1000,
        max: vars.MAX_CONNECTIONS,
        maxPerAddress: vars.MAX_CONNECTIONS_PER_ADDRESS,
      },
      paymentHoldMinutes: vars.PAYMENT_HOLD_MINUTES,
      maxUnitsPerProduct: vars.MAX_UNITS_PER_PRODUCT,
      maxOrderTotal: vars.MAX_ORDER_TOTAL_RUPEES * 100,
      signInSlowdown: {
        freeAttempts: vars.SIGN_IN_SLOWDOWN_AFTER,
        windowSeconds: 15 * 60,
        maxDelaySeconds: vars.SIGN_IN_MAX_DELAY_SECONDS,
      },
      sessionIdleSeconds: Math.round(vars.SESSION_IDLE_DAYS * 86_400),
      stockAlertsPerAccount: vars.STOCK_ALERTS_PER_ACCOUNT,
      savedForLaterPerAccount: vars.SAVED_FOR_LATER_PER_ACCOUNT,
    },
    cod: {
      maxOrderTotal: vars.COD_MAX_ORDER_RUPEES * 100,
      maxOpenUnits: vars.COD_MAX_OPEN_UNITS,
      maxOpenTotal: vars.COD_MAX_OPEN_RUPEES * 100,
      newAccountMaxOpenUnits: vars.COD_NEW_ACCOUNT_MAX_OPEN_UNITS,
      newAccountMaxOpenTotal: vars.COD_NEW_ACCOUNT_MAX_OPEN_RUPEES * 100,
      maxReturnedToOrigin: vars.COD_MAX_RETURNED_TO_ORIGIN,
      confirmHours: vars.COD_CONFIRM_HOURS,
    },
    jobs: {
      worker: vars.JOBS_WORKER,
      pollSeconds: vars.JOBS_POLL_SECONDS,
      retryDelaySeconds: vars.JOBS_RETRY_DELAY_SECONDS,
      sweepSeconds: vars.JOBS_SWEEP_SECONDS,
      stockAlertSweepSeconds: vars.STOCK_ALERT_SWEEP_SECONDS,
    },
    suppliers: {
      webhookToleranceSeconds: vars.SUPPLIER_WEBHOOK_TOLERANCE_SECONDS,
      webhookTimeoutSeconds: vars.SUPPLIER_WEBHOOK_TIMEOUT_SECONDS,
      webhookAllowPrivate: vars.SUPPLIER_WEBHOOK_ALLOW_PRIVATE,
    },
    images: {
      cacheBytes: Math.round(vars.MEDIA_CACHE_MB * 2 ** 20),
      renderConcurrency: vars.IMAGE_RENDER_CONCURRENCY,
      maxUploadPixels: Math.round(vars.UPLOAD_MAX_MEGAPIXELS * 1_000_000),
    },
    corsOrigins: vars.CORS_ORIGINS,
    delivery: {
      defaultProcessingDays: vars.DELIVERY_PROCESSING_DAYS,
      defaultShipsFromPin: vars.DELIVERY_SHIPS_FROM_PIN,
      cutoffMinutes: vars.DELIVERY_CUTOFF,
      holidays: vars.DELIVERY_HOLIDAYS,
      speedFees: {
        express: Math.round(vars.EXPRESS_SHIPPING_FEE * 100),
        overnight: Math.round(vars.OVERNIGHT_SHIPPING_FEE * 100),
      },
    },
    promises: {
      returnWindowDays: vars.RETURN_WINDOW_DAYS,
      freeShippingOver: vars.FREE_SHIPPING_OVER_RUPEES * 100,
    },
    shop: {
      name: vars.SHOP_NAME,
      orderNumberPrefix: vars.ORDER_NUMBER_PREFIX,
      supportPhone: vars.SUPPORT_PHONE,
      supportEmail: vars.SUPPORT_EMAIL,
      supportWhatsapp: vars.SUPPORT_WHATSAPP,
    },
    mail: {
      smtpUrl: vars.SMTP_URL,
      from: vars.MAIL_FROM ?? `${vars.SHOP_NAME} <no-reply@localhost>`,
      outboxDir: path.join(dataDir, 'outbox'),
    },
    oidc: {
      issuer: oidcIssuer,
      clientId: vars.OIDC_CLIENT_ID,
      clientSecret: vars.OIDC_CLIENT_SECRET,
      redirectUri: `${publicUrl}/api/auth/google/callback`,
    },
    payment: paymentConfig(vars, jwtSecret),
    storage: storageConfig(vars, dataDir),
    gst: gstConfig(vars),
  };
  if (vars.NODE_ENV === 'production' && !vars.SMTP_URL && !vars.ALLOW_OUTBOX_MAIL) {
    // Sign-up codes would land in a folder no shopper reads: nobody could register.
    throw new ConfigError(
      'Invalid configuration:\n  SMTP_URL: required in production (or set ALLOW_OUTBOX_MAIL=true to keep mails in DATA_DIR/outbox)',
    );
  }
  return config;
}

/**
 * Razorpay when both keys are given; otherwise the sandbox, whose secrets are derived from the JWT secret so
 * they are stable per install yet never written anywhere. Production refuses the sandbox (docs/product.md#payment-online).
 */
function paymentConfig(vars: EnvVars, jwtSecret: string): Config['payment'] {
  const apiUrl = (vars.RAZORPAY_API_URL ?? 'https://api.razorpay.com/v1').replace(/\/+$/, '');
  const { RAZORPAY_KEY_ID: keyId, RAZORPAY_KEY_SECRET: keySecret } = vars;
  if (keyId && keySecret) {
    if (vars.NODE_ENV === 'production' && !apiUrl.startsWith('https:')) {
      // The key secret travels in every API call's Authorization header.
      throw new ConfigError('Invalid configuration:\n  RAZORPAY_API_URL: must be https in production');
    }
    return { sandbox: false, keyId, keySecret, webhookSecret: vars.RAZORPAY_WEBHOOK_SECRET, apiUrl };
  }
  if (keyId || keySecret || vars.RAZORPAY_WEBHOOK_SECRET) {
    // Half a configuration would silently fall back to the sandbox: name what is missing instead.
    const missing = [keyId ? undefined : 'RAZORPAY_KEY_ID', keySecret ? undefined : 'RAZORPAY_KEY_SECRET'];
    const lines = missing
      .filter((name) => name !== undefined)
      .map(
        (name) =>
          `  ${name}: required with the other Razorpay settings (give the key id and secret together)`,
      );
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  if (vars.NODE_ENV === 'production') {
    throw new ConfigError(
      'Invalid configuration:\n  RAZORPAY_KEY_ID: required in production (the sandbox payment gateway is refused in production)',
    );
  }
  return {
    sandbox: true,
    keyId: SANDBOX_KEY_ID,
    keySecret: hmacSha256Hex(jwtSecret, 'sandbox-gateway:key-secret'),
    webhookSecret: hmacSha256Hex(jwtSecret, 'sandbox-gateway:webhook-secret'),
    apiUrl,
  };
}

const S3_REQUIRED = ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_PUBLIC_URL'] as const;
const S3_OPTIONAL = ['S3_ENDPOINT', 'S3_REGION', 'S3_FORCE_PATH_STYLE'] as const;

/** Local disk unless any S3_* setting is given; then the bucket, both keys and the public URL are required. */
function storageConfig(vars: EnvVars, dataDir: string): Config['storage'] {
  if ([...S3_REQUIRED, ...S3_OPTIONAL].every((name) => vars[name] === undefined)) {
    return { kind: 'local', dir: path.join(dataDir, 'uploads') };
  }
  const { S3_BUCKET: bucket, S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = vars;
  const publicUrl = vars.S3_PUBLIC_URL?.replace(/\/+$/, '');
  if (!bucket || !accessKeyId || !secretAccessKey || !publicUrl) {
    // Half a configuration would silently keep photos on local disk: name what is missing instead.
    const lines = S3_REQUIRED.filter((name) => !vars[name]).map(
      (name) => `  ${name}: required with the other S3 settings (${S3_REQUIRED.join(', ')})`,
    );
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  // us-east-1 is also what MinIO expects by default, and R2 takes it as an alias of its "auto" region.
  const region = vars.S3_REGION ?? 'us-east-1';
  return {
    kind: 's3',
    bucket,
    endpoint: (vars.S3_ENDPOINT ?? `https://s3.${region}.amazonaws.com`).replace(/\/+$/, ''),
    region,
    accessKeyId,
    secretAccessKey,
    publicUrl,
    // AWS wants bucket.host (path style is deprecated there); self-hosted servers usually only know host/bucket.
    forcePathStyle: (vars.S3_FORCE_PATH_STYLE ?? String(vars.S3_ENDPOINT !== undefined)) === 'true',
  };
}

function gstConfig(vars: EnvVars): GstSettings | undefined {
  const { settings, problems } = parseGstSettings(vars);
  if (problems.length > 0) throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  return settings;
}

/** Outside production a missing JWT_SECRET is generated once and kept in DATA_DIR, so tokens survive restarts. */
function localJwtSecret(nodeEnv: string, dataDir: string): string {
  if (nodeEnv === 'production') {
    throw new ConfigError('Invalid configuration:\n  JWT_SECRET: required in production');
  }
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
