// The shipping speed of an order being placed (docs/decisions/036-checkout-for-india.md, "Shipping speeds"): the
// speed must be one the address's zone offers, its fee is shipping on top of the standard shipping, and the day
// it promises is stored with the order. Cash on delivery and payment/process both price through here.
import { toRupees } from '@shop/shared/money';
import { ORDER_MESSAGES } from '@shop/shared/order.schemas';
import { type ShippingSpeed, withShippingSpeed } from '@shop/shared/shipping-speeds';
import { AppError } from '../../lib/app-error.ts';
import { promiseFor, type SpeedPromise } from '../delivery/shipping-speeds.service.ts';
import type { OrdersDeps } from '../orders/orders.deps.ts';
import type { PricedOrder } from './checkout-pricing.service.ts';

/**
 * The priced order sent by `speed` (standard when left out) to `postalCode`: its totals with the speed's fee, and
 * the speed's promise. A speed the zone does not offer is a 400; the order cap applies to the total with the fee.
 */
export async function withSpeed(
  deps: Pick<OrdersDeps, 'db' | 'config'>,
  priced: PricedOrder,
  postalCode: string,
  speed: ShippingSpeed = 'standard',
  now: Date = new Date(),
): Promise<{ priced: PricedOrder; promise: SpeedPromise }> {
  const { delivery, limits } = deps.config;
  const productIds = [...new Set(priced.lines.map((line) => line.productId))];
  const promise = await promiseFor(deps.db, delivery, productIds, postalCode, speed, now);
  const totals = withShippingSpeed(priced.totals, speed, delivery.speedFees);
  if (totals.total > limits.maxOrderTotal) {
    throw new AppError('INVALID', ORDER_MESSAGES.orderTooLarge(toRupees(limits.maxOrderTotal)));
  }
  return { priced: { ...priced, totals }, promise };
}
