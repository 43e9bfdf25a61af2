// Capturing authorized payments (docs/decisions/020-capturing-authorized-payments.md): an online order whose
// payment the provider only authorized is confirmed unpaid; one attempt right after the confirmation (whose
// lease is taken with the order), then the periodic work (docs/decisions/025), captures it under a lease, and
// only a capture makes the order paid. A refused capture asks the provider, so a capture whose answer was lost
// is recorded, never made twice; a payment the provider no longer holds is never taken, and its order is
// cancelled.
import { GatewayError, type PaymentGateway } from '../../adapters/payment-gateway.ts';
import { AppError } from '../../lib/app-error.ts';
import { enqueueOrderRefund } from '../orders/order-refunds.service.ts';
import { changeOrderStatus } from '../orders/order-status.service.ts';
import type { OrdersDeps } from '../orders/orders.deps.ts';
import { inTransaction } from '../orders/orders.repository.ts';
import { createPurchaseOrders } from '../suppliers/purchase-order-sending.service.ts';
import * as captures from './captures.repository.ts';

const RETRY_BATCH = 20;

/** Who cancels an order whose payment could not be captured, in the order's status history. */
export const CAPTURE_ACTOR_ID = 'payment-capture';
/** The cancel reason the shopper reads in the cancellation mail. */
export const UNCAPTURED_REASON = 'The payment could not be completed, so no money was taken.';

/**
 * Captures the payment and answers the provider's status of it afterwards: 'captured', 'authorized' (still
 * waiting: the capture failed for a reason worth retrying) or anything else (the money is not the shop's and
 * never will be). A refusal is the provider's answer about this very payment (already captured, or no longer
 * capturable), so it asks which; an unreachable provider throws, and the attempt is retried later.
 */
async function captureStatus(gateway: PaymentGateway, paymentId: string, amount: number): Promise<string> {
  try {
    if ((await gateway.capture(paymentId, amount)).status === 'captured') return 'captured';
  } catch (error) {
    if (!(error instanceof GatewayError) || error.kind === 'unavailable') throw error;
  }
  return (await gateway.fetchPayment(paymentId)).status;
}

/** The capture is recorded: the order is paid, or (cancelled meanwhile) its refund job is added with it. */
async function recordCaptured(deps: OrdersDeps, claim: captures.CaptureClaim): Promise<boolean> {
  const status = await inTransaction(deps.db, async (trx) => {
    const written = await captures.recordCapture(trx, claim.orderId);
    if (written === 'refund_pending') await enqueueOrderRefund(trx, deps.jobs, claim.orderId);
    // The money is the shop's now: the suppliers' purchase orders go out (docs/decisions/027-purchase-orders.md).
    if (written === 'captured') await createPurchaseOrders(trx, deps.jobs, claim.orderId);
    return written;
  });
  if (status === undefined) return false;
  deps.log.info({ orderId: claim.orderId, attempt: claim.attempt }, 'captured an authorized payment');
  return true;
}

/**
 * The payment will never be captured: the order was cancelled before its capture, or the provider no longer
 * holds the authorization (it gives an uncaptured authorization back after some days). An order still open is
 * cancelled first (units back on sale, the shopper mailed), so it is never shipped unpaid; a crash between
 * the two steps leaves the payment `authorized` on a cancelled order, which the next sweep marks.
 */
async function giveUp(deps: OrdersDeps, claim: captures.CaptureClaim, providerStatus: string | null) {
  if (claim.orderStatus !== 'cancelled') {
    try {
      await changeOrderStatus(deps, {
        orderId: claim.orderId,
        to: 'cancelled',
        actor: { kind: 'shop', adminId: CAPTURE_ACTOR_ID },
        reason: UNCAPTURED_REASON,
      });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      // Moved past cancelling (delivered…) without its payment: the shop must look.
      deps.log.error(
        { orderId: claim.orderId, outcome: error.message },
        'an order whose payment was never captured could not be cancelled',
      );
    }
  }
  if (!(await captures.markUncaptured(deps.db, claim.orderId))) return;
  const log = providerStatus === null ? deps.log.info.bind(deps.log) : deps.log.warn.bind(deps.log);
  log({ orderId: claim.orderId, providerStatus }, 'an authorized payment was not captured');
}

/**
 * One attempt at capturing the order's authorized payment, if it waits for one and no other attempt holds it.
 * Never throws: a failure is logged at error (an order waits for its money) and left for the sweep. True when
 * the capture is now recorded.
 */
export async function settleCapture(deps: OrdersDeps, orderId: string): Promise<boolean> {
  let claim: captures.CaptureClaim | undefined;
  try {
    claim = await captures.claimCapture(deps.db, orderId);
  } catch (error) {
    deps.log.error({ err: error, orderId }, 'could not take the lease of a capture; it will be retried');
    return false;
  }
  return claim ? await attemptCapture(deps, claim) : false;
}

/**
 * The capture attempt of a lease already taken: by `settleCapture`, or by the confirmation in the transaction
 * that created the order, so the sweep never takes the first attempt from under the shopper's answer.
 */
export async function attemptCapture(deps: OrdersDeps, claim: captures.CaptureClaim): Promise<boolean> {
  const { orderId } = claim;
  try {
    // A cancelled order keeps the shopper's money where it is: the authorization is simply never captured.
    if (claim.orderStatus === 'cancelled') {
      await giveUp(deps, claim, null);
      return false;
    }
    const status = await captureStatus(deps.gateway, claim.paymentId, claim.amount);
    if (status === 'captured') return await recordCaptured(deps, claim);
    if (status === 'authorized') {
      deps.log.error(
        { orderId, paymentId: claim.paymentId, attempt: claim.attempt },
        'the provider refused to capture an authorized payment; it will be retried',
      );
      return false;
    }
    await giveUp(deps, claim, status);
    return false;
  } catch (error) {
    deps.log.error(
      { err: error, orderId, paymentId: claim.paymentId, attempt: claim.attempt },
      'capture failed; it will be retried',
    );
    return false;
  }
}

/** Retries every capture whose lease has passed (periodic work); answers how many got recorded. */
export async function retryPendingCaptures(deps: OrdersDeps): Promise<number> {
  let recorded = 0;
  for (const orderId of await captures.dueCaptures(deps.db, RETRY_BATCH)) {
    if (await settleCapture(deps, orderId)) recorded += 1;
  }
  return recorded;
}
