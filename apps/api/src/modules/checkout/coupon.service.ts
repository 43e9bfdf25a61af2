// The shopper's quote and cart coupon (docs/decisions/038-promotions.md): what lines save with the live offers and a
// code, priced by the server exactly as the checkout charges them, and the one code kept on the account's cart.
// Trying codes costs the account's and the address's `couponCheck` budget, so codes cannot be found by trying.
import { toRupees } from '@shop/shared/money';
import {
  type CouponAnswer,
  PROMOTION_MESSAGES,
  type Quote,
  type QuoteRequest,
} from '@shop/shared/promotion.schemas';
import { nearbyMessage, normalizeCode, refusalForStranger, savingMessage } from '@shop/shared/promotions';
import { AppError } from '../../lib/app-error.ts';
import { payableCartLines } from '../cart/cart.service.ts';
import type { OrdersDeps } from '../orders/orders.deps.ts';
import { cartCoupon } from '../promotions/live-promotions.repository.ts';
import { priceOrder } from './checkout-pricing.service.ts';
import { type PromotedOrder, promoteOrder } from './checkout-promotions.service.ts';
import * as repository from './coupon.repository.ts';

export type CouponDeps = Pick<OrdersDeps, 'db' | 'config' | 'limiter'>;

/** The shopper asking: their account and address, which the code-check budget counts. */
export interface Asker {
  userId: string;
  ip: string;
}

/** Counts one code check; past the budget a 429 in the promotions' words. */
async function countCodeCheck(deps: CouponDeps, asker: Asker): Promise<void> {
  try {
    await deps.limiter.consume('couponCheck', { ip: asker.ip, subject: asker.userId });
  } catch (error) {
    if (error instanceof AppError && error.code === 'RATE_LIMITED') {
      throw new AppError('RATE_LIMITED', PROMOTION_MESSAGES.tooManyCodeChecks);
    }
    throw error;
  }
}

/** What the code entered came to, in words: the saving it gives, or why it does not apply ('' for no code). */
function codeMessage(promoted: PromotedOrder): string {
  const { result, codeRefusal } = promoted.evaluation;
  if (codeRefusal) return codeRefusal.message;
  const applied = result.applied.find((promotion) => promotion.code === result.code?.code);
  return applied ? savingMessage(applied) : '';
}

/** A promoted order as the shopper reads it, in rupees: each distinct line's share, the offers, the code's fate. */
function toQuote(promoted: PromotedOrder): Quote {
  const { result } = promoted.evaluation;
  return {
    lines: promoted.priced.lines.map((line) => ({
      product: line.productId,
      filters: line.filters,
      discount: toRupees(line.discount ?? 0),
    })),
    discount: toRupees(result.discount),
    shippingDiscount: toRupees(result.shippingDiscount),
    applied: result.applied.map((promotion) => ({
      id: promotion.id,
      code: promotion.code,
      title: promotion.title,
      saving: toRupees(promotion.discount + promotion.shippingDiscount),
      shippingSaving: toRupees(promotion.shippingDiscount),
      message: savingMessage(promotion),
    })),
    code: result.code
      ? { code: result.code.code, applied: result.code.applied, message: codeMessage(promoted) }
      : null,
    nearby: result.nearby.map((offer) => ({
      id: offer.id,
      title: offer.title,
      message: nearbyMessage(offer),
    })),
  };
}

/**
 * Counts a code sent anywhere (a quote, an order, a payment, the cash-on-delivery check) as a code check unless it
 * is the one kept on the cart, whose check was counted when it was applied: every route that answers a code's fate
 * spends the one budget, so codes cannot be found by trying through any of them (decision 038). Answers the kept code.
 */
export async function countCodeUnlessKept(
  deps: CouponDeps,
  asker: Asker,
  entered: string | undefined,
): Promise<string | null> {
  const kept = await cartCoupon(deps.db, asker.userId);
  const code = entered ? normalizeCode(entered) : null;
  if (code !== null && code !== kept) await countCodeCheck(deps, asker);
  return kept;
}

/**
 * POST /api/promotions/quote: the lines priced as the checkout prices them (its stock and limit errors too), with
 * the live offers and the code. A code other than the one kept on the cart is a code check: viewing the cart with
 * its own code costs nothing, trying codes here is counted like applying them.
 */
export async function quote(deps: CouponDeps, asker: Asker, request: QuoteRequest): Promise<Quote> {
  const kept = await countCodeUnlessKept(deps, asker, request.couponCode);
  const code = request.couponCode ? normalizeCode(request.couponCode) : null;
  const priced = await priceOrder(deps.db, request.orderItems, deps.config);
  return toQuote(await promoteOrder(deps.db, asker.userId, priced, { code, knownCode: kept }));
}

/**
 * The account's cart as a checkout of it would be priced, with `code`: its lines whose stock covers their quantity
 * (payableCartLines, the cart page's rule), a line short of stock left out whole. A cart with none prices to no
 * lines and no quote.
 */
async function promoteCart(deps: CouponDeps, userId: string, code: string | null, knownCode: string | null) {
  const lines = await payableCartLines(deps.db, userId);
  const priced = await priceOrder(deps.db, lines, deps.config);
  const promoted = await promoteOrder(deps.db, userId, priced, { code, knownCode });
  return { promoted, quote: lines.length > 0 ? toQuote(promoted) : null };
}

/**
 * PUT /api/cart/coupon: a code that exists and is live is kept on the cart (replacing the one there) even when the
 * cart does not meet its conditions yet, and the answer says what it saves or what is missing. A code unknown or not
 * live is not kept; the answer keeps the cart's code and says "This code is not valid" (to the shopper who kept it
 * on the cart, that it has ended): the same words for an unknown and an ended code (decision 038).
 */
export async function applyCoupon(deps: CouponDeps, asker: Asker, entered: string): Promise<CouponAnswer> {
  await countCodeCheck(deps, asker);
  const code = normalizeCode(entered);
  const kept = await cartCoupon(deps.db, asker.userId);
  const tried = await promoteCart(deps, asker.userId, code, kept);
  const fate = tried.promoted.evaluation.result.code;
  const live = fate !== null && (fate.applied || refusalForStranger(fate.refusal).kind !== 'not_valid');
  const message = codeMessage(tried.promoted);
  if (live) {
    await repository.keepCartCoupon(deps.db, asker.userId, code);
    return { couponCode: code, quote: tried.quote, message };
  }
  const shown = kept === null || kept === code ? tried : await promoteCart(deps, asker.userId, kept, kept);
  return { couponCode: kept, quote: shown.quote, message };
}

/** DELETE /api/cart/coupon: the cart without its code (also how a shopper clears a code that has ended). */
export async function removeCoupon(deps: CouponDeps, userId: string): Promise<CouponAnswer> {
  await repository.removeCartCoupon(deps.db, userId);
  const { quote: shown } = await promoteCart(deps, userId, null, null);
  return { couponCode: null, quote: shown, message: PROMOTION_MESSAGES.couponRemoved };
}
