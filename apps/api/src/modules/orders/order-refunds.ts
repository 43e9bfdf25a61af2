// Refunding paid online orders after a cancel or the shop's move to refunded (decisions §6): the status change
// commits `refund_pending` first, then one attempt here calls the provider. A failed attempt stays pending and
// the minute sweep retries it; a retry first asks the provider, so a refund whose answer was lost is only
// recorded, never made twice.
import type { PaymentGateway } from '../../adapters/payment-gateway.ts';
import { refundMail, sendOrderMail, shopOf } from './order-action-mail.ts';
import { toOrder } from './order-shapes.ts';
import { readOrder } from './orders.service.ts';
import type { OrdersDeps } from './orders-deps.ts';
import * as refunds from './refunds.repository.ts';

const RETRY_BATCH = 20;

/** The provider's refund id, or null when an earlier attempt had already refunded the payment. */
async function refundPayment(
  gateway: PaymentGateway,
  paymentId: string,
  retry: boolean,
): Promise<string | null> {
  if (retry && (await gateway.fetchPayment(paymentId)).status === 'refunded') return null;
  return (await gateway.refund(paymentId)).id;
}

/**
 * One attempt at the order's refund, if one is owed and no other attempt holds it. Never throws: a failure is
 * logged at error (money is owed to a shopper) and left for the sweep. True when the refund is now recorded.
 */
export async function settleRefund(deps: OrdersDeps, orderId: string): Promise<boolean> {
  const claim = await refunds.claimRefund(deps.db, orderId);
  if (!claim) return false;
  try {
    const refundId = await refundPayment(deps.gateway, claim.paymentId, claim.attempt > 1);
    if (!(await refunds.recordRefund(deps.db, orderId, refundId))) return false;
    deps.log.info({ orderId, refundId, attempt: claim.attempt }, 'refunded a cancelled or returned order');
    sendOrderMail(deps, refundMail(shopOf(deps), toOrder(await readOrder(deps, orderId))), orderId);
    return true;
  } catch (error) {
    deps.log.error(
      { err: error, orderId, paymentId: claim.paymentId, attempt: claim.attempt },
      'refund failed; it will be retried',
    );
    return false;
  }
}

/** Retries every owed refund whose lease has passed (the minute sweep); answers how many got recorded. */
export async function retryPendingRefunds(deps: OrdersDeps): Promise<number> {
  let recorded = 0;
  for (const orderId of await refunds.dueRefunds(deps.db, RETRY_BATCH)) {
    if (await settleRefund(deps, orderId)) recorded += 1;
  }
  return recorded;
}
