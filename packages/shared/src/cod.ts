// Cash on delivery: who may choose it and what the shopper is told (docs/decisions/030-cash-on-delivery-risk.md),
// and the words of a cancel after dispatch (docs/decisions/031-cancel-after-dispatch.md).
import { z } from 'zod';
import { formatRupees } from './money.ts';

/** Whether cash on delivery may be chosen, and if not, why, in words the checkout page shows. */
export const codAvailabilitySchema = z.object({
  available: z.boolean(),
  reason: z.string().nullable(),
});
export type CodAvailability = z.infer<typeof codAvailabilitySchema>;

/** A cash-on-delivery order from a new account waits for the shopper's confirmation (decision 030). */
export const codConfirmationSchema = z.object({
  status: z.enum(['awaiting', 'confirmed']),
  /** When an order still waiting is cancelled (ISO time). */
  confirmBy: z.string(),
  confirmedAt: z.string().nullable(),
});
export type CodConfirmation = z.infer<typeof codConfirmationSchema>;

/** A shopper's cancel after dispatch, waiting for the parcel to come back (decision 031). */
export const cancelRequestSchema = z.object({ reason: z.string(), requestedAt: z.string() });
export type CancelRequest = z.infer<typeof cancelRequestSchema>;

/** POST /api/admin/orders/{id}/returned-to-origin: the parcel came back undelivered. */
export const returnedToOriginRequestSchema = z.object({
  note: z.string().trim().max(500).optional(),
});
export type ReturnedToOriginRequest = z.infer<typeof returnedToOriginRequestSchema>;

export const COD_MESSAGES = {
  tooManyReturns: (count: number) =>
    `Cash on delivery is not available on this account because ${count} earlier ${count === 1 ? 'parcel was' : 'parcels were'} returned undelivered. Please pay online.`,
  zoneUnavailable: (pin: string) =>
    `Cash on delivery is not available for PIN code ${pin.slice(0, 6)}. Please pay online.`,
  /** The zone of a PIN code written otherwise than as 6 digits cannot be known, so neither can cash on delivery. */
  pinNotValid:
    'Cash on delivery needs the 6-digit PIN code of the delivery address, like 560001. Please correct the address, or pay online.',
  /** The shop's "Returned to origin" of an order a part of which the shopper received (docs/decisions/031). */
  partlyDelivered:
    'Part of this order was delivered to the shopper, so the order cannot be marked returned to origin as a whole.',
  orderTooLarge: (maxRupees: number) =>
    `Cash on delivery is available for orders up to ${formatRupees(maxRupees)}. Please pay online.`,
  tooMuchOpen: (maxUnits: number, maxRupees: number) =>
    `You already have cash-on-delivery orders on their way. Until they arrive, cash on delivery is limited to ${maxUnits} items and ${formatRupees(maxRupees)} in all. Please pay online, or wait for them to be delivered.`,
  newAccountLimit: (maxUnits: number, maxRupees: number) =>
    `Until your first order is delivered, cash on delivery is limited to ${maxUnits} items and ${formatRupees(maxRupees)} in all. Please pay online.`,
  confirmed: 'Thank you, your order is confirmed and is being prepared.',
  notAwaiting: 'This order does not need a confirmation.',
  /** The cancel reason an order nobody confirmed gets. */
  notConfirmedReason: (hours: number) => `Not confirmed within ${hours} hours`,
  cancelRequested:
    'Your order has already left us, so we have asked the courier to bring it back. The cancellation and any refund are completed as soon as the parcel is back with us.',
  cancelAlreadyRequested:
    'You have already asked to cancel this order. We will complete it once the parcel is back.',
  returnedToOriginReason: 'Returned to origin: the parcel could not be delivered',
  notDispatched: 'Only an order that has shipped can be marked returned to origin.',
} as const;
