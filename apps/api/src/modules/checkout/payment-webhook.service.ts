// The provider's webhook (docs/product.md#payment-online): a signed event saying a payment was authorized or captured, or an order
// paid, confirms that checkout, so a shopper who closed the tab after paying still gets the order (an authorized
// payment is then captured by the shop, docs/decisions/020). Events are deduplicated by id; anything the shop
// cannot act on is acknowledged (200) and logged, so the provider stops retrying.
import { createHash } from 'node:crypto';
import { AppError } from '../../lib/app-error.ts';
import type { OrdersDeps } from '../orders/orders.deps.ts';
import { confirmCheckout } from './confirm-checkout.service.ts';
import { claimEvent, forgetEvent } from './payment-events.repository.ts';
import * as checkouts from './pending-checkouts.repository.ts';
import {
  type WebhookEvent,
  type WebhookResult,
  webhookEventSchema,
  webhookPaymentSchema,
} from './provider-payloads.schemas.ts';

export const WEBHOOK_MESSAGES = {
  badSignature: 'Invalid webhook signature',
  badBody: 'Invalid webhook body',
} as const;

const CONFIRMING_EVENTS = new Set(['payment.authorized', 'payment.captured', 'order.paid']);
/** The payment states an event may confirm with; only a capture makes the order paid. */
const CONFIRMING_STATUSES = new Set(['authorized', 'captured']);

function parseEvent(rawBody: string): WebhookEvent {
  let json: unknown;
  try {
    json = JSON.parse(rawBody);
  } catch {
    throw new AppError('INVALID', WEBHOOK_MESSAGES.badBody);
  }
  const parsed = webhookEventSchema.safeParse(json);
  if (!parsed.success) throw new AppError('INVALID', WEBHOOK_MESSAGES.badBody);
  return parsed.data;
}

async function applyEvent(deps: OrdersDeps, event: WebhookEvent): Promise<WebhookResult> {
  if (!CONFIRMING_EVENTS.has(event.event)) return 'ignored';
  const parsed = webhookPaymentSchema.safeParse(event.payload);
  if (!parsed.success) {
    deps.log.warn({ event: event.event }, 'webhook event without a usable payment entity');
    return 'ignored';
  }
  const payment = parsed.data.payment.entity;
  const checkout = await checkouts.findCheckoutByProviderOrder(deps.db, payment.order_id);
  if (!checkout) {
    deps.log.warn({ providerOrderId: payment.order_id }, 'webhook for an unknown provider order');
    return 'ignored';
  }
  if (!CONFIRMING_STATUSES.has(payment.status) || payment.amount !== checkout.amount) {
    deps.log.warn(
      { checkoutId: checkout.id, status: payment.status, amount: payment.amount },
      'webhook payment is not an authorization or capture of the checkout amount',
    );
    return 'ignored';
  }
  try {
    await confirmCheckout(deps, {
      providerOrderId: payment.order_id,
      paymentId: payment.id,
      signature: null,
      paymentStatus: payment.status,
    });
  } catch (error) {
    // Refunded because the stock was gone: handled, nothing for the provider to retry.
    if (!(error instanceof AppError)) throw error;
    deps.log.info({ checkoutId: checkout.id, outcome: error.message }, 'webhook confirmation settled');
  }
  return 'processed';
}

/**
 * Verifies the HMAC of the raw body (400, nothing written, when it fails), then handles the event once. A
 * handling failure forgets the event, so the provider's retry is handled again.
 */
export async function handleWebhook(
  deps: OrdersDeps,
  rawBody: string,
  signature: string | undefined,
  eventId: string | undefined,
): Promise<WebhookResult> {
  if (!signature || !deps.gateway.verifyWebhookSignature(rawBody, signature)) {
    throw new AppError('INVALID', WEBHOOK_MESSAGES.badSignature);
  }
  const event = parseEvent(rawBody);
  const id = (eventId?.trim() || `sha256:${createHash('sha256').update(rawBody).digest('hex')}`).slice(
    0,
    200,
  );
  if (!(await claimEvent(deps.db, id, event.event))) return 'duplicate';
  try {
    return await applyEvent(deps, event);
  } catch (error) {
    await forgetEvent(deps.db, id);
    throw error;
  }
}
