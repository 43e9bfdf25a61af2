// Promotions on the wire (docs/decisions/038-promotions.md): the admin's form and list, the report, the shopper's
// quote and coupon, and the automatic offers shown on product cards. Money is rupees here, paise inside.
import { z } from 'zod';
import { selectedFiltersSchema } from './cart.schemas.ts';
import { idSchema, oneLineString, rupeesSchema } from './common.schemas.ts';
import { formatRupees } from './money.ts';
import {
  couponCodeSchema,
  MAX_ORDER_LINES,
  orderLineRequestSchema,
  TOO_MANY_LINES,
} from './order.schemas.ts';
import {
  MAX_PERCENT_OFF,
  PROMOTION_ACTIONS,
  PROMOTION_CODE_PATTERN,
  PROMOTION_STATUSES,
  PROMOTION_TARGETS,
} from './promotions.ts';

/**
 * The most rupees a promotion's amount, cap or minimum may name: the highest order total the shop can be set to take
 * (MAX_ORDER_TOTAL_RUPEES), so every amount fits the database's paise and no promotion names what no order can reach.
 */
export const MAX_PROMOTION_RUPEES = 10_000_000;

export const PROMOTION_MESSAGES = {
  codeFormat: 'A code is 3 to 30 letters, digits, - or _',
  codeTaken: 'Another promotion that has not ended uses this code',
  percentRange: `Percent off must be between 1 and ${MAX_PERCENT_OFF}`,
  bxgyPercentRange: 'The discount on the extra items must be between 1 and 100 percent',
  amountRequired: 'Enter the amount off',
  buyGetRequired: 'Enter how many to buy and how many to get',
  targetValuesRequired: 'Choose at least one category, brand or product',
  datesOrder: 'The end must be after the start',
  moneyRange: `Enter an amount in rupees up to ${formatRupees(MAX_PROMOTION_RUPEES)}, with at most two decimals`,
  moneyPositive: 'Enter an amount above ₹0',
  notFound: 'Promotion not found',
  changedMeanwhile: 'This promotion was changed by someone else meanwhile. Reload it to see the changes.',
  tooManyCodeChecks: 'Too many codes tried. Please wait a while before trying another.',
  couponRemoved: 'Code removed',
  /** A code given at checkout that does not apply: its reason, then this. */
  codeNotApplied: (reason: string) => `${reason}. Remove the code or change your cart to go on.`,
  /** Another order took the last redemption between pricing and placing (`name`: its code, else its title). */
  justRedeemed: (name: string) => `${name} has just been fully redeemed`,
  /** The promotion ended (or was paused) between pricing and placing. */
  justEnded: (name: string) => `${name} has just ended`,
  /** payment/process with the amount alone pays the cart's own prices: no promotion applies (decision 038). */
  codeNeedsItems: 'A coupon code needs the items of the order (orderItems)',
  /** A paid checkout whose hold had ended, when a promotion it used can no longer be taken again. */
  refundingPromotionGone: (name: string) =>
    `Sorry, ${name} could no longer be applied when your payment was confirmed. A full refund of your payment is in progress.`,
} as const;

/** The admin's form, refused for a target value the shop does not have (checked on the server). */
export const PROMOTION_ADMIN_MESSAGES = {
  unknownCategory: (name: string) => `"${name}" is not one of the shop's categories`,
  unknownProduct: (id: string) => `No product has the id "${id}"`,
} as const;

/** Rupees a promotion names: whole paise (at most two decimals) up to MAX_PROMOTION_RUPEES, never negative. */
const promotionRupees = z
  .number()
  .min(0, PROMOTION_MESSAGES.moneyRange)
  .max(MAX_PROMOTION_RUPEES, PROMOTION_MESSAGES.moneyRange)
  .refine(
    (rupees) => Math.abs(rupees * 100 - Math.round(rupees * 100)) < 1e-6,
    PROMOTION_MESSAGES.moneyRange,
  );
/** Rupees, or null for "none". */
const optionalRupees = promotionRupees
  .refine((rupees) => rupees > 0, PROMOTION_MESSAGES.moneyPositive)
  .nullable()
  .default(null);
const wholeCount = (max: number) =>
  z.number().int('Enter a whole number').min(1).max(max).nullable().default(null);

/** POST /api/admin/promotions and PUT /api/admin/promotions/:id (with `version`). Dates are ISO, India's offset. */
export const promotionInputSchema = z
  .object({
    /** Null (or empty) for an automatic offer. */
    code: z
      .string()
      .trim()
      .transform((code) => (code === '' ? null : code.toUpperCase()))
      .pipe(z.string().regex(PROMOTION_CODE_PATTERN, PROMOTION_MESSAGES.codeFormat).nullable())
      .nullable()
      .default(null),
    // On one line: it is the shopper's words in the cart, the order and the invoice ("You save ₹120 with …").
    title: oneLineString({ error: 'Title is required' })
      .trim()
      .min(1, 'Title is required')
      .max(80, 'Title must be at most 80 characters'),
    status: z.enum(PROMOTION_STATUSES).default('active'),
    startsAt: z.iso.datetime({ offset: true, error: 'Enter a valid start date' }).nullable().default(null),
    endsAt: z.iso.datetime({ offset: true, error: 'Enter a valid end date' }).nullable().default(null),
    action: z.enum(PROMOTION_ACTIONS, { error: 'Choose what the promotion gives' }),
    /** Percent off (1–90), or for buy X get Y the discount on the Y units (100: free). */
    percent: z.number().int('Enter a whole percent').nullable().default(null),
    amount: optionalRupees,
    /** The most a percent promotion takes off, rupees. */
    maxDiscount: optionalRupees,
    buyQuantity: wholeCount(20),
    getQuantity: wholeCount(20),
    sameProduct: z.boolean().default(false),
    target: z.enum(PROMOTION_TARGETS).default('order'),
    targetValues: z.array(z.string().trim().min(1).max(100)).max(200).default([]),
    minOrderValue: promotionRupees.default(0),
    minQuantity: z.number().int().min(0).max(1000).default(0),
    firstOrderOnly: z.boolean().default(false),
    usageLimit: wholeCount(10_000_000),
    perAccountLimit: wholeCount(1000),
    combinable: z.boolean().default(true),
  })
  .superRefine((input, context) => {
    const issue = (path: string, message: string) =>
      context.addIssue({ code: 'custom', path: [path], message });
    if (
      input.action === 'percent' &&
      (input.percent === null || input.percent < 1 || input.percent > MAX_PERCENT_OFF)
    )
      issue('percent', PROMOTION_MESSAGES.percentRange);
    if (input.action === 'buy_x_get_y') {
      if (input.buyQuantity === null || input.getQuantity === null)
        issue('buyQuantity', PROMOTION_MESSAGES.buyGetRequired);
      if (input.percent === null || input.percent < 1 || input.percent > 100)
        issue('percent', PROMOTION_MESSAGES.bxgyPercentRange);
    }
    if (input.action === 'amount' && input.amount === null)
      issue('amount', PROMOTION_MESSAGES.amountRequired);
    if (input.target !== 'order' && input.targetValues.length === 0)
      issue('targetValues', PROMOTION_MESSAGES.targetValuesRequired);
    if (input.startsAt && input.endsAt && Date.parse(input.endsAt) <= Date.parse(input.startsAt))
      issue('endsAt', PROMOTION_MESSAGES.datesOrder);
  })
  // Fields another action does not use are dropped, so a stored row says only what applies.
  .transform((input) => ({
    ...input,
    percent: input.action === 'percent' || input.action === 'buy_x_get_y' ? input.percent : null,
    amount: input.action === 'amount' ? input.amount : null,
    maxDiscount: input.action === 'percent' ? input.maxDiscount : null,
    buyQuantity: input.action === 'buy_x_get_y' ? input.buyQuantity : null,
    getQuantity: input.action === 'buy_x_get_y' ? input.getQuantity : null,
    sameProduct: input.action === 'buy_x_get_y' ? input.sameProduct : false,
    targetValues: input.target === 'order' ? [] : [...new Set(input.targetValues)],
  }));
export type PromotionInput = z.input<typeof promotionInputSchema>;
export type CheckedPromotionInput = z.output<typeof promotionInputSchema>;

export const promotionUpdateSchema = z.object({ version: z.number().int().min(1) });

/** A promotion as the admin sees it. */
export const adminPromotionSchema = z.object({
  id: idSchema,
  code: z.string().nullable(),
  title: z.string(),
  status: z.enum(PROMOTION_STATUSES),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  action: z.enum(PROMOTION_ACTIONS),
  percent: z.number().nullable(),
  amount: rupeesSchema.nullable(),
  maxDiscount: rupeesSchema.nullable(),
  buyQuantity: z.number().nullable(),
  getQuantity: z.number().nullable(),
  sameProduct: z.boolean(),
  target: z.enum(PROMOTION_TARGETS),
  targetValues: z.array(z.string()),
  minOrderValue: rupeesSchema,
  minQuantity: z.number(),
  firstOrderOnly: z.boolean(),
  usageLimit: z.number().nullable(),
  /**
   * What the total limit has left: the server's own counter, which orders and online checkouts still being paid
   * take from under the row lock (decision 038). Null without a total limit.
   */
  redemptionsLeft: z.number().nullable(),
  perAccountLimit: z.number().nullable(),
  combinable: z.boolean(),
  version: z.number(),
  /** Orders that used it and were not cancelled before dispatch. */
  redemptions: z.number(),
  /** "Buy 2, get 1 free" (offerBadge). */
  badge: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminPromotion = z.infer<typeof adminPromotionSchema>;
export const adminPromotionListSchema = z.object({ promotions: z.array(adminPromotionSchema) });

/** GET /api/admin/promotions/:id/report: the orders that used it (cancelled ones left out), rupees. */
export const promotionReportSchema = z.object({
  orders: z.number(),
  /** What those orders' lines were charged, after every discount. */
  revenue: rupeesSchema,
  /** What this promotion took off (lines and shipping). */
  discount: rupeesSchema,
  /** The suppliers' cost of those lines; null when a line's cost is unknown. */
  cost: rupeesSchema.nullable(),
  /** Revenue − cost; null when the cost is unknown. */
  margin: z.number().nullable(),
});
export type PromotionReport = z.infer<typeof promotionReportSchema>;

/** POST /api/promotions/quote: what the lines save with the automatic offers and the code, priced by the server. */
export const quoteRequestSchema = z.object({
  orderItems: z
    .array(orderLineRequestSchema)
    .min(1, 'No items to price')
    .max(MAX_ORDER_LINES, TOO_MANY_LINES),
  couponCode: couponCodeSchema.optional(),
});
export type QuoteRequest = z.infer<typeof quoteRequestSchema>;

export const quoteSchema = z.object({
  /** Each distinct line (product and options) with its share of the discount, rupees for the whole line. */
  lines: z.array(z.object({ product: idSchema, filters: selectedFiltersSchema, discount: rupeesSchema })),
  discount: rupeesSchema,
  shippingDiscount: rupeesSchema,
  applied: z.array(
    z.object({
      id: idSchema,
      code: z.string().nullable(),
      title: z.string(),
      /** Lines and shipping together. */
      saving: rupeesSchema,
      /** The part of `saving` taken off the shipping. */
      shippingSaving: rupeesSchema,
      message: z.string(),
    }),
  ),
  /** The code's fate: applied, or why not in words ("Add ₹250 more to use FIRST100"). */
  code: z.object({ code: z.string(), applied: z.boolean(), message: z.string() }).nullable(),
  /** Automatic offers nearly reached: "Add ₹250 more for Free shipping on ₹999+". */
  nearby: z.array(z.object({ id: idSchema, title: z.string(), message: z.string() })),
});
export type Quote = z.infer<typeof quoteSchema>;

/** PUT /api/cart/coupon: the code to keep on the cart; answered with the cart's quote. */
export const applyCouponRequestSchema = z.object({ code: couponCodeSchema });
export const couponAnswerSchema = z.object({
  /** The code kept on the cart: null when it is not a live code. */
  couponCode: z.string().nullable(),
  quote: quoteSchema.nullable(),
  message: z.string(),
});
export type CouponAnswer = z.infer<typeof couponAnswerSchema>;

/** GET /api/promotions/offers: the automatic offers live now, for product cards and pages. */
export const offerSchema = z.object({
  id: idSchema,
  title: z.string(),
  badge: z.string(),
  target: z.enum(PROMOTION_TARGETS),
  targetValues: z.array(z.string()),
});
export type Offer = z.infer<typeof offerSchema>;
export const offerListSchema = z.object({ offers: z.array(offerSchema) });
