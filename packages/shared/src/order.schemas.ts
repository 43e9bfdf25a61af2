// Checkout, payment and orders: request and response shapes of /api/orders* (docs/product.md#orders,
// docs/product.md#payment; docs/product.md#checkout-server). Money the browser sends is a hint the server checks, never used.
import { z } from 'zod';
import {
  ADDRESS_MESSAGES,
  ADDRESS_TYPES,
  checkedAddressFields,
  emailSchema,
  indiaCountrySchema,
  MAX_LANDMARK,
  MAX_RECIPIENT_NAME,
} from './auth.schemas.ts';
import { MAX_LINE_QUANTITY, selectedFiltersSchema } from './cart.schemas.ts';
import { cancelRequestSchema, codConfirmationSchema } from './cod.ts';
import { idSchema, oneLineString, rupeesSchema } from './common.schemas.ts';
import { shippingSpeedSchema } from './delivery.schemas.ts';
import { MESSAGES } from './messages.ts';
import { formatRupees } from './money.ts';
import { shipmentSchema } from './suppliers.schemas.ts';

export const PAYMENT_METHODS = ['razorpay', 'cod'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** At most this many lines in one order. */
export const MAX_ORDER_LINES = 50;
/** The refusal of a longer list of lines: an order's, or the quote of one (docs/decisions/038-promotions.md). */
export const TOO_MANY_LINES = `At most ${MAX_ORDER_LINES} items in one order`;

/** Names and address lines are one line (toOneLine: line breaks collapse to a space), wherever they go next. */
export const personalInfoSchema = z.object({
  firstName: oneLineString().trim().min(1, MESSAGES.firstNameRequired).max(100),
  lastName: oneLineString().trim().min(1, MESSAGES.lastNameRequired).max(100),
  email: emailSchema,
});
export type PersonalInfo = z.infer<typeof personalInfoSchema>;

/**
 * Where the order goes: a chosen profile address (`zipCode` is called `postalCode` on the order, docs/product.md#accounts-profile),
 * checked as a new address is (docs/decisions/036): a PIN code, one of India's states, a mobile number, each
 * stored in its one form. Without `fullName` the parcel goes to the personal info's name.
 */
export const shippingInfoSchema = z.object({
  type: z.enum(ADDRESS_TYPES, MESSAGES.addressTypeRequired).default('Home'),
  fullName: oneLineString().trim().max(MAX_RECIPIENT_NAME, ADDRESS_MESSAGES.fullNameTooLong).optional(),
  address: oneLineString().trim().min(1, MESSAGES.streetRequired).max(300),
  landmark: oneLineString().trim().max(MAX_LANDMARK, ADDRESS_MESSAGES.landmarkTooLong).optional(),
  city: oneLineString().trim().min(1, MESSAGES.cityRequired).max(100),
  state: checkedAddressFields.state,
  postalCode: checkedAddressFields.zipCode,
  country: indiaCountrySchema.default('India'),
  phone: checkedAddressFields.phone,
});
export type ShippingInfo = z.infer<typeof shippingInfoSchema>;

/**
 * One line the shopper is buying: product, options and quantity. Any price sent along with it (the cart's
 * `price`, `discountPrice`…) is not part of the schema, so it is dropped: the server prices every line itself.
 */
export const orderLineRequestSchema = z.object({
  product: idSchema,
  quantity: z
    .number()
    .int('Quantity must be a whole number')
    .min(1, 'Quantity must be at least 1')
    .max(MAX_LINE_QUANTITY),
  filters: selectedFiltersSchema,
});
export type OrderLineRequest = z.infer<typeof orderLineRequestSchema>;

/**
 * A coupon code as typed (docs/decisions/038-promotions.md): any text up to 50 characters; a malformed one is
 * simply "not valid", like an unknown one.
 */
export const couponCodeSchema = z
  .string({ error: 'Enter a code' })
  .trim()
  .min(1, 'Enter a code')
  .max(50, 'This code is not valid');

/** `params` words the refusal of a missing list (payment/process names everything it needs). */
function orderLinesSchema(params?: Parameters<typeof z.array>[1]) {
  return z
    .array(orderLineRequestSchema, params)
    .min(1, 'No items to order')
    .max(MAX_ORDER_LINES, TOO_MANY_LINES);
}

/**
 * The totals the shopper was shown: a hint only. The order is made at the server's total; only a server total
 * above the shown one is a 409 (docs/product.md#checkout-server).
 */
export const priceSummaryHintSchema = z.object({
  subtotal: rupeesSchema.optional(),
  savings: rupeesSchema.optional(),
  discount: rupeesSchema.optional(),
  shippingCost: rupeesSchema.optional(),
  total: rupeesSchema,
});

/** What the provider's checkout hands the browser after a successful payment (Razorpay's handler fields). */
export const paymentInfoRequestSchema = z.object({
  razorpayOrderId: z.string().trim().min(1).max(100),
  razorpayPaymentId: z.string().trim().min(1).max(100),
  razorpaySignature: z.string().trim().min(1).max(200),
});
export type PaymentInfoRequest = z.infer<typeof paymentInfoRequestSchema>;

/**
 * Headers of POST /api/orders: the browser makes one Idempotency-Key per checkout and sends it with every attempt,
 * so a cash-on-delivery order whose answer was lost is not made twice when the shopper tries again.
 */
export const placeOrderHeadersSchema = z.object({
  'idempotency-key': z
    .string()
    .regex(/^[\w-]{16,64}$/, { error: 'Idempotency-Key must be 16 to 64 letters, digits, - or _' })
    .optional(),
});

/**
 * POST /api/orders. Cash on delivery: the lines, address and personal info make the order at once. Online
 * (`razorpay`): `paymentInfo` names the paid provider order, whose pending checkout (stored by payment/process)
 * is the order's content; the other fields are then not read again.
 */
export const placeOrderRequestSchema = z.discriminatedUnion('paymentMethod', [
  z.object({
    paymentMethod: z.literal('cod'),
    personalInfo: personalInfoSchema,
    shippingInfo: shippingInfoSchema,
    orderItems: orderLinesSchema(),
    priceSummary: priceSummaryHintSchema.optional(),
    /** Standard when left out; a speed the PIN code's zone does not offer is a 400 (docs/decisions/036). */
    shippingSpeed: shippingSpeedSchema.optional(),
    /** The coupon the shopper applied; one that does not apply is a 409 with its reason (decision 038). */
    couponCode: couponCodeSchema.optional(),
  }),
  z.object({
    paymentMethod: z.literal('razorpay'),
    paymentInfo: paymentInfoRequestSchema,
    // Read only for a checkout opened with the amount alone, which has no address yet (docs/decisions/036); they
    // are then checked with personalInfoSchema and shippingInfoSchema. Otherwise the checkout's own are used.
    personalInfo: z.unknown().optional(),
    shippingInfo: z.unknown().optional(),
  }),
]);
export type PlaceOrderRequest = z.infer<typeof placeOrderRequestSchema>;

/** A missing part of payment/process's body is refused naming all the body needs, not with a parser's words. */
const whatToPay = {
  error: (issue: { input?: unknown }) =>
    issue.input === undefined ? ORDER_MESSAGES.paymentItemsRequired : undefined,
};
const whatAmount = {
  error: (issue: { input?: unknown }) =>
    issue.input === undefined ? ORDER_MESSAGES.paymentAmountRequired : undefined,
};

/**
 * POST /api/orders/v1/payment/process: what is about to be paid. `amount` (rupees) is the total shown, a hint
 * like `priceSummary.total`; the server prices the items itself (docs/product.md#checkout-server). The spec's
 * client sends the amount alone: the server then pays for the shopper's cart, in stock, and the amount must be
 * its total (docs/decisions/036). Items, address and personal info come all together or not at all.
 */
export const processPaymentRequestSchema = z
  .object({
    amount: z.number(whatAmount).nonnegative(),
    personalInfo: z.object(personalInfoSchema.shape, whatToPay).optional(),
    shippingInfo: z.object(shippingInfoSchema.shape, whatToPay).optional(),
    orderItems: orderLinesSchema(whatToPay).optional(),
    /** Standard when left out; a speed the PIN code's zone does not offer is a 400 (docs/decisions/036). */
    shippingSpeed: shippingSpeedSchema.optional(),
    /** With `orderItems` only: the coupon applied (decision 038); the amount alone pays the cart's prices. */
    couponCode: couponCodeSchema.optional(),
  })
  .refine(
    (body) =>
      [body.personalInfo, body.shippingInfo, body.orderItems].every((part) => part === undefined) ||
      [body.personalInfo, body.shippingInfo, body.orderItems].every((part) => part !== undefined),
    { error: () => ORDER_MESSAGES.paymentItemsRequired },
  );
export type ProcessPaymentRequest = z.infer<typeof processPaymentRequestSchema>;

/** The provider order the browser opens the checkout with (amount in paise, as the provider speaks). */
export const providerOrderSchema = z.object({
  id: z.string(),
  amount: z.number().int(),
  currency: z.literal('INR'),
  receipt: z.string(),
});
export const processPaymentResponseSchema = z.object({
  success: z.literal(true),
  order: providerOrderSchema,
});
export type ProcessPaymentResponse = z.infer<typeof processPaymentResponseSchema>;

/** GET /api/orders/v1/getKey: the public key and where the provider's checkout script lives. */
export const paymentKeySchema = z.object({
  key: z.string(),
  checkoutScript: z.string(),
  /** True for the built-in sandbox gateway (no real money moves). */
  sandbox: z.boolean(),
});
export type PaymentKey = z.infer<typeof paymentKeySchema>;

const timestampSchema = z.string().nullable();

export const orderItemSchema = z.object({
  product: z.string(),
  name: z.string(),
  quantity: z.number().int(),
  /** Unit price paid. */
  price: rupeesSchema,
  /** The same unit price paid (the spec's cards read either field). */
  discountPrice: rupeesSchema,
  /** Unit price before discount. */
  originalPrice: rupeesSchema,
  shippingCost: rupeesSchema,
  image: z.string(),
  category: z.string(),
  filters: z.record(z.string(), z.string()),
  /** The line's share of the order's promotions, rupees for the whole line (docs/decisions/038-promotions.md). */
  discount: rupeesSchema,
});
export type OrderItem = z.infer<typeof orderItemSchema>;

/** One line of a tax invoice, amounts in rupees: taxableValue + cgst + sgst + igst = total. */
export const taxInvoiceLineSchema = z.object({
  kind: z.enum(['goods', 'shipping']),
  description: z.string(),
  hsnCode: z.string(),
  quantity: z.number().int(),
  /** Percent: 0, 5, 12, 18 or 28. */
  rate: z.number(),
  /**
   * What promotions took off the line, rupees (docs/decisions/038-promotions.md): `total` is the value after it, and
   * the tax is on that value. 0 on a shipping line.
   */
  discount: rupeesSchema,
  taxableValue: rupeesSchema,
  cgst: rupeesSchema,
  sgst: rupeesSchema,
  igst: rupeesSchema,
  total: rupeesSchema,
});
export type TaxInvoiceLine = z.infer<typeof taxInvoiceLineSchema>;

export const taxInvoiceSchema = z.object({
  /** "INV/25-26/000042": sequential in the financial year (April to March). */
  number: z.string(),
  financialYear: z.string(),
  issuedAt: z.string(),
  seller: z.object({
    legalName: z.string(),
    gstin: z.string(),
    address: z.string(),
    stateCode: z.string(),
    stateName: z.string(),
  }),
  placeOfSupply: z.object({ code: z.string(), name: z.string() }),
  /** True: CGST + SGST (the buyer is in the seller's state); false: IGST. */
  intraState: z.boolean(),
  lines: z.array(taxInvoiceLineSchema),
  /**
   * The credit note that reverses this invoice in full, issued when the order is cancelled or its goods come back
   * (status "returned"); null until then. It credits exactly the invoice's lines (docs/decisions/029).
   */
  creditNote: z
    .object({
      /** "CN/25-26/000007": a series of its own, sequential in the financial year. */
      number: z.string(),
      financialYear: z.string(),
      issuedAt: z.string(),
      reason: z.enum(['cancelled', 'returned']),
    })
    .nullable(),
});
export type TaxInvoice = z.infer<typeof taxInvoiceSchema>;
export type CreditNote = NonNullable<TaxInvoice['creditNote']>;

export const orderSchema = z.object({
  _id: z.string(),
  /** SN-2611-004213, what shoppers read; URLs and calls keep `_id` (docs/decisions/036). */
  orderNumber: z.string(),
  createdAt: z.string(),
  orderStatus: z.string(),
  cancelReason: z.string().nullable(),
  isPaid: z.boolean(),
  statusTimestamps: z.object({
    processedAt: timestampSchema,
    shippedAt: timestampSchema,
    outForDeliveryAt: timestampSchema,
    deliveredAt: timestampSchema,
    cancelledAt: timestampSchema,
    returnAcceptedAt: timestampSchema,
    returnedAt: timestampSchema,
    refundAcceptedAt: timestampSchema,
    refundedAt: timestampSchema,
  }),
  priceSummary: z.object({
    subtotal: rupeesSchema,
    savings: rupeesSchema,
    /** Taken off the lines by promotions; total = subtotal − discount + shippingCost (decision 038). */
    discount: rupeesSchema,
    shippingCost: rupeesSchema,
    total: rupeesSchema,
  }),
  /** The promotions the order used, each with what it saved (lines and shipping), rupees. */
  promotions: z.array(
    z.object({
      code: z.string().nullable(),
      title: z.string(),
      /** Lines and shipping together. */
      saving: rupeesSchema,
      /** The part of `saving` taken off the shipping. */
      shippingSaving: rupeesSchema,
    }),
  ),
  orderItems: z.array(orderItemSchema),
  shippingInfo: z.object({
    type: z.string(),
    /** The recipient: the personal info's name for an order placed without one. */
    fullName: z.string(),
    address: z.string(),
    landmark: z.string(),
    city: z.string(),
    state: z.string(),
    postalCode: z.string(),
    country: z.string(),
    phone: z.string(),
  }),
  personalInfo: z.object({ firstName: z.string(), lastName: z.string(), email: z.string() }),
  paymentMethod: z.enum(PAYMENT_METHODS),
  paymentInfo: z
    .object({
      method: z.string(),
      razorpayOrderId: z.string().nullable(),
      razorpayPaymentId: z.string().nullable(),
      /** 'pending' (cash not yet collected), 'captured', 'refunded'… The signature stays on the server. */
      status: z.string(),
      paidAt: timestampSchema,
    })
    .nullable(),
  /** The shopper's return or refund request for a delivered order, when one was sent. */
  returnRequest: z.object({ message: z.string(), requestedAt: z.string() }).nullable(),
  /** One parcel per supplier with its carrier and tracking link once shipped (docs/decisions/027). */
  shipments: z.array(shipmentSchema),
  /** The GST tax invoice issued with the order; null when the shop had no GST settings (docs/decisions/029). */
  taxInvoice: taxInvoiceSchema.nullable(),
  /** Cash on delivery from a new account waits for the shopper's confirmation; null otherwise (decision 030). */
  codConfirmation: codConfirmationSchema.nullable(),
  /** The shopper's cancel after dispatch, completed when the parcel is back (decision 031). */
  cancelRequest: cancelRequestSchema.nullable(),
  /** When the parcel came back undelivered (refused, or cancelled after dispatch); null otherwise. */
  returnedToOriginAt: z.string().nullable(),
  /** The shipping speed chosen at checkout (docs/decisions/036); orders before speeds are standard. */
  shippingSpeed: shippingSpeedSchema,
  /** The day promised when the order was placed, `YYYY-MM-DD` (India); null without a PIN code to date. */
  deliveryBy: z.string().nullable(),
  /** "Express delivery by Tue, 2 Dec"; null when deliveryBy is. */
  deliveryText: z.string().nullable(),
});
export type Order = z.infer<typeof orderSchema>;

/** The reasons the cancel dialog offers (docs/product.md#orders-actions); 'Other' asks for the shopper's own words. */
export const CANCEL_REASONS = [
  'I changed my mind',
  'Found it cheaper elsewhere',
  'Ordered by mistake',
  'Delivery time is too long',
  'Wrong product ordered',
  'Payment issues',
  'Other',
] as const;

/** PUT /api/orders/{id}/cancel: the chosen reason, or the shopper's own text for 'Other' (docs/product.md#orders-actions). */
export const cancelOrderRequestSchema = z.object({
  cancelReason: z.string().trim().min(1, MESSAGES.selectCancelReason).max(500),
});
export type CancelOrderRequest = z.infer<typeof cancelOrderRequestSchema>;

/** POST /api/orders/{id}/return-request: what is wrong with the delivered order, in the shopper's words. */
export const returnRequestSchema = z.object({
  message: z.string().trim().min(1, 'Please describe the problem with your order.').max(2000),
});
export type ReturnRequest = z.infer<typeof returnRequestSchema>;

/** POST /api/checkout/cod-availability: the lines and the delivery PIN code; the server prices the lines (decision 030). */
export const codAvailabilityRequestSchema = z.object({
  orderItems: orderLinesSchema(),
  postalCode: checkedAddressFields.zipCode,
  /** The speed chosen: its fee counts toward the cash-on-delivery limits. */
  shippingSpeed: shippingSpeedSchema.optional(),
  /** The coupon applied: the limits read the total after it (decision 038). */
  couponCode: couponCodeSchema.optional(),
});
export type CodAvailabilityRequest = z.infer<typeof codAvailabilityRequestSchema>;

/** Answer of cancel and return-request: the order as it is now replaces the shown one (docs/product.md#orders-actions). */
export const orderActionResponseSchema = z.object({ message: z.string(), order: orderSchema });
export type OrderActionResponse = z.infer<typeof orderActionResponseSchema>;

export const placeOrderResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  order: orderSchema,
});
export type PlaceOrderResponse = z.infer<typeof placeOrderResponseSchema>;
/** GET /api/orders answers the shopper's orders themselves, newest first (docs/product.md#orders-pages). */
export const ordersListSchema = z.array(orderSchema);

/** The server's own answers around payment, beyond the spec's texts (docs/product.md#payment-online). */
export const ORDER_MESSAGES = {
  outOfStock: (name: string, available: number) =>
    available > 0
      ? `Only ${available} of ${name} left in stock. Please review your cart.`
      : `${name} is out of stock. Please review your cart.`,
  invalidSignature: 'Payment could not be verified. Please contact support if you were charged.',
  paymentNotFound: 'Payment not found',
  refundedOutOfStock:
    'Sorry, an item sold out while your payment was confirmed. Your payment has been refunded in full.',
  /** The same, before the provider has confirmed the refund (docs/decisions/025): it is a job that retries. */
  refundingOutOfStock:
    'Sorry, an item sold out while your payment was confirmed. A full refund of your payment is in progress.',
  paymentUnavailable: 'Online payment is unavailable right now. Please try again or choose cash on delivery.',
  amountMismatch: 'The paid amount does not match the order. Please contact support.',
  notCancellable: 'This order can no longer be cancelled.',
  returnOnlyDelivered: 'Returns and refunds can be requested for delivered orders only.',
  returnAlreadyRequested: 'A return or refund request was already sent for this order.',
  returnRequested: 'Your return or refund request has been sent. We will reply within 2 business days.',
  /** A move the status machine refuses (docs/product.md#orders-statuses), for the shop's own moves; a cancel says notCancellable. */
  statusChangeRefused: (from: string, to: string) => `An order that is ${from} cannot be marked ${to}.`,
  onlyCancelByCustomer: 'Shoppers can only cancel their orders.',
  partlyShipped:
    'Part of this order has already shipped, so it can no longer be cancelled. Contact us to return it once it arrives.',
  notPaidYet: "This order's online payment has not been taken yet, so it cannot be shipped.",
  paymentBeingConfirmed: 'Order placed. Your payment is being confirmed with your bank.',
  /** payment/process without its items, address or personal info (the server prices what it is sent). */
  paymentItemsRequired:
    'Send the items to pay for (orderItems) with personalInfo and shippingInfo, or the amount alone to pay for your cart',
  /** payment/process with the amount alone, when the cart's total is another (rupees). */
  cartTotalDiffers: (total: number) =>
    `Your cart's total is ${formatRupees(total)} now. Please review your cart and pay that amount.`,
  /** payment/process with the amount alone and a faster speed: no address yet, so no zone to offer it in. */
  cartStandardOnly:
    'Paying for the cart by its amount alone ships by standard delivery. To choose another speed, send the items with the address.',
  /** payment/process with the amount alone, when nothing in the cart can be bought. */
  cartNothingToPay: 'Your cart has nothing in stock to pay for.',
  /** POST /api/orders for a checkout opened with the amount alone, without where it goes. */
  paymentDetailsRequired: 'Send the delivery address (shippingInfo) and personalInfo to place this order',
  /** A provider confirmation (webhook, callback) of a checkout still waiting for its address. */
  awaitingDetails: 'The payment is recorded; the order is made when the delivery address arrives.',
  /** payment/process without the total the shopper was shown. */
  paymentAmountRequired: 'Send the total shown to the shopper (amount, in rupees)',
  /** Over the per-product cap (MAX_UNITS_PER_PRODUCT, docs/decisions/017): for the order and the cart alike. */
  tooManyUnits: (name: string, cap: number) => `You can buy at most ${cap} units of ${name} in one order`,
  /** Over the order-value cap (MAX_ORDER_TOTAL_RUPEES), `maxTotal` in rupees. */
  orderTooLarge: (maxTotal: number) =>
    `One order can be at most ${formatRupees(maxTotal)}. Please split it into smaller orders.`,
} as const;
