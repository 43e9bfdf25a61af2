// Promotions and coupon codes (docs/decisions/038-promotions.md): the one rule that says what a basket saves. The
// server's answer is what is charged; the browser shows the server's quote. Pure and without zod, so the cart,
// the checkout and the server read the same words. All amounts are integer paise.
import { formatRupees, toRupees } from './money.ts';

export const PROMOTION_ACTIONS = ['percent', 'amount', 'free_shipping', 'buy_x_get_y'] as const;
export type PromotionActionKind = (typeof PROMOTION_ACTIONS)[number];

export const PROMOTION_TARGETS = ['order', 'categories', 'brands', 'products'] as const;
export type PromotionTargetKind = (typeof PROMOTION_TARGETS)[number];

export const PROMOTION_STATUSES = ['active', 'paused', 'ended'] as const;
export type PromotionStatus = (typeof PROMOTION_STATUSES)[number];

/** Codes are stored upper-case: 3 to 30 letters, digits, "-" or "_", starting with a letter or digit. */
export const PROMOTION_CODE_PATTERN = /^[A-Z0-9][A-Z0-9_-]{2,29}$/;
/** The most a percent promotion takes off; 100% is only for a buy-X-get-Y's free units. */
export const MAX_PERCENT_OFF = 90;

export type PromotionAction =
  /** `percent` off the targeted lines, at most `maxDiscount` paise when set. */
  | { kind: 'percent'; percent: number; maxDiscount: number | null }
  /** `amount` paise off the targeted lines (never more than they cost). */
  | { kind: 'amount'; amount: number }
  /** The order's standard shipping is free; a faster speed's fee stays (docs/decisions/036). */
  | { kind: 'free_shipping' }
  /**
   * Buy `buy`, get `get` at `percent` off (100: free): of every `buy + get` targeted units, the cheapest `get` are
   * discounted. `sameProduct`: the units must be of one product (its variants count together).
   */
  | { kind: 'buy_x_get_y'; buy: number; get: number; percent: number; sameProduct: boolean };

export interface PromotionTarget {
  kind: PromotionTargetKind;
  /** Category slugs, brand names or product ids; empty for the whole order. */
  values: readonly string[];
}

/** A promotion as the rule reads it: the stored row without its limits' counters (those are `PromotionContext`'s). */
export interface PromotionRule {
  id: string;
  /** Upper-case; null for an automatic offer. */
  code: string | null;
  /** What the shopper reads: "Diwali sale", "Free shipping on ₹999+". */
  title: string;
  status: PromotionStatus;
  /** ISO timestamps; null: from always, until ended. */
  startsAt: string | null;
  endsAt: string | null;
  action: PromotionAction;
  target: PromotionTarget;
  /** The targeted lines' value at their prices (before any promotion) must reach this, paise; 0 for none. */
  minOrderValue: number;
  /** The targeted lines' units must reach this; 0 for none. */
  minQuantity: number;
  /** Only for an account with no order that is not cancelled. */
  firstOrderOnly: boolean;
  /** May be applied with other promotions (at most one code, with the automatic offers marked combinable). */
  combinable: boolean;
}

/** A basket line as promotions see it. */
export interface PromotableLine {
  productId: string;
  category: string;
  brand: string;
  /** Unit price charged before promotions, paise. */
  price: number;
  quantity: number;
}

/** Why a promotion is out of a shopper's reach, as the server counted its limits. */
export type PromotionLimitState = 'used_up' | 'used_by_account';

export interface PromotionContext {
  now: Date;
  /** The code the shopper entered, in any case; null for none. */
  code: string | null;
  /** The account has no order that is not cancelled. */
  firstOrder: boolean;
  /** The order's standard shipping before promotions, paise (a free-shipping promotion's saving). */
  shippingCost: number;
  /** Promotions whose total or per-account limit is reached. */
  limits?: ReadonlyMap<string, PromotionLimitState>;
}

/** Why a code does not apply; see `codeRefusalMessage` for the words. */
export type CodeRefusal =
  /** No such code (and, to a stranger, any code not live: decision 038). */
  | { kind: 'not_valid' }
  | { kind: 'not_started' }
  | { kind: 'ended' }
  | { kind: 'used_up' }
  | { kind: 'used_by_account' }
  | { kind: 'first_order' }
  /** The targeted lines are worth `missing` paise too little. */
  | { kind: 'min_value'; missing: number }
  /** The targeted lines lack `missing` units. */
  | { kind: 'min_quantity'; missing: number }
  /** None of the basket's lines is one it is for. */
  | { kind: 'not_applicable' }
  /** It would save nothing more (free shipping on an order already shipped free). */
  | { kind: 'no_saving' }
  /** A promotion that cannot be combined with it saves more: `by` is its title. */
  | { kind: 'better_offer'; by: string };

/** Refusals that say a code exists but is not live: a stranger hears `not_valid` instead (decision 038). */
export const HIDDEN_REFUSALS: ReadonlySet<CodeRefusal['kind']> = new Set(['not_started', 'ended', 'used_up']);

export interface AppliedPromotion {
  id: string;
  code: string | null;
  title: string;
  /** Taken off the lines, paise. */
  discount: number;
  /** Taken off the standard shipping, paise. */
  shippingDiscount: number;
}

/** An automatic offer the basket nearly reaches: "Add ₹250 more for Free shipping on ₹999+". */
export interface NearbyOffer {
  id: string;
  title: string;
  /** Paise still to add to the lines it targets. */
  missing: number;
}

export interface PromotionResult {
  /** Each input line's discount (paise for the whole line, never above price × quantity), in input order. */
  lineDiscounts: number[];
  /** Sum of lineDiscounts. */
  discount: number;
  shippingDiscount: number;
  applied: AppliedPromotion[];
  /** The entered code's fate; null when none was entered. */
  code: { code: string; applied: true } | { code: string; applied: false; refusal: CodeRefusal } | null;
  nearby: NearbyOffer[];
}

/** A code as stored and compared: trimmed, upper-case. */
export function normalizeCode(code: string): string {
  return code.trim().toUpperCase();
}

function isLive(rule: PromotionRule, now: Date): CodeRefusal | null {
  if (rule.status === 'ended') return { kind: 'ended' };
  if (rule.endsAt !== null && Date.parse(rule.endsAt) <= now.getTime()) return { kind: 'ended' };
  // A paused promotion reads as not started: it may come back.
  if (rule.status === 'paused') return { kind: 'not_started' };
  if (rule.startsAt !== null && Date.parse(rule.startsAt) > now.getTime()) return { kind: 'not_started' };
  return null;
}

/** Whether the promotion is for this line (an optioned product's variants are one product). */
export function targets(
  target: PromotionTarget,
  line: Pick<PromotableLine, 'productId' | 'category' | 'brand'>,
) {
  switch (target.kind) {
    case 'order':
      return true;
    case 'categories':
      return target.values.includes(line.category);
    case 'brands':
      return target.values.some((brand) => brand.toLowerCase() === line.brand.toLowerCase());
    case 'products':
      return target.values.includes(line.productId);
  }
}

/**
 * Spreads `amount` paise over `weights` in proportion (Hamilton's largest remainder): each share is rounded
 * down, and the paise left go one each to the largest fractional remainders, ties to the larger weight, then the
 * earlier. The shares add up to `amount` exactly and none is above its weight when `amount` ≤ the weights' sum.
 */
export function allocate(amount: number, weights: readonly number[]): number[] {
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  if (amount <= 0 || total <= 0) return weights.map(() => 0);
  const big = BigInt(amount);
  const bigTotal = BigInt(total);
  const shares = weights.map((weight) => {
    const exact = big * BigInt(weight);
    return { share: Number(exact / bigTotal), remainder: exact % bigTotal };
  });
  let left = amount - shares.reduce((sum, { share }) => sum + share, 0);
  const order = weights
    .map((weight, index) => ({ weight, index }))
    .sort((a, b) => {
      const ra = shares[a.index]?.remainder ?? 0n;
      const rb = shares[b.index]?.remainder ?? 0n;
      if (ra !== rb) return ra > rb ? -1 : 1;
      return b.weight - a.weight || a.index - b.index;
    });
  const result = shares.map(({ share }) => share);
  for (const { index } of order) {
    if (left === 0) break;
    result[index] = (result[index] ?? 0) + 1;
    left -= 1;
  }
  return result;
}

/** The order promotions apply in: buy-X-get-Y, then automatic percent/amount, then the code, then free shipping. */
function rank(rule: PromotionRule): number {
  if (rule.action.kind === 'free_shipping') return 3;
  if (rule.action.kind === 'buy_x_get_y') return 0;
  return rule.code === null ? 1 : 2;
}

interface Working {
  /** Each line's value still to pay, paise. */
  remaining: number[];
  shipping: number;
}

type Outcome = { discounts: number[]; shipping: number } | { refusal: CodeRefusal };

/** The discounted units of a buy-X-get-Y over the targeted lines `indices` (per line, paise). */
function buyXGetY(
  action: Extract<PromotionAction, { kind: 'buy_x_get_y' }>,
  lines: readonly PromotableLine[],
  indices: readonly number[],
  working: Working,
): { discounts: number[]; short: number } {
  const discounts = lines.map(() => 0);
  const groupSize = action.buy + action.get;
  const groups = new Map<string, number[]>();
  for (const index of indices) {
    const key = action.sameProduct ? (lines[index]?.productId ?? '') : '';
    groups.set(key, [...(groups.get(key) ?? []), index]);
  }
  let short = groupSize;
  for (const group of groups.values()) {
    // One entry per line with its unit value; the cheapest units are the discounted ones.
    const units = group
      .map((index) => {
        const quantity = lines[index]?.quantity ?? 0;
        return { index, quantity, unit: Math.floor((working.remaining[index] ?? 0) / Math.max(1, quantity)) };
      })
      .sort((a, b) => a.unit - b.unit || a.index - b.index);
    const count = units.reduce((sum, { quantity }) => sum + quantity, 0);
    short = Math.min(short, Math.max(0, groupSize - count));
    let discounted = Math.floor(count / groupSize) * action.get;
    for (const { index, quantity, unit } of units) {
      if (discounted === 0) break;
      const taken = Math.min(quantity, discounted);
      discounted -= taken;
      discounts[index] = (discounts[index] ?? 0) + taken * Math.floor((unit * action.percent) / 100);
    }
  }
  return { discounts, short };
}

/** One promotion over the basket as it stands after the ones applied before it. */
function applyOne(
  rule: PromotionRule,
  lines: readonly PromotableLine[],
  working: Working,
  context: PromotionContext,
): Outcome {
  const targeted = lines.flatMap((line, index) => (targets(rule.target, line) ? [index] : []));
  if (targeted.length === 0) return { refusal: { kind: 'not_applicable' } };
  if (rule.firstOrderOnly && !context.firstOrder) return { refusal: { kind: 'first_order' } };
  // The conditions read the targeted lines at their prices, before any promotion: adding an offer then never
  // takes another away, and "Add ₹250 more" is counted on the prices the shopper sees on the lines.
  const listed = targeted.reduce(
    (sum, index) => sum + (lines[index]?.price ?? 0) * (lines[index]?.quantity ?? 0),
    0,
  );
  const units = targeted.reduce((sum, index) => sum + (lines[index]?.quantity ?? 0), 0);
  if (listed < rule.minOrderValue)
    return { refusal: { kind: 'min_value', missing: rule.minOrderValue - listed } };
  if (units < rule.minQuantity)
    return { refusal: { kind: 'min_quantity', missing: rule.minQuantity - units } };
  // What is left to discount: the targeted lines the promotions before this one did not already take to ₹0.
  const indices = targeted.filter((index) => (working.remaining[index] ?? 0) > 0);
  const value = indices.reduce((sum, index) => sum + (working.remaining[index] ?? 0), 0);
  const none = lines.map(() => 0);
  const { action } = rule;
  let outcome: { discounts: number[]; shipping: number };
  switch (action.kind) {
    case 'percent': {
      const uncapped = Number((BigInt(value) * BigInt(action.percent)) / 100n);
      const amount = action.maxDiscount === null ? uncapped : Math.min(uncapped, action.maxDiscount);
      outcome = { discounts: spread(amount, indices, working, lines.length), shipping: 0 };
      break;
    }
    case 'amount':
      outcome = {
        discounts: spread(Math.min(action.amount, value), indices, working, lines.length),
        shipping: 0,
      };
      break;
    case 'free_shipping':
      outcome = { discounts: none, shipping: working.shipping };
      break;
    case 'buy_x_get_y': {
      const { discounts, short } = buyXGetY(action, lines, indices, working);
      if (discounts.every((discount) => discount === 0) && short > 0) {
        return { refusal: { kind: 'min_quantity', missing: short } };
      }
      outcome = { discounts, shipping: 0 };
      break;
    }
  }
  const saving = outcome.discounts.reduce((sum, discount) => sum + discount, 0) + outcome.shipping;
  return saving > 0 ? outcome : { refusal: { kind: 'no_saving' } };
}

function spread(amount: number, indices: readonly number[], working: Working, size: number): number[] {
  const shares = allocate(
    amount,
    indices.map((index) => working.remaining[index] ?? 0),
  );
  const discounts = new Array<number>(size).fill(0);
  indices.forEach((index, position) => {
    discounts[index] = shares[position] ?? 0;
  });
  return discounts;
}

interface Evaluation {
  working: Working;
  applied: AppliedPromotion[];
  refusals: Map<string, CodeRefusal>;
  saving: number;
}

/** Applies a set of promotions in their order (`rank`), each on what the earlier ones left. */
function evaluate(
  set: readonly PromotionRule[],
  lines: readonly PromotableLine[],
  context: PromotionContext,
): Evaluation {
  const working: Working = {
    remaining: lines.map((line) => line.price * line.quantity),
    shipping: context.shippingCost,
  };
  const applied: AppliedPromotion[] = [];
  const refusals = new Map<string, CodeRefusal>();
  const ordered = set.map((rule, index) => ({ rule, index }));
  ordered.sort((a, b) => rank(a.rule) - rank(b.rule) || a.index - b.index);
  for (const { rule } of ordered) {
    const outcome = applyOne(rule, lines, working, context);
    if ('refusal' in outcome) {
      refusals.set(rule.id, outcome.refusal);
      continue;
    }
    outcome.discounts.forEach((discount, index) => {
      working.remaining[index] = (working.remaining[index] ?? 0) - discount;
    });
    working.shipping -= outcome.shipping;
    applied.push({
      id: rule.id,
      code: rule.code,
      title: rule.title,
      discount: outcome.discounts.reduce((sum, discount) => sum + discount, 0),
      shippingDiscount: outcome.shipping,
    });
  }
  const saving = applied.reduce(
    (sum, { discount, shippingDiscount }) => sum + discount + shippingDiscount,
    0,
  );
  return { working, applied, refusals, saving };
}

/**
 * What the basket saves (docs/decisions/038-promotions.md): every live automatic offer and the entered code are
 * tried; at most one code applies, with the automatic offers marked combinable; a promotion that is not
 * combinable applies alone. Of those sets the one saving the shopper most wins (a tie goes to the set with the
 * code, then the earlier promotion), and a code left out says why.
 */
export function applyPromotions(
  lines: readonly PromotableLine[],
  promotions: readonly PromotionRule[],
  context: PromotionContext,
): PromotionResult {
  const entered = context.code === null ? '' : normalizeCode(context.code);
  const limitOf = (rule: PromotionRule) => context.limits?.get(rule.id);
  const usable = (rule: PromotionRule) => isLive(rule, context.now) === null && limitOf(rule) === undefined;
  const automatic = promotions.filter((rule) => rule.code === null && usable(rule));
  const codeRule = entered
    ? promotions.find((rule) => rule.code !== null && rule.code === entered)
    : undefined;
  let codeRefusal: CodeRefusal | null = null;
  if (entered && !codeRule) codeRefusal = { kind: 'not_valid' };
  else if (codeRule) {
    const limit = limitOf(codeRule);
    codeRefusal = isLive(codeRule, context.now) ?? (limit ? { kind: limit } : null);
  }
  const combinable = automatic.filter((rule) => rule.combinable);
  const sets: { set: PromotionRule[]; withCode: boolean }[] = [{ set: combinable, withCode: false }];
  for (const rule of automatic) if (!rule.combinable) sets.push({ set: [rule], withCode: false });
  if (codeRule && codeRefusal === null) {
    sets.unshift({ set: codeRule.combinable ? [...combinable, codeRule] : [codeRule], withCode: true });
  }
  let best: { evaluation: Evaluation; withCode: boolean } | undefined;
  for (const { set, withCode } of sets) {
    const evaluation = evaluate(set, lines, context);
    if (!best || evaluation.saving > best.evaluation.saving) best = { evaluation, withCode };
  }
  const chosen = best?.evaluation ?? evaluate([], lines, context);
  if (codeRule && codeRefusal === null) {
    const inChosen = chosen.applied.some((promotion) => promotion.id === codeRule.id);
    if (!inChosen) {
      // Refused by its own conditions in its own set, or beaten by a promotion it cannot be combined with.
      const own = evaluate(codeRule.combinable ? [...combinable, codeRule] : [codeRule], lines, context);
      const alone = chosen.applied.find(
        (promotion) => !promotions.find((rule) => rule.id === promotion.id)?.combinable,
      );
      const winner = alone ?? chosen.applied[0];
      codeRefusal = own.refusals.get(codeRule.id) ?? {
        kind: 'better_offer',
        by: winner?.title ?? 'another offer',
      };
    }
  }
  const lineDiscounts = lines.map(
    (line, index) => line.price * line.quantity - (chosen.working.remaining[index] ?? 0),
  );
  const nearby: NearbyOffer[] = [];
  for (const rule of automatic) {
    const refusal = chosen.refusals.get(rule.id) ?? evaluate([rule], lines, context).refusals.get(rule.id);
    if (refusal?.kind === 'min_value' && !chosen.applied.some((promotion) => promotion.id === rule.id)) {
      nearby.push({ id: rule.id, title: rule.title, missing: refusal.missing });
    }
  }
  return {
    lineDiscounts,
    discount: lineDiscounts.reduce((sum, discount) => sum + discount, 0),
    shippingDiscount: context.shippingCost - chosen.working.shipping,
    applied: chosen.applied,
    code: entered
      ? codeRefusal === null
        ? { code: entered, applied: true }
        : { code: entered, applied: false, refusal: codeRefusal }
      : null,
    nearby: nearby.sort((a, b) => a.missing - b.missing),
  };
}

/** The refusal a stranger hears: a code that is not live reads as unknown (decision 038). */
export function refusalForStranger(refusal: CodeRefusal): CodeRefusal {
  return HIDDEN_REFUSALS.has(refusal.kind) ? { kind: 'not_valid' } : refusal;
}

const plural = (count: number, word: string) => `${count} more ${word}${count === 1 ? '' : 's'}`;

/** The words for a code that does not apply: "Add ₹250 more to use FIRST100". */
export function codeRefusalMessage(code: string, refusal: CodeRefusal): string {
  switch (refusal.kind) {
    case 'not_valid':
      return 'This code is not valid';
    case 'not_started':
      return `${code} is not active yet`;
    case 'ended':
      return 'This code has ended';
    case 'used_up':
      return `${code} has been fully redeemed`;
    case 'used_by_account':
      return `You have already used ${code}`;
    case 'first_order':
      return `${code} is for your first order`;
    case 'min_value':
      return `Add ${formatRupees(toRupees(refusal.missing))} more to use ${code}`;
    case 'min_quantity':
      return `Add ${plural(refusal.missing, 'item')} to use ${code}`;
    case 'not_applicable':
      return `${code} does not apply to the items in your cart`;
    case 'no_saving':
      return `${code} gives no further saving on this order`;
    case 'better_offer':
      return `${code} was not applied: ${refusal.by} saves you more`;
  }
}

/** "You save ₹120 with FIRST100" (or with the offer's title). */
export function savingMessage(promotion: AppliedPromotion): string {
  const saving = promotion.discount + promotion.shippingDiscount;
  return `You save ${formatRupees(toRupees(saving))} with ${promotion.code ?? promotion.title}`;
}

/** "Add ₹250 more for Free shipping on ₹999+". */
export function nearbyMessage(offer: NearbyOffer): string {
  return `Add ${formatRupees(toRupees(offer.missing))} more for ${offer.title}`;
}

/** The short badge of an offer on a product card or page: "Buy 2, get 1 free", "Extra 10% off on ₹999+". */
export function offerBadge(rule: Pick<PromotionRule, 'action' | 'minOrderValue'>): string {
  const over = rule.minOrderValue > 0 ? ` on ${formatRupees(toRupees(rule.minOrderValue))}+` : '';
  const { action } = rule;
  switch (action.kind) {
    case 'percent':
      return `Extra ${action.percent}% off${over}`;
    case 'amount':
      return `${formatRupees(toRupees(action.amount))} off${over}`;
    case 'free_shipping':
      return `Free shipping${over}`;
    case 'buy_x_get_y':
      return `Buy ${action.buy}, get ${action.get} ${action.percent === 100 ? 'free' : `at ${action.percent}% off`}`;
  }
}
