// The parts of Razorpay's REST entities this shop reads or, in the sandbox, writes (amounts in paise, times in
// Unix seconds). RazorpayGateway checks every answer against these; the sandbox API answers in these shapes.
import { z } from 'zod';
import type { ProviderPayment, ProviderRefund } from './payment-gateway.ts';

export const razorpayNotesSchema = z.record(z.string(), z.string());

export const razorpayOrderSchema = z.object({
  id: z.string(),
  entity: z.literal('order'),
  amount: z.number().int(),
  amount_paid: z.number().int(),
  amount_due: z.number().int(),
  currency: z.literal('INR'),
  receipt: z.string().nullable(),
  status: z.string(),
  attempts: z.number().int(),
  notes: z.union([razorpayNotesSchema, z.array(z.never())]),
  created_at: z.number().int(),
});
export type RazorpayOrder = z.infer<typeof razorpayOrderSchema>;

export const razorpayPaymentSchema = z.object({
  id: z.string(),
  entity: z.literal('payment'),
  amount: z.number().int(),
  currency: z.literal('INR'),
  status: z.string(),
  order_id: z.string().nullable(),
  method: z.string(),
  captured: z.boolean(),
  amount_refunded: z.number().int(),
  refund_status: z.enum(['partial', 'full']).nullable(),
  error_code: z.string().nullable(),
  error_description: z.string().nullable(),
  error_reason: z.string().nullable(),
  created_at: z.number().int(),
});
export type RazorpayPayment = z.infer<typeof razorpayPaymentSchema>;

export const razorpayRefundSchema = z.object({
  id: z.string(),
  entity: z.literal('refund'),
  amount: z.number().int(),
  currency: z.literal('INR'),
  payment_id: z.string(),
  status: z.string(),
  created_at: z.number().int(),
});
export type RazorpayRefund = z.infer<typeof razorpayRefundSchema>;

/** What the shop reads of a payment entity, whichever gateway answered it. */
export function toProviderPayment(payment: RazorpayPayment): ProviderPayment {
  return { id: payment.id, orderId: payment.order_id ?? '', amount: payment.amount, status: payment.status };
}

/** What the shop reads of a refund entity, whichever gateway answered it. */
export function toProviderRefund(refund: RazorpayRefund): ProviderRefund {
  return { id: refund.id, paymentId: refund.payment_id, amount: refund.amount, status: refund.status };
}

/** Razorpay's error body: `{ error: { code, description } }` (more fields are sent; these are the ones read). */
export const razorpayErrorSchema = z.object({
  error: z.object({ code: z.string(), description: z.string() }),
});
export type RazorpayErrorBody = z.infer<typeof razorpayErrorSchema>;

/** POST /orders: Razorpay allows at most 15 notes of 256 characters and a receipt of 40. */
export const createOrderBodySchema = z.object({
  amount: z.number().int().positive(),
  currency: z.literal('INR').default('INR'),
  receipt: z.string().max(40).optional(),
  notes: z
    .record(z.string(), z.string().max(256))
    .refine((notes) => Object.keys(notes).length <= 15, 'at most 15 notes')
    .optional(),
});
export type CreateOrderBody = z.infer<typeof createOrderBodySchema>;

/** POST /payments/{id}/refund: the whole remaining amount when `amount` is left out. */
export const refundBodySchema = z.object({ amount: z.number().int().positive().optional() });

/** POST /payments/{id}/capture: Razorpay asks for both, the amount being exactly the authorized one. */
export const captureBodySchema = z.object({
  amount: z.number().int().positive(),
  currency: z.literal('INR'),
});
export type CaptureBody = z.infer<typeof captureBodySchema>;
