// Rate limits of the sensitive, low-rate actions (accounts, orders, payments, reviews, newsletter), per client IP and per subject (an email, or the signed-in user), kept
// in the database so they hold across server processes (docs/product.md#limits-rates). Over the limit → 429.
import { tooManyAttempts } from '@shop/shared/auth.schemas';
import { z } from 'zod';
import type { Db } from '../db/database.ts';
import { AppError } from './app-error.ts';
import { deleteOldCounters, recordHit } from './rate-limit.repository.ts';
import { visitorBlock } from './visitor-block.ts';

export interface RateLimitRule {
  limit: number;
  windowSeconds: number;
}

export interface RateLimitPair {
  /** Per email (sign-in, sign-up, codes) or per user (password change, email change). */
  perSubject: RateLimitRule;
  perIp: RateLimitRule;
}

const MINUTE = 60;
const HOUR = 60 * MINUTE;

/** `limits(HOUR, { perSubject: 5, perIp: 20 })`: each side's most attempts, both counted over one window. */
function limits(windowSeconds: number, most: { perSubject: number; perIp: number }): RateLimitPair {
  return {
    perSubject: { limit: most.perSubject, windowSeconds },
    perIp: { limit: most.perIp, windowSeconds },
  };
}

/**
 * The default limits. Per subject they stop guessing one account's password or code; per IP they stop one
 * client from sweeping many accounts, while leaving room for a shared office or mobile-carrier address.
 */
export const DEFAULT_RATE_LIMITS = {
  // Sign-in: "subject" is the email and address together, so nobody elsewhere uses up the owner's attempts; the
  // per-email slow-down of unfamiliar addresses is in auth/sign-in-slowdown.repository.ts (docs/decisions/021).
  login: limits(15 * MINUTE, { perSubject: 10, perIp: 30 }),
  register: limits(HOUR, { perSubject: 5, perIp: 20 }),
  verifyCode: limits(15 * MINUTE, { perSubject: 10, perIp: 30 }),
  // Per sign-up, re-sends are capped at 5 and one a minute anyway (signup.service.ts); this bounds re-registering.
  resendCode: limits(HOUR, { perSubject: 10, perIp: 20 }),
  changePassword: limits(15 * MINUTE, { perSubject: 5, perIp: 20 }),
  emailChange: limits(HOUR, { perSubject: 5, perIp: 20 }),
  verifyEmail: limits(15 * MINUTE, { perSubject: 10, perIp: 30 }),
  // Forgot password (docs/decisions/034): codes asked for, per email and per IP, and codes tried, as for sign-up.
  forgotPassword: limits(HOUR, { perSubject: 5, perIp: 20 }),
  resetPassword: limits(15 * MINUTE, { perSubject: 10, perIp: 30 }),
  // Per IP only (nobody is known yet): each start stores a row, so a loop must not fill the table.
  googleStart: limits(15 * MINUTE, { perSubject: 30, perIp: 30 }),
  // Money and stock (docs/decisions/017): per user, so one account cannot hammer holds or orders; per IP ten
  // times that, as one mobile carrier's address may carry many shoppers.
  placeOrder: limits(15 * MINUTE, { perSubject: 10, perIp: 100 }),
  processPayment: limits(15 * MINUTE, { perSubject: 10, perIp: 100 }),
  // Writing, editing or deleting a review (each may carry photos to process), per user.
  reviewWrite: limits(HOUR, { perSubject: 20, perIp: 100 }),
  // "Helpful" votes on reviews and taking them back (docs/decisions/039): each writes a row and moves an order
  // others read, so one account cannot push a review up the "most helpful" list by toggling.
  reviewVote: limits(HOUR, { perSubject: 60, perIp: 600 }),
  // Per email and per IP: a subscription writes a row and may mail.
  newsletter: limits(HOUR, { perSubject: 3, perIp: 20 }),
  // "Notify me" requests and their cancels (docs/decisions/037-variants.md): each writes a row and may later mail.
  stockAlert: limits(HOUR, { perSubject: 30, perIp: 300 }),
  // "Recently viewed" writes (docs/decisions/039): a product page viewed, or the browser's list merged at sign-in.
  // The browser writes one product at most once a minute; this bounds a loop over many products.
  recentlyViewed: limits(HOUR, { perSubject: 600, perIp: 6000 }),
  // Coupon codes tried (docs/decisions/038-promotions.md): applying one to the cart, or a quote with a code other
  // than the cart's own, so codes cannot be found by trying. Per IP ten times that, as for orders.
  couponCheck: limits(HOUR, { perSubject: 30, perIp: 300 }),
} satisfies Record<string, RateLimitPair>;

export type RateLimitAction = keyof typeof DEFAULT_RATE_LIMITS;
export type RateLimitRules = Record<RateLimitAction, RateLimitPair>;
/**
 * Replaces single limits: `{ login: { perSubject: { limit: 3, windowSeconds: 60 } } }`. The RATE_LIMITS setting
 * (config.ts) takes this shape as JSON; tests pass it to buildApp.
 */
export type RateLimitOverrides = { [A in RateLimitAction]?: Partial<RateLimitPair> };

const ruleSchema = z.strictObject({
  limit: z.number().int().min(1),
  windowSeconds: z
    .number()
    .int()
    .min(1)
    .max(24 * HOUR),
});
const pairSchema = z.strictObject({ perSubject: ruleSchema.optional(), perIp: ruleSchema.optional() });

/** The RATE_LIMITS setting's schema: only known actions, whole rules. */
export const rateLimitOverridesSchema = z.strictObject(
  Object.fromEntries(
    Object.keys(DEFAULT_RATE_LIMITS).map((action) => [action, pairSchema.optional()]),
  ) as Record<RateLimitAction, z.ZodOptional<typeof pairSchema>>,
);

export interface RateLimiter {
  /** Counts one attempt; throws a 429 AppError when the IP or the subject is over its limit. */
  consume(action: RateLimitAction, who: { ip: string; subject?: string | undefined }): Promise<void>;
}

// About one hit in a hundred also sweeps expired counters: no timer to run, and the table stays small.
const CLEANUP_PROBABILITY = 0.01;

export function createRateLimiter(db: Db, overrides: RateLimitOverrides = {}): RateLimiter {
  const rules: RateLimitRules = { ...DEFAULT_RATE_LIMITS };
  for (const [action, override] of Object.entries(overrides) as [RateLimitAction, Partial<RateLimitPair>][]) {
    rules[action] = { ...rules[action], ...override };
  }

  return {
    async consume(action, { ip, subject }) {
      const rule = rules[action];
      const checks = [{ key: `${action}:ip:${visitorBlock(ip)}`, rule: rule.perIp }];
      if (subject !== undefined) checks.push({ key: `${action}:subject:${subject}`, rule: rule.perSubject });
      const hits = await Promise.all(
        checks.map(async ({ key, rule: { limit, windowSeconds } }) => ({
          limit,
          hit: await recordHit(db, key, windowSeconds),
        })),
      );
      if (Math.random() < CLEANUP_PROBABILITY) await deleteOldCounters(db);
      const over = hits.filter(({ hit, limit }) => hit.count > limit);
      if (over.length > 0) {
        const waitSeconds = Math.max(...over.map(({ hit }) => hit.retryAfterSeconds));
        throw new AppError('RATE_LIMITED', tooManyAttempts(Math.ceil(waitSeconds / 60)));
      }
    },
  };
}

/** `later` wins, action by action and side by side (a test's per-IP change keeps the setting's per-subject one). */
export function mergeOverrides(
  earlier: RateLimitOverrides,
  later: RateLimitOverrides = {},
): RateLimitOverrides {
  const merged: RateLimitOverrides = { ...earlier };
  for (const [action, pair] of Object.entries(later) as [RateLimitAction, Partial<RateLimitPair>][]) {
    merged[action] = { ...merged[action], ...pair };
  }
  return merged;
}
