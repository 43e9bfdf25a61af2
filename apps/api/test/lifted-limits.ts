// Load runs, reliability runs and most tests speak for many shoppers from one address (127.0.0.1), often as one
// account, as fast as they can. The limits on one visitor would turn that into 429s, so those runs lift them; the
// limits have tests of their own with the default settings (apps/api/src/security/one-visitor.test.ts,
// apps/api/src/plugins/request-limits.test.ts). No imports of the app: load generators use this too.

const LIFTED_RULE = { limit: 1_000_000, windowSeconds: 60 };

/** The per-process, per-address request budgets. */
export const LIFTED_REQUEST_BUDGETS_ENV: Record<string, string> = {
  RATE_LIMIT_PER_MINUTE: '100000000',
  SEARCH_RATE_LIMIT_PER_MINUTE: '100000000',
  MEDIA_RATE_LIMIT_PER_MINUTE: '100000000',
  SUPPLIER_WEBHOOK_RATE_LIMIT_PER_MINUTE: '100000000',
  DELIVERY_RATE_LIMIT_PER_MINUTE: '100000000',
  PAGE_RATE_LIMIT_PER_MINUTE: '100000000',
};

/** Those, and load shedding off, so a busy 2-core CI machine never answers a test 503. */
export const LIFTED_REQUEST_LIMITS_ENV: Record<string, string> = {
  ...LIFTED_REQUEST_BUDGETS_ENV,
  MAX_EVENT_LOOP_DELAY_MS: '0',
};

/**
 * The cash-on-delivery caps (docs/decisions/030): most tests and runs place many COD orders from one account that
 * never had one delivered. The rules have tests of their own with the defaults (checkout/cod-risk.test.ts).
 */
export const LIFTED_COD_CAPS_ENV: Record<string, string> = {
  COD_MAX_ORDER_RUPEES: '10000000',
  COD_MAX_OPEN_UNITS: '100000',
  COD_MAX_OPEN_RUPEES: '100000000',
  COD_NEW_ACCOUNT_MAX_OPEN_UNITS: '100000',
  COD_NEW_ACCOUNT_MAX_OPEN_RUPEES: '100000000',
};

/** Those, and no confirmation of a new account's COD order: its purchase orders go out at once, as before. */
export const LIFTED_COD_RULES_ENV: Record<string, string> = {
  ...LIFTED_COD_CAPS_ENV,
  COD_CONFIRM_HOURS: '0',
};

/** The caps and database-backed limits on one account's orders and checkouts. */
export const LIFTED_ORDER_LIMITS_ENV: Record<string, string> = {
  ...LIFTED_COD_RULES_ENV,
  MAX_UNITS_PER_PRODUCT: '100',
  RATE_LIMITS: JSON.stringify({
    placeOrder: { perSubject: LIFTED_RULE, perIp: LIFTED_RULE },
    processPayment: { perSubject: LIFTED_RULE, perIp: LIFTED_RULE },
  }),
};

export const LIFTED_LIMITS_ENV: Record<string, string> = {
  ...LIFTED_REQUEST_LIMITS_ENV,
  ...LIFTED_ORDER_LIMITS_ENV,
};

/**
 * Job queue settings for tests (docs/decisions/025): idle workers look for jobs twice a second (a new job wakes
 * them at once anyway) and a failed job is retried after a second, doubling, so a test that stops and starts the
 * mail server or the provider waits seconds, not minutes.
 */
export const TEST_JOBS_ENV: Record<string, string> = {
  JOBS_POLL_SECONDS: '0.5',
  JOBS_RETRY_DELAY_SECONDS: '1',
  // Periodic work is offered at start and then hourly: a test that needs it adds the job itself, so no sweep
  // races a test's own calls (reliability/periodic-jobs.test.ts runs short periods).
  JOBS_SWEEP_SECONDS: '3600',
  // The same for the "notify me" sweep (stock-alerts.test.ts runs it itself).
  STOCK_ALERT_SWEEP_SECONDS: '3600',
};
