// What the payment provider (Razorpay protocol) posts to the shop: the checkout callback and webhook events.
// These are the provider's shapes, not the browser's, so they live with the server rather than in shared.
import { z } from 'zod';

const providerId = z.string().trim().min(1).max(100);

/** The checkout's callback form (`callback_url`): the three fields of a successful payment. */
export const paymentCallbackSchema = z.object({
  razorpay_order_id: providerId,
  razorpay_payment_id: providerId,
  razorpay_signature: z.string().trim().min(1).max(200),
});

/** A webhook event: its name, and a payload read only for the events the shop acts on. */
export const webhookEventSchema = z.object({
  event: z.string().min(1).max(100),
  payload: z.unknown().optional(),
});
export type WebhookEvent = z.infer<typeof webhookEventSchema>;

/** `payload.payment.entity` of payment.captured and order.paid, reduced to what confirmation checks. */
export const webhookPaymentSchema = z.object({
  payment: z.object({
    entity: z.object({
      id: providerId,
      order_id: providerId,
      amount: z.number().int(),
      status: z.string(),
    }),
  }),
});

export const webhookResponseSchema = z.object({ status: z.enum(['processed', 'duplicate', 'ignored']) });
export type WebhookResult = z.infer<typeof webhookResponseSchema>['status'];
