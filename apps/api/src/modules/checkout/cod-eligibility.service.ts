// Who may choose cash on delivery (docs/decisions/030-cash-on-delivery-risk.md): one rule, asked by the checkout
// page before the shopper picks a payment method and again, under the account's lock, when the order is placed.
import { COD_MESSAGES, type CodAvailability } from '@shop/shared/cod';
import { PIN_PATTERN } from '@shop/shared/delivery';
import { toRupees } from '@shop/shared/money';
import type { CodAvailabilityRequest } from '@shop/shared/order.schemas';
import { speedExtraFee } from '@shop/shared/shipping-speeds';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { codAllowedForZones } from '../delivery/delivery.service.ts';
import type { OrdersDeps } from '../orders/orders.deps.ts';
import { priceOrder } from './checkout-pricing.service.ts';
import { promoteOrder } from './checkout-promotions.service.ts';
import { type CodHistory, codHistory } from './cod-risk.repository.ts';

export interface CodOrderOutline {
  productIds: readonly string[];
  postalCode: string;
  units: number;
  /** Paise. */
  total: number;
}

/** The first rule that refuses cash on delivery for this order, in words, or null when it may be chosen. */
export async function codRefusal(
  db: Db,
  config: Pick<Config, 'cod' | 'delivery'>,
  userId: string,
  order: CodOrderOutline,
  history?: CodHistory,
): Promise<string | null> {
  const rules = config.cod;
  const account = history ?? (await codHistory(db, userId));
  if (account.returnedToOrigin >= rules.maxReturnedToOrigin) {
    return COD_MESSAGES.tooManyReturns(account.returnedToOrigin);
  }
  // "560 001" is 560001; a PIN code written otherwise ("PIN-781001", other digits) is in no known zone: it would
  // pass as the rest of India and dodge a zone where cash on delivery is off, while the parcel still went there.
  const pin = order.postalCode.replace(/\s/g, '');
  if (!PIN_PATTERN.test(pin)) return COD_MESSAGES.pinNotValid;
  if (!(await codAllowedForZones(db, config.delivery, order.productIds, pin))) {
    return COD_MESSAGES.zoneUnavailable(pin);
  }
  if (order.total > rules.maxOrderTotal) return COD_MESSAGES.orderTooLarge(toRupees(rules.maxOrderTotal));
  const trusted = account.deliveredOrders > 0;
  const maxUnits = trusted ? rules.maxOpenUnits : rules.newAccountMaxOpenUnits;
  const maxTotal = trusted ? rules.maxOpenTotal : rules.newAccountMaxOpenTotal;
  if (account.openUnits + order.units > maxUnits || account.openTotal + order.total > maxTotal) {
    const words = trusted ? COD_MESSAGES.tooMuchOpen : COD_MESSAGES.newAccountLimit;
    return words(maxUnits, toRupees(maxTotal));
  }
  return null;
}

/**
 * POST /api/checkout/cod-availability: the server prices the lines itself, as it will when the order is placed,
 * with the live offers and the code (docs/decisions/038-promotions.md), since the limits are on the cash to collect.
 * A code that does not apply is not refused here: the order is priced without it, and placing it says why.
 */
export async function codAvailability(
  deps: OrdersDeps,
  userId: string,
  request: CodAvailabilityRequest,
): Promise<CodAvailability> {
  const { priced } = await promoteOrder(
    deps.db,
    userId,
    await priceOrder(deps.db, request.orderItems, deps.config),
    { code: request.couponCode ?? null },
  );
  const reason = await codRefusal(deps.db, deps.config, userId, {
    productIds: priced.lines.map((line) => line.productId),
    postalCode: request.postalCode,
    units: priced.lines.reduce((sum, line) => sum + line.quantity, 0),
    // The cash collected includes a faster speed's fee (docs/decisions/036).
    total:
      priced.totals.total +
      speedExtraFee(request.shippingSpeed ?? 'standard', deps.config.delivery.speedFees),
  });
  return { available: reason === null, reason };
}
