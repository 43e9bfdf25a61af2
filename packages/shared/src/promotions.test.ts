// The promotions rule of docs/decisions/038-promotions.md: for any basket and any promotions the lines add up, no
// line goes below ₹0, no discount passes its cap, the best allowed set wins and the tax on the discounted values
// adds up; then each behaviour the shopper reads, in the words.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GST_RATES, type GstRate, taxOrder } from './gst.ts';
import {
  allocate,
  applyPromotions,
  type CodeRefusal,
  codeRefusalMessage,
  nearbyMessage,
  normalizeCode,
  offerBadge,
  type PromotableLine,
  type PromotionAction,
  type PromotionContext,
  type PromotionLimitState,
  type PromotionResult,
  type PromotionRule,
  refusalForStranger,
  savingMessage,
  targets,
} from './promotions.ts';
import { checkoutTotals, withPromotions } from './totals.ts';

const NOW = new Date('2026-11-29T12:00:00+05:30');
const PAST = '2026-11-01T00:00:00+05:30';
const FUTURE = '2026-12-31T23:59:00+05:30';
const PRODUCTS = ['p1', 'p2', 'p3', 'p4'];
const CATEGORIES = ['kurtas', 'sarees', 'footwear'];
const BRANDS = ['Fabindia', 'Bata', 'Biba'];
const CODES = ['FIRST100', 'DIWALI20', 'FREESHIP', 'BUY2GET1'];

// ─── Arbitraries ──────────────────────────────────────────────────────────────────────────────────────────

const lineArb: fc.Arbitrary<PromotableLine> = fc.record({
  productId: fc.constantFrom(...PRODUCTS),
  category: fc.constantFrom(...CATEGORIES),
  brand: fc.constantFrom(...BRANDS),
  // 1 paisa to ₹2,00,000.
  price: fc.oneof(fc.integer({ min: 1, max: 20_000_000 }), fc.integer({ min: 1, max: 5_000_00 })),
  quantity: fc.integer({ min: 1, max: 20 }),
});
const basketArb = fc.array(lineArb, { minLength: 1, maxLength: 8 });

const actionArb: fc.Arbitrary<PromotionAction> = fc.oneof(
  fc.record({
    kind: fc.constant('percent' as const),
    percent: fc.integer({ min: 1, max: 90 }),
    maxDiscount: fc.option(fc.integer({ min: 1, max: 5_000_000 }), { nil: null }),
  }),
  fc.record({ kind: fc.constant('amount' as const), amount: fc.integer({ min: 1, max: 10_000_000 }) }),
  fc.record({ kind: fc.constant('free_shipping' as const) }),
  fc.record({
    kind: fc.constant('buy_x_get_y' as const),
    buy: fc.integer({ min: 1, max: 4 }),
    get: fc.integer({ min: 1, max: 3 }),
    percent: fc.oneof(fc.constant(100), fc.integer({ min: 1, max: 100 })),
    sameProduct: fc.boolean(),
  }),
);

const targetArb = fc.oneof(
  fc.constant({ kind: 'order' as const, values: [] as string[] }),
  fc.record({
    kind: fc.constant('categories' as const),
    values: fc.subarray(CATEGORIES, { minLength: 1 }),
  }),
  // Brands are matched in any case.
  fc.record({
    kind: fc.constant('brands' as const),
    values: fc.array(fc.mixedCase(fc.constantFrom(...BRANDS)), { minLength: 1, maxLength: 2 }),
  }),
  fc.record({ kind: fc.constant('products' as const), values: fc.subarray(PRODUCTS, { minLength: 1 }) }),
);

/** When a promotion runs: mostly live now, else ended, paused or not started in each way an admin can. */
const lifecycleArb = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      status: fc.constant('active' as const),
      startsAt: fc.constantFrom(null, PAST, NOW.toISOString()),
      endsAt: fc.constantFrom(null, FUTURE),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      { status: 'ended' as const, startsAt: null, endsAt: null },
      { status: 'paused' as const, startsAt: PAST, endsAt: null },
      { status: 'active' as const, startsAt: PAST, endsAt: PAST },
      { status: 'active' as const, startsAt: null, endsAt: NOW.toISOString() },
      { status: 'active' as const, startsAt: FUTURE, endsAt: null },
    ),
  },
);

/** A promotion without its id and code (the set gives them, so codes stay unique as the database keeps them). */
const ruleArb = fc.record({
  isCode: fc.boolean(),
  title: fc.constantFrom('Diwali sale', 'Free shipping on ₹999+', 'Buy 2, get 1 free', 'Welcome offer'),
  lifecycle: lifecycleArb,
  action: actionArb,
  target: targetArb,
  minOrderValue: fc.oneof(
    { weight: 2, arbitrary: fc.constant(0) },
    { weight: 2, arbitrary: fc.integer({ min: 1, max: 2_000_00 }) },
    { weight: 1, arbitrary: fc.integer({ min: 1, max: 50_000_00 }) },
  ),
  minQuantity: fc.oneof({ weight: 3, arbitrary: fc.constant(0) }, fc.integer({ min: 1, max: 10 })),
  firstOrderOnly: fc.oneof({ weight: 3, arbitrary: fc.constant(false) }, fc.constant(true)),
  combinable: fc.oneof({ weight: 2, arbitrary: fc.constant(true) }, fc.constant(false)),
  limit: fc.oneof(
    { weight: 6, arbitrary: fc.constant(null) },
    { weight: 1, arbitrary: fc.constantFrom<PromotionLimitState>('used_up', 'used_by_account') },
  ),
});

interface Scenario {
  lines: PromotableLine[];
  rules: PromotionRule[];
  context: PromotionContext;
}

const scenarioArb: fc.Arbitrary<Scenario> = fc
  .record({
    lines: basketArb,
    drafts: fc.oneof(
      { weight: 1, arbitrary: fc.array(ruleArb, { maxLength: 0 }) },
      { weight: 9, arbitrary: fc.array(ruleArb, { minLength: 1, maxLength: 4, size: 'max' }) },
    ),
    // Which code the shopper enters: one of the set's (by position, in random case), an unknown one, or none.
    entry: fc.oneof(
      {
        weight: 4,
        arbitrary: fc.record({
          pick: fc.nat(),
          casing: fc.array(fc.boolean(), { minLength: 8, maxLength: 8 }),
        }),
      },
      { weight: 1, arbitrary: fc.constantFrom('NOPE42', null) },
    ),
    firstOrder: fc.boolean(),
    shippingCost: fc.oneof(fc.constant(0), { weight: 3, arbitrary: fc.integer({ min: 1, max: 20_000 }) }),
  })
  .map(({ lines, drafts, entry, firstOrder, shippingCost }) => {
    const limits = new Map<string, PromotionLimitState>();
    const rules = drafts.map(({ isCode, limit, lifecycle, ...rule }, index): PromotionRule => {
      const id = `promo-${index}`;
      if (limit) limits.set(id, limit);
      return { ...rule, ...lifecycle, id, code: isCode ? (CODES[index] ?? null) : null };
    });
    const codes = rules.flatMap((rule) => (rule.code ? [rule.code] : []));
    let code: string | null = null;
    if (typeof entry === 'string' || entry === null) code = entry;
    else if (codes.length > 0) {
      const chosen = codes[entry.pick % codes.length] ?? '';
      const cased = [...chosen].map((char, i) => (entry.casing[i % 8] ? char.toLowerCase() : char)).join('');
      code = entry.pick % 3 === 0 ? ` ${cased} ` : cased;
    }
    return { lines, rules, context: { now: NOW, code, firstOrder, shippingCost, limits } };
  });

// ─── Helpers ──────────────────────────────────────────────────────────────────────────────────────────────

const saving = (result: PromotionResult) => result.discount + result.shippingDiscount;
const lineValue = (line: PromotableLine) => line.price * line.quantity;

/** Live now and within its limits: what the rule may apply (checked here on its own, not with the rule's code). */
function usable(rule: PromotionRule, context: PromotionContext): boolean {
  const now = context.now.getTime();
  return (
    rule.status === 'active' &&
    (rule.startsAt === null || Date.parse(rule.startsAt) <= now) &&
    (rule.endsAt === null || Date.parse(rule.endsAt) > now) &&
    !context.limits?.has(rule.id)
  );
}

function rule(overrides: Partial<PromotionRule> & Pick<PromotionRule, 'id' | 'action'>): PromotionRule {
  return {
    code: null,
    title: overrides.code ?? 'Offer',
    status: 'active',
    startsAt: null,
    endsAt: null,
    target: { kind: 'order', values: [] },
    minOrderValue: 0,
    minQuantity: 0,
    firstOrderOnly: false,
    combinable: true,
    ...overrides,
  };
}

function line(overrides: Partial<PromotableLine> = {}): PromotableLine {
  return { productId: 'p1', category: 'kurtas', brand: 'Fabindia', price: 500_00, quantity: 1, ...overrides };
}

function context(overrides: Partial<PromotionContext> = {}): PromotionContext {
  return { now: NOW, code: null, firstOrder: true, shippingCost: 0, ...overrides };
}

function refusalOf(result: PromotionResult): CodeRefusal | undefined {
  return result.code && !result.code.applied ? result.code.refusal : undefined;
}

const RUNS = { numRuns: 400 };

// ─── Properties ───────────────────────────────────────────────────────────────────────────────────────────

describe('any basket and any promotions', () => {
  it('give line discounts that add up to the discount, none negative and no line below ₹0', () => {
    fc.assert(
      fc.property(scenarioArb, ({ lines, rules, context }) => {
        const result = applyPromotions(lines, rules, context);
        expect(result.lineDiscounts).toHaveLength(lines.length);
        expect(result.discount).toBe(result.lineDiscounts.reduce((sum, discount) => sum + discount, 0));
        lines.forEach((line, index) => {
          const discount = result.lineDiscounts[index] ?? Number.NaN;
          expect(Number.isInteger(discount)).toBe(true);
          expect(discount).toBeGreaterThanOrEqual(0);
          expect(lineValue(line) - discount).toBeGreaterThanOrEqual(0);
          // A line no applied promotion targets keeps its price.
          const byRule = new Map(rules.map((rule) => [rule.id, rule]));
          const targeted = result.applied.some((applied) => {
            const target = byRule.get(applied.id)?.target;
            return target !== undefined && targets(target, line);
          });
          if (!targeted) expect(discount).toBe(0);
        });
        expect(result.shippingDiscount).toBeGreaterThanOrEqual(0);
        expect(result.shippingDiscount).toBeLessThanOrEqual(context.shippingCost);
      }),
      RUNS,
    );
  });

  it('never take more than a promotion’s cap, percent, amount or share of units, and the applied add up', () => {
    fc.assert(
      fc.property(scenarioArb, ({ lines, rules, context }) => {
        const result = applyPromotions(lines, rules, context);
        const sum = (key: 'discount' | 'shippingDiscount') =>
          result.applied.reduce((total, applied) => total + applied[key], 0);
        expect(sum('discount')).toBe(result.discount);
        expect(sum('shippingDiscount')).toBe(result.shippingDiscount);
        for (const applied of result.applied) {
          const promotion = rules.find((rule) => rule.id === applied.id);
          if (!promotion) throw new Error(`applied an unknown promotion ${applied.id}`);
          expect(usable(promotion, context)).toBe(true);
          expect(applied.discount + applied.shippingDiscount).toBeGreaterThan(0);
          expect(applied.discount).toBeGreaterThanOrEqual(0);
          const value = lines
            .filter((line) => targets(promotion.target, line))
            .reduce((total, line) => total + lineValue(line), 0);
          const { action } = promotion;
          if (action.kind !== 'free_shipping') expect(applied.shippingDiscount).toBe(0);
          switch (action.kind) {
            case 'percent':
              expect(applied.discount * 100).toBeLessThanOrEqual(value * action.percent);
              if (action.maxDiscount !== null)
                expect(applied.discount).toBeLessThanOrEqual(action.maxDiscount);
              break;
            case 'amount':
              expect(applied.discount).toBeLessThanOrEqual(action.amount);
              break;
            case 'free_shipping':
              expect(applied.discount).toBe(0);
              break;
            case 'buy_x_get_y':
              // Only the cheapest `get` of every `buy + get` units are discounted, by at most `percent`.
              expect(applied.discount * (action.buy + action.get) * 100).toBeLessThanOrEqual(
                value * action.get * action.percent,
              );
              break;
          }
        }
      }),
      RUNS,
    );
  });

  it('apply at most one code, the one entered, and a promotion that is not combinable only alone', () => {
    fc.assert(
      fc.property(scenarioArb, ({ lines, rules, context }) => {
        const result = applyPromotions(lines, rules, context);
        const codes = result.applied.filter((applied) => applied.code !== null);
        expect(codes.length).toBeLessThanOrEqual(1);
        const entered = context.code === null ? '' : normalizeCode(context.code);
        if (entered === '') expect(result.code).toBeNull();
        else expect(result.code?.code).toBe(entered);
        // The code is reported applied exactly when it is among the applied promotions.
        expect(result.code?.applied ?? false).toBe(codes.length === 1);
        if (codes.length === 1) expect(codes[0]?.code).toBe(entered);
        if (!rules.some((rule) => rule.code === entered) && entered !== '') {
          expect(refusalOf(result)).toEqual({ kind: 'not_valid' });
        }
        for (const applied of result.applied) {
          if (!rules.find((rule) => rule.id === applied.id)?.combinable)
            expect(result.applied).toHaveLength(1);
        }
      }),
      RUNS,
    );
  });

  it('save at least as much as any allowed alternative: the code with the combinable offers, or any alone', () => {
    fc.assert(
      fc.property(scenarioArb, ({ lines, rules, context }) => {
        const result = applyPromotions(lines, rules, context);
        const best = saving(result);
        const noCode = { ...context, code: null };
        const automatic = rules.filter((rule) => rule.code === null && usable(rule, context));
        const combinable = automatic.filter((rule) => rule.combinable);
        expect(saving(applyPromotions(lines, combinable, noCode))).toBeLessThanOrEqual(best);
        for (const offer of automatic.filter((rule) => !rule.combinable)) {
          expect(saving(applyPromotions(lines, [offer], noCode))).toBeLessThanOrEqual(best);
        }
        const entered = context.code === null ? '' : normalizeCode(context.code);
        const codeRule = rules.find((rule) => rule.code !== null && rule.code === entered);
        if (!codeRule || !usable(codeRule, context)) return;
        const own = codeRule.combinable ? [...combinable, codeRule] : [codeRule];
        const alone = applyPromotions(lines, own, context);
        expect(saving(alone)).toBeLessThanOrEqual(best);
        // The code's fate is the one it has in its own set, except that a bigger saving may beat it.
        const refusal = refusalOf(result);
        if (alone.code?.applied) {
          if (refusal) {
            expect(refusal.kind).toBe('better_offer');
            expect(best).toBeGreaterThan(saving(alone));
          }
        } else {
          expect(refusal?.kind).toBe(refusalOf(alone)?.kind);
          if (refusal?.kind !== 'better_offer') expect(refusal).toEqual(refusalOf(alone));
        }
      }),
      RUNS,
    );
  });

  it('name as nearby only live automatic offers not applied, nearest first', () => {
    fc.assert(
      fc.property(scenarioArb, ({ lines, rules, context }) => {
        const result = applyPromotions(lines, rules, context);
        const missing = result.nearby.map((offer) => offer.missing);
        expect(missing).toEqual([...missing].sort((a, b) => a - b));
        for (const offer of result.nearby) {
          const promotion = rules.find((rule) => rule.id === offer.id);
          expect(promotion?.code).toBeNull();
          expect(promotion && usable(promotion, context)).toBe(true);
          expect(offer.missing).toBeGreaterThan(0);
          expect(offer.missing).toBeLessThanOrEqual(promotion?.minOrderValue ?? 0);
          expect(result.applied.some((applied) => applied.id === offer.id)).toBe(false);
        }
      }),
      RUNS,
    );
  });

  it('leave tax on each discounted line and on the shipping that adds up to the order’s total', () => {
    fc.assert(
      fc.property(
        scenarioArb,
        fc.array(fc.constantFrom<GstRate>(...GST_RATES), { minLength: 8, maxLength: 8 }),
        fc.array(fc.constantFrom(0, 49_00, 79_00), { minLength: 8, maxLength: 8 }),
        fc.boolean(),
        ({ lines, rules, context }, rates, shippingCosts, intraState) => {
          const totals = checkoutTotals(
            lines.map((line, index) => ({
              price: line.price,
              originalPrice: line.price,
              quantity: line.quantity,
              shippingCost: shippingCosts[index] ?? 0,
              inStock: true,
            })),
          );
          const result = applyPromotions(lines, rules, { ...context, shippingCost: totals.shippingCost });
          const after = withPromotions(totals, result);
          const taxed = taxOrder(
            lines.map((line, index) => ({
              price: lineValue(line) - (result.lineDiscounts[index] ?? 0),
              quantity: 1,
              rate: rates[index] ?? 0,
            })),
            after.shippingCost,
            intraState,
          );
          const invoiced = [...taxed.lines, taxed.shipping].reduce(
            (sum, taxedLine) =>
              sum + taxedLine.taxableValue + taxedLine.cgst + taxedLine.sgst + taxedLine.igst,
            0,
          );
          expect(invoiced).toBe(after.total);
          expect(after.total).toBe(
            totals.subtotal - result.discount + totals.shippingCost - result.shippingDiscount,
          );
        },
      ),
      RUNS,
    );
  });
});

describe('allocate', () => {
  const weightsArb = fc.array(fc.integer({ min: 0, max: 40_000_000 }), { minLength: 1, maxLength: 8 });

  it('gives shares that add up to the amount, each within 1 paisa of its exact proportion', () => {
    fc.assert(
      fc.property(weightsArb, fc.integer({ min: 1, max: 400_000_000 }), (weights, amount) => {
        const total = weights.reduce((sum, weight) => sum + weight, 0);
        const shares = allocate(amount, weights);
        expect(shares).toHaveLength(weights.length);
        if (total === 0) {
          expect(shares.every((share) => share === 0)).toBe(true);
          return;
        }
        expect(shares.reduce((sum, share) => sum + share, 0)).toBe(amount);
        shares.forEach((share, index) => {
          const weight = weights[index] ?? 0;
          expect(Number.isInteger(share)).toBe(true);
          expect(Math.abs(share - (amount * weight) / total)).toBeLessThan(1);
          if (amount <= total) expect(share).toBeLessThanOrEqual(weight);
        });
      }),
      RUNS,
    );
  });

  it('gives the paise left to the largest remainders, ties to the larger line, then the earlier', () => {
    expect(allocate(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(allocate(10, [100, 200, 300])).toEqual([2, 3, 5]);
    expect(allocate(1, [100, 300, 300])).toEqual([0, 1, 0]);
    // Halves left on the ₹1 and the ₹3 line: the larger takes the paisa.
    expect(allocate(3, [1, 2, 3])).toEqual([0, 1, 2]);
    expect(allocate(0, [5, 5])).toEqual([0, 0]);
  });
});

// ─── Examples ─────────────────────────────────────────────────────────────────────────────────────────────

const FIRST100 = rule({
  id: 'first100',
  code: 'FIRST100',
  action: { kind: 'amount', amount: 100_00 },
  minOrderValue: 999_00,
  firstOrderOnly: true,
});

describe('a code’s conditions', () => {
  it('asks for the rupees missing from the minimum value: "Add ₹250 more to use FIRST100"', () => {
    const result = applyPromotions([line({ price: 749_00 })], [FIRST100], context({ code: 'FIRST100' }));
    expect(result.code).toEqual({
      code: 'FIRST100',
      applied: false,
      refusal: { kind: 'min_value', missing: 250_00 },
    });
    expect(codeRefusalMessage('FIRST100', { kind: 'min_value', missing: 250_00 })).toBe(
      'Add ₹250 more to use FIRST100',
    );
    expect(result.discount).toBe(0);

    const enough = applyPromotions([line({ price: 999_00 })], [FIRST100], context({ code: 'FIRST100' }));
    expect(enough.code).toEqual({ code: 'FIRST100', applied: true });
    expect(enough.discount).toBe(100_00);
    expect(enough.applied.map(savingMessage)).toEqual(['You save ₹100 with FIRST100']);
  });

  it('refuses a first-order code to an account that has ordered before', () => {
    const result = applyPromotions(
      [line({ price: 1200_00 })],
      [FIRST100],
      context({ code: 'FIRST100', firstOrder: false }),
    );
    expect(refusalOf(result)).toEqual({ kind: 'first_order' });
    expect(codeRefusalMessage('FIRST100', { kind: 'first_order' })).toBe('FIRST100 is for your first order');
    expect(result.discount).toBe(0);
  });

  it('asks for the items missing from the minimum quantity', () => {
    const code = rule({
      id: 'bulk',
      code: 'BULK3',
      action: { kind: 'percent', percent: 10, maxDiscount: null },
      minQuantity: 3,
    });
    const result = applyPromotions([line({ quantity: 2 })], [code], context({ code: 'bulk3' }));
    expect(refusalOf(result)).toEqual({ kind: 'min_quantity', missing: 1 });
    expect(codeRefusalMessage('BULK3', { kind: 'min_quantity', missing: 1 })).toBe(
      'Add 1 more item to use BULK3',
    );
  });

  it('refuses a code whose account or total limit is reached, and hides a used-up one from strangers', () => {
    const lines = [line({ price: 1200_00 })];
    const perAccount = applyPromotions(
      lines,
      [FIRST100],
      context({ code: 'FIRST100', limits: new Map([['first100', 'used_by_account']]) }),
    );
    expect(refusalOf(perAccount)).toEqual({ kind: 'used_by_account' });
    expect(codeRefusalMessage('FIRST100', { kind: 'used_by_account' })).toBe(
      'You have already used FIRST100',
    );
    // The account's own limit is no secret: it used the code.
    expect(refusalForStranger({ kind: 'used_by_account' })).toEqual({ kind: 'used_by_account' });

    const total = applyPromotions(
      lines,
      [FIRST100],
      context({ code: 'FIRST100', limits: new Map([['first100', 'used_up']]) }),
    );
    expect(refusalOf(total)).toEqual({ kind: 'used_up' });
    expect(codeRefusalMessage('FIRST100', { kind: 'used_up' })).toBe('FIRST100 has been fully redeemed');
    expect(codeRefusalMessage('FIRST100', refusalForStranger({ kind: 'used_up' }))).toBe(
      'This code is not valid',
    );
    expect(total.discount + perAccount.discount).toBe(0);
  });

  it('leaves out an automatic offer whose limit is reached', () => {
    const offer = rule({ id: 'auto', action: { kind: 'amount', amount: 50_00 } });
    const limited = applyPromotions(
      [line()],
      [offer],
      context({ limits: new Map([['auto', 'used_by_account']]) }),
    );
    expect(limited.applied).toEqual([]);
    expect(applyPromotions([line()], [offer], context()).discount).toBe(50_00);
  });
});

describe('a code that is not live', () => {
  const lines = [line({ price: 1200_00 })];
  const cases: [string, Partial<PromotionRule>, CodeRefusal['kind']][] = [
    ['ended by the admin', { status: 'ended' }, 'ended'],
    ['past its end', { endsAt: PAST }, 'ended'],
    ['ending right now', { endsAt: NOW.toISOString() }, 'ended'],
    ['paused', { status: 'paused' }, 'not_started'],
    ['not started', { startsAt: FUTURE }, 'not_started'],
  ];

  for (const [name, overrides, kind] of cases) {
    it(`is refused when ${name}, and reads "This code is not valid" to a stranger`, () => {
      const result = applyPromotions(lines, [{ ...FIRST100, ...overrides }], context({ code: 'FIRST100' }));
      expect(result.applied).toEqual([]);
      const refusal = refusalOf(result);
      expect(refusal?.kind).toBe(kind);
      if (!refusal) return;
      expect(codeRefusalMessage('FIRST100', refusalForStranger(refusal))).toBe('This code is not valid');
    });
  }

  it('tells a shopper who had the code "This code has ended", and an unknown code reads "not valid"', () => {
    expect(codeRefusalMessage('FIRST100', { kind: 'ended' })).toBe('This code has ended');
    expect(codeRefusalMessage('FIRST100', { kind: 'not_started' })).toBe('FIRST100 is not active yet');
    const unknown = applyPromotions(lines, [FIRST100], context({ code: 'FIRST200' }));
    expect(refusalOf(unknown)).toEqual({ kind: 'not_valid' });
    expect(codeRefusalMessage('FIRST200', { kind: 'not_valid' })).toBe('This code is not valid');
  });

  it('applies from the moment it starts', () => {
    const starting = { ...FIRST100, startsAt: NOW.toISOString() };
    expect(applyPromotions(lines, [starting], context({ code: 'FIRST100' })).discount).toBe(100_00);
  });
});

describe('codes', () => {
  it('match in any case and with spaces around, and answer in upper case', () => {
    const result = applyPromotions([line({ price: 1200_00 })], [FIRST100], context({ code: '  First100 ' }));
    expect(result.code).toEqual({ code: 'FIRST100', applied: true });
    expect(result.discount).toBe(100_00);
  });

  it('answer nothing when no code (or only spaces) was entered', () => {
    expect(applyPromotions([line()], [FIRST100], context({ code: '   ' })).code).toBeNull();
    expect(applyPromotions([line()], [FIRST100], context()).code).toBeNull();
  });
});

describe('buy X get Y', () => {
  const buy2get1 = (sameProduct: boolean, percent = 100) =>
    rule({
      id: 'b2g1',
      title: 'Buy 2, get 1 free',
      action: { kind: 'buy_x_get_y', buy: 2, get: 1, percent, sameProduct },
      target: { kind: 'categories', values: ['kurtas'] },
    });

  it('gives the cheapest unit free, counting a product’s variants together', () => {
    const lines = [
      line({ productId: 'p1', price: 800_00 }),
      line({ productId: 'p1', price: 600_00 }),
      line({ productId: 'p1', price: 700_00 }),
    ];
    const result = applyPromotions(lines, [buy2get1(true)], context());
    expect(result.lineDiscounts).toEqual([0, 600_00, 0]);
  });

  it('of the same product needs the units of one product; of any in the set, it mixes them', () => {
    const lines = [
      line({ productId: 'p1', price: 800_00, quantity: 2 }),
      line({ productId: 'p2', price: 300_00 }),
      line({ productId: 'p3', category: 'sarees', price: 100_00 }),
    ];
    const same = applyPromotions(lines, [buy2get1(true)], context());
    expect(same.applied).toEqual([]);
    const any = applyPromotions(lines, [buy2get1(false)], context());
    // The saree is not in the offer's set, so the cheapest kurta is the free one.
    expect(any.lineDiscounts).toEqual([0, 300_00, 0]);
  });

  it('frees one unit per 3, the cheapest ones', () => {
    const lines = [
      line({ productId: 'p1', price: 500_00, quantity: 4 }),
      line({ productId: 'p2', price: 200_00, quantity: 3 }),
    ];
    // 7 units: 2 groups of 3, so the 2 cheapest (₹200 each) are free.
    const result = applyPromotions(lines, [buy2get1(false)], context());
    expect(result.lineDiscounts).toEqual([0, 400_00]);
  });

  it('gives the extra unit at 50% off for "Buy 2, get 1 at 50% off"', () => {
    const lines = [line({ price: 400_00, quantity: 2 }), line({ productId: 'p2', price: 300_00 })];
    const result = applyPromotions(lines, [buy2get1(false, 50)], context());
    expect(result.lineDiscounts).toEqual([0, 150_00]);
  });

  it('as a code with too few units asks for the items missing', () => {
    const code = { ...buy2get1(false), code: 'BUY2GET1' };
    const result = applyPromotions([line({ quantity: 2 })], [code], context({ code: 'buy2get1' }));
    expect(refusalOf(result)).toEqual({ kind: 'min_quantity', missing: 1 });
  });
});

describe('free shipping', () => {
  const freeShip = rule({ id: 'ship', code: 'FREESHIP', action: { kind: 'free_shipping' } });

  it('takes the standard shipping off and nothing off the lines', () => {
    const result = applyPromotions([line()], [freeShip], context({ code: 'FREESHIP', shippingCost: 79_00 }));
    expect(result).toMatchObject({ discount: 0, shippingDiscount: 79_00, code: { applied: true } });
    expect(result.applied.map(savingMessage)).toEqual(['You save ₹79 with FREESHIP']);
  });

  it('is refused with no_saving when the order already ships free', () => {
    const result = applyPromotions([line()], [freeShip], context({ code: 'FREESHIP', shippingCost: 0 }));
    expect(refusalOf(result)).toEqual({ kind: 'no_saving' });
    expect(codeRefusalMessage('FREESHIP', { kind: 'no_saving' })).toBe(
      'FREESHIP gives no further saving on this order',
    );
  });
});

describe('what a promotion targets', () => {
  const basket = [
    line({ productId: 'p1', category: 'kurtas', brand: 'Fabindia', price: 1000_00 }),
    line({ productId: 'p2', category: 'footwear', brand: 'Bata', price: 2000_00 }),
    line({ productId: 'p3', category: 'sarees', brand: 'Biba', price: 3000_00 }),
  ];
  const tenPercent = (target: PromotionRule['target']) =>
    rule({ id: 'ten', action: { kind: 'percent', percent: 10, maxDiscount: null }, target });

  it('takes a percent off only the lines of its brand (in any case), category or product', () => {
    expect(
      applyPromotions(basket, [tenPercent({ kind: 'brands', values: ['bata'] })], context()).lineDiscounts,
    ).toEqual([0, 200_00, 0]);
    expect(
      applyPromotions(basket, [tenPercent({ kind: 'categories', values: ['kurtas', 'sarees'] })], context())
        .lineDiscounts,
    ).toEqual([100_00, 0, 300_00]);
    expect(
      applyPromotions(basket, [tenPercent({ kind: 'products', values: ['p3'] })], context()).lineDiscounts,
    ).toEqual([0, 0, 300_00]);
  });

  it('spreads an amount over the targeted lines in proportion, and stops at its cap', () => {
    const capped = rule({
      id: 'cap',
      action: { kind: 'percent', percent: 20, maxDiscount: 150_00 },
      target: { kind: 'categories', values: ['kurtas', 'footwear'] },
    });
    expect(applyPromotions(basket, [capped], context()).lineDiscounts).toEqual([50_00, 100_00, 0]);
  });

  it('is refused when no line is one it is for', () => {
    const code = { ...tenPercent({ kind: 'brands', values: ['Puma'] }), code: 'PUMA10' };
    const result = applyPromotions(basket, [code], context({ code: 'PUMA10' }));
    expect(refusalOf(result)).toEqual({ kind: 'not_applicable' });
    expect(codeRefusalMessage('PUMA10', { kind: 'not_applicable' })).toBe(
      'PUMA10 does not apply to the items in your cart',
    );
  });
});

describe('combining promotions', () => {
  const lines = [line({ price: 1000_00 })];
  const diwali = rule({
    id: 'diwali',
    title: 'Diwali sale',
    action: { kind: 'percent', percent: 20, maxDiscount: null },
    combinable: false,
  });
  const code = (amount: number, combinable = true) =>
    rule({ id: 'code', code: 'SAVE', action: { kind: 'amount', amount }, combinable });

  it('lets a bigger non-combinable offer beat a smaller code, naming it', () => {
    const result = applyPromotions(lines, [diwali, code(100_00)], context({ code: 'SAVE' }));
    expect(result.applied.map((applied) => applied.id)).toEqual(['diwali']);
    expect(result.discount).toBe(200_00);
    expect(refusalOf(result)).toEqual({ kind: 'better_offer', by: 'Diwali sale' });
    expect(codeRefusalMessage('SAVE', { kind: 'better_offer', by: 'Diwali sale' })).toBe(
      'SAVE was not applied: Diwali sale saves you more',
    );
  });

  it('gives a tie to the code', () => {
    const result = applyPromotions(lines, [diwali, code(200_00)], context({ code: 'SAVE' }));
    expect(result.applied.map((applied) => applied.id)).toEqual(['code']);
    expect(result.code).toEqual({ code: 'SAVE', applied: true });
  });

  it('stacks a combinable code on the combinable offers, the code after them', () => {
    const tenOff = rule({ id: 'ten', action: { kind: 'percent', percent: 10, maxDiscount: null } });
    const result = applyPromotions(lines, [code(100_00), tenOff], context({ code: 'SAVE' }));
    expect(result.applied.map((applied) => [applied.id, applied.discount])).toEqual([
      ['ten', 100_00],
      ['code', 100_00],
    ]);
  });

  it('reads a minimum value before any promotion, so a second offer never takes the first away', () => {
    // ₹1,050 of goods, ₹150 shipping: ₹100 off must not push the basket under the free-shipping minimum of ₹999.
    const basket = [line({ price: 1050_00 })];
    const hundredOff = rule({
      id: 'hundred',
      minOrderValue: 500_00,
      action: { kind: 'amount', amount: 100_00 },
    });
    const freeShipping = rule({ id: 'ship', minOrderValue: 999_00, action: { kind: 'free_shipping' } });
    const result = applyPromotions(basket, [hundredOff, freeShipping], context({ shippingCost: 150_00 }));
    expect(result.applied.map((applied) => applied.id)).toEqual(['hundred', 'ship']);
    expect(result.discount).toBe(100_00);
    expect(result.shippingDiscount).toBe(150_00);
    expect(result.nearby).toEqual([]);
  });

  it('applies a non-combinable code alone', () => {
    const tenOff = rule({ id: 'ten', action: { kind: 'percent', percent: 10, maxDiscount: null } });
    const result = applyPromotions(lines, [code(150_00, false), tenOff], context({ code: 'SAVE' }));
    expect(result.applied.map((applied) => applied.id)).toEqual(['code']);
    expect(result.discount).toBe(150_00);
  });
});

describe('words for offers', () => {
  it('badges each kind of offer', () => {
    const badge = (action: PromotionAction, minOrderValue = 0) => offerBadge({ action, minOrderValue });
    expect(badge({ kind: 'buy_x_get_y', buy: 2, get: 1, percent: 100, sameProduct: true })).toBe(
      'Buy 2, get 1 free',
    );
    expect(badge({ kind: 'buy_x_get_y', buy: 2, get: 1, percent: 50, sameProduct: false })).toBe(
      'Buy 2, get 1 at 50% off',
    );
    expect(badge({ kind: 'percent', percent: 10, maxDiscount: null }, 999_00)).toBe('Extra 10% off on ₹999+');
    expect(badge({ kind: 'amount', amount: 100_00 })).toBe('₹100 off');
    expect(badge({ kind: 'free_shipping' }, 999_00)).toBe('Free shipping on ₹999+');
  });

  it('names an automatic offer the basket nearly reaches: "Add ₹250 more for Free shipping on ₹999+"', () => {
    const freeShipping = rule({
      id: 'ship999',
      title: 'Free shipping on ₹999+',
      action: { kind: 'free_shipping' },
      minOrderValue: 999_00,
    });
    const tenOff = rule({
      id: 'ten2000',
      title: 'Extra 10% off on ₹2,000+',
      action: { kind: 'percent', percent: 10, maxDiscount: null },
      minOrderValue: 2000_00,
    });
    const result = applyPromotions(
      [line({ price: 749_00 })],
      [tenOff, freeShipping],
      context({ shippingCost: 79_00 }),
    );
    expect(result.nearby).toEqual([
      { id: 'ship999', title: 'Free shipping on ₹999+', missing: 250_00 },
      { id: 'ten2000', title: 'Extra 10% off on ₹2,000+', missing: 1251_00 },
    ]);
    expect(result.nearby.map(nearbyMessage)).toEqual([
      'Add ₹250 more for Free shipping on ₹999+',
      'Add ₹1,251 more for Extra 10% off on ₹2,000+',
    ]);
    const reached = applyPromotions(
      [line({ price: 999_00 })],
      [freeShipping],
      context({ shippingCost: 79_00 }),
    );
    expect(reached.nearby).toEqual([]);
    expect(reached.shippingDiscount).toBe(79_00);
  });
});
