// Issue 19: the contract suite, orders and payment (docs/product.md#payment checkout totals;
// docs/product.md#checkout-server the server's total wins or 409, docs/product.md cash on delivery and the Razorpay protocol, docs/product.md#accounts-access).
// See spec-contract.test.ts for what the suite is.
import { beforeAll, describe, expect, test } from 'vitest';
import { z } from 'zod';
import {
  type CheckoutLine,
  defaultSelection,
  errorShape,
  expectedTotals,
  expectReadableError,
  expectShape,
  expectStatus,
  expectSuccess,
  json,
  lastSelection,
  listIn,
  orderIn,
  orderItemFor,
  orderShape,
  paise,
  priceSummaryFor,
  productIdsWhere,
  rupees,
  type SpecOrder,
  specProduct,
} from '../../test/contract-shapes.ts';
import { sandboxOf, shopper, useShopper } from '../../test/order-helpers.ts';
import { useTestApp } from '../../test/test-app.ts';

/** Three lines over ₹50 whose shipping costs are ₹79, ₹79 and ₹49. */
let lines: CheckoutLine[];
/** One ₹49 line shipping for ₹79: under ₹50, so every reading of the free-shipping promise charges ₹79. */
let smallLines: CheckoutLine[];
/** Two units of a two-option product at a non-default selection. */
let optionedLines: CheckoutLine[];

/** docs/product.md#orders personalInfo and shippingInfo, as the checkout form fills them (docs/product.md rules met). */
const personalInfo = { firstName: 'Asha', lastName: 'Rao', email: 'asha.rao@example.com' };
const shippingInfo = {
  type: 'Home',
  address: '12 MG Road',
  city: 'Bengaluru',
  state: 'Karnataka',
  postalCode: '560001',
  phone: '+919876543210',
};

const t = useTestApp();
const who = useShopper(t);
const other = useShopper(t);
beforeAll(async () => {
  // Two ₹49 products shipping for ₹79 and a ₹99 one shipping for ₹49: "the sum of distinct per-item shipping
  // costs" is ₹128, the plain sum ₹207.
  const cheap = await productIdsWhere(t, { displayPricePaise: 4900, shippingCostPaise: 7900, limit: 2 });
  const [otherShippingId = ''] = await productIdsWhere(t, {
    displayPricePaise: 9900,
    shippingCostPaise: 4900,
  });
  const [optionedId = ''] = await productIdsWhere(t, { filterCount: 2, offset: 3 });
  const [first, second, third, optioned] = await Promise.all(
    [...cheap, otherShippingId, optionedId].map((id) => specProduct(t, id, 500)),
  );
  if (!first || !second || !third || !optioned) throw new Error('test arrangement: products');
  lines = [first, second, third].map((product) => ({
    product,
    quantity: 1,
    filters: defaultSelection(product),
  }));
  smallLines = [{ product: first, quantity: 1, filters: defaultSelection(first) }];
  optionedLines = [{ product: optioned, quantity: 2, filters: lastSelection(optioned) }];
});

/** The body of docs/product.md#payment-cod /api/orders for cash on delivery, its shown total moved by `totalDelta` paise. */
const codBody = (orderLines: readonly CheckoutLine[] = lines, totalDelta = 0) => ({
  personalInfo,
  orderItems: orderLines.map(orderItemFor),
  shippingInfo,
  paymentMethod: 'cod',
  priceSummary: priceSummaryFor(orderLines, totalDelta),
});

const placeOrder = (headers: Record<string, string>, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/orders', headers, payload });

/** A cash-on-delivery order's id, read leniently (the answer's shape is checked by its own test). */
const codOrderId = async (): Promise<string> => {
  const response = await placeOrder(who.headers, codBody());
  expectSuccess(response);
  const id = orderIn(json(response))._id;
  if (typeof id !== 'string') throw new Error(`no order id in ${response.body.slice(0, 300)}`);
  return id;
};

const orderCount = async (headers: Record<string, string>) => {
  const response = await t.app.inject({ method: 'GET', url: '/api/orders', headers });
  expectStatus(response, 200);
  return listIn(json(response), 'orders').length;
};

/**
 * docs/product.md totals of an order over ₹50: the subtotal exactly; shipping either the sum of the distinct per-item
 * costs or 0 (the free-shipping promise, whose threshold the spec leaves open: see expectedTotals); the total their
 * sum. Never the plain sum of the shipping costs.
 */
const expectServerTotals = (order: SpecOrder, orderLines: readonly CheckoutLine[] = lines) => {
  const expected = expectedTotals(orderLines);
  const { subtotal, shippingCost, total } = order.priceSummary;
  expect(subtotal).toBe(rupees(expected.subtotal));
  expect([rupees(expected.shippingCost), 0]).toContain(shippingCost);
  expect(total).toBe(rupees(paise(subtotal) + paise(shippingCost)));
};

/** docs/product.md totals of the order under ₹50, exactly: ₹49 + ₹79 shipping. */
const expectSmallOrderTotals = (order: SpecOrder) => {
  const expected = expectedTotals(smallLines);
  expect(expected.total).toBe(12_800); // the arrangement itself: ₹49 + ₹79
  expect(order.priceSummary).toMatchObject({
    subtotal: rupees(expected.subtotal),
    shippingCost: rupees(expected.shippingCost),
    total: rupees(expected.total),
  });
};

describe('POST /api/orders, cash on delivery', () => {
  test('with the total the contract gives (subtotal + distinct shipping costs) is created: 201, a contract order, processing and unpaid', async () => {
    const response = await placeOrder(who.headers, codBody());
    expectStatus(response, 201);
    // The spec names no answer for this call; the order is read from its `order` field or the body itself.
    const order = expectShape(orderShape, orderIn(json(response)), 'created order');
    expectServerTotals(order);
    expect(order).toMatchObject({
      orderStatus: 'processing',
      isPaid: false,
      paymentMethod: 'cod',
      personalInfo,
      shippingInfo,
    });
    expect(
      order.orderItems.map((item) => ({
        product: item.product,
        quantity: item.quantity,
        filters: item.filters,
      })),
    ).toEqual(
      lines.map((line) => ({ product: line.product._id, quantity: line.quantity, filters: line.filters })),
    );
  });

  test('an order under ₹50 is charged its per-item shipping: ₹49 + ₹79 = ₹128 (docs/product.md)', async () => {
    const response = await placeOrder(who.headers, codBody(smallLines));
    expectStatus(response, 201);
    expectSmallOrderTotals(expectShape(orderShape, orderIn(json(response)), 'created order'));
  });

  test('two units of a two-option product at a non-default selection are charged that selection’s price (docs/product.md#catalogue-pricing)', async () => {
    const response = await placeOrder(who.headers, codBody(optionedLines));
    expectStatus(response, 201);
    const order = expectShape(orderShape, orderIn(json(response)), 'created order');
    expectServerTotals(order, optionedLines);
    expect(order.orderItems[0]?.filters).toEqual(optionedLines[0]?.filters);
  });

  test('with a shown total higher than the server’s goes through at the server’s total (docs/product.md#checkout-server)', async () => {
    const response = await placeOrder(who.headers, codBody(smallLines, +5_000));
    expectStatus(response, 201);
    expectSmallOrderTotals(expectShape(orderShape, orderIn(json(response)), 'created order'));
  });

  test('with a shown total lower than the server’s is a 409 with a message, and no order is written (docs/product.md#checkout-totals)', async () => {
    const before = await orderCount(who.headers);
    const response = await placeOrder(who.headers, codBody(smallLines, -1));
    expectStatus(response, 409);
    expectShape(errorShape, json(response), 'lower total');
    expect(await orderCount(who.headers)).toBe(before);
  });

  test("a personalInfo without email is a 400 whose message says the email is required (docs/product.md 'Email is required')", async () => {
    const { email: _left, ...withoutEmail } = personalInfo;
    const response = await placeOrder(who.headers, { ...codBody(), personalInfo: withoutEmail });
    expectReadableError(response, 400, [/email/i, /required/i]);
  });

  test("a shipping phone that is not a phone number is a 400 about the phone number (docs/product.md 'Invalid phone number')", async () => {
    const response = await placeOrder(who.headers, {
      ...codBody(),
      shippingInfo: { ...shippingInfo, phone: '12ab' },
    });
    expectReadableError(response, 400, [/phone/i]);
  });

  test('without a token it is a 401 with a message', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/orders', payload: codBody() });
    expectStatus(response, 401);
    expectShape(errorShape, json(response), 'order without token');
  });
});

describe('reading orders', () => {
  test("GET /api/orders answers a bare list of the shopper's contract-shaped orders", async () => {
    const id = await codOrderId();
    const response = await t.app.inject({ method: 'GET', url: '/api/orders', headers: who.headers });
    expectStatus(response, 200);
    const orders = expectShape(z.array(orderShape), json(response), 'GET /api/orders');
    expect(orders.map((order) => order._id)).toContain(id);

    const none = await t.app.inject({ method: 'GET', url: '/api/orders', headers: other.headers });
    expectStatus(none, 200);
    expect(expectShape(z.array(orderShape), json(none), 'GET /api/orders (no orders)')).toEqual([]);
  });

  test('GET /api/orders/{id} answers the order itself with the contract Order fields', async () => {
    const id = await codOrderId();
    const response = await t.app.inject({ method: 'GET', url: `/api/orders/${id}`, headers: who.headers });
    expectStatus(response, 200);
    const order = expectShape(orderShape, json(response), 'GET /api/orders/{id}');
    expect(order._id).toBe(id);
    expectServerTotals(order);
  });

  test("another shopper's order is a 404 with a message, to read and to cancel (docs/product.md#accounts-access)", async () => {
    const id = await codOrderId();
    const read = await t.app.inject({ method: 'GET', url: `/api/orders/${id}`, headers: other.headers });
    expectStatus(read, 404);
    expectShape(errorShape, json(read), "reading another's order");
    const cancel = await t.app.inject({
      method: 'PUT',
      url: `/api/orders/${id}/cancel`,
      headers: other.headers,
      payload: { cancelReason: 'Ordered by mistake' },
    });
    expectStatus(cancel, 404);
    expectShape(errorShape, json(cancel), "cancelling another's order");
  });
});

describe('PUT /api/orders/{id}/cancel', () => {
  const cancel = (id: string, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'PUT', url: `/api/orders/${id}/cancel`, headers: who.headers, payload });

  test('{cancelReason} answers the cancelled order in the field `order`; a second cancel is a 409 (docs/product.md#orders-actions)', async () => {
    const id = await codOrderId();
    const response = await cancel(id, { cancelReason: 'I changed my mind' });
    expectStatus(response, 200);
    const { order } = expectShape(z.object({ order: orderShape }), json(response), 'cancel answer');
    expect(order).toMatchObject({ _id: id, orderStatus: 'cancelled', cancelReason: 'I changed my mind' });
    expect(order.statusTimestamps.cancelledAt).toBeTruthy();

    const again = await cancel(id, { cancelReason: 'I changed my mind' });
    expectStatus(again, 409);
    expectShape(errorShape, json(again), 'second cancel');
  });

  test("without a cancelReason it is a 400 about the reason (docs/product.md 'Please select a reason for cancellation.')", async () => {
    const id = await codOrderId();
    const response = await cancel(id, {});
    expectReadableError(response, 400, [/reason/i]);
  });
});

describe('online payment', () => {
  test('GET /api/orders/v1/getKey answers the public key', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/orders/v1/getKey',
      headers: who.headers,
    });
    expectStatus(response, 200);
    expectShape(z.object({ key: z.string().min(1) }), json(response), 'getKey');
  });

  test('POST /api/orders/v1/payment/process with the amount and the items answers order (id, amount), the provider order in paise', async () => {
    const total = rupees(expectedTotals(smallLines).total);
    // docs/product.md#payment-online: the server recomputes the amount "from the items the browser is about to buy" and keeps the
    // address and personal info with the pending checkout, so the client sends them as it would to POST
    // /api/orders. The shopper's `amount` is rupees (docs/product.md#catalogue-pricing); the answer's `order` is the payment
    // provider's order, which a client hands to the provider's checkout as it is, so its amount is in the
    // provider's unit, paise (docs/decisions/022-spec-shapes-and-paging.md).
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/orders/v1/payment/process',
      headers: who.headers,
      payload: { ...codBody(smallLines), paymentMethod: 'razorpay', amount: total },
    });
    expectSuccess(response);
    const { order } = expectShape(
      z.object({ order: z.object({ id: z.string().min(1), amount: z.number() }) }),
      json(response),
      'payment/process',
    );
    expect(order.amount).toBe(Math.round(total * 100));
  });

  test('POST /api/orders/v1/payment/process with { amount } alone pays for the cart: order (id, amount); another amount is a 409', async () => {
    // The spec's client sends the amount alone (docs/decisions/036-checkout-for-india.md): the server prices the
    // shopper's cart; the address comes later with POST /api/orders.
    const buyer = await shopper(t);
    for (const line of smallLines) {
      const added = await t.app.inject({
        method: 'POST',
        url: '/api/cart/add',
        headers: buyer.headers,
        payload: { productId: line.product._id, quantity: line.quantity, filters: line.filters },
      });
      expectSuccess(added);
    }
    const total = rupees(expectedTotals(smallLines).total);
    const differs = await t.app.inject({
      method: 'POST',
      url: '/api/orders/v1/payment/process',
      headers: buyer.headers,
      payload: { amount: total + 1 },
    });
    expectReadableError(differs, 409, [/total/i]);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/orders/v1/payment/process',
      headers: buyer.headers,
      payload: { amount: total },
    });
    expectSuccess(response);
    const { order } = expectShape(
      z.object({ order: z.object({ id: z.string().min(1), amount: z.number() }) }),
      json(response),
      'payment/process',
    );
    expect(order.amount).toBe(Math.round(total * 100));
  });

  test("POST /api/orders with paymentInfo after paying creates a paid order, payment status 'captured' (docs/product.md#payment-settle)", async () => {
    const buyer = await shopper(t);
    const body = { ...codBody(smallLines), paymentMethod: 'razorpay' };
    const processed = await t.app.inject({
      method: 'POST',
      url: '/api/orders/v1/payment/process',
      headers: buyer.headers,
      payload: { ...body, amount: rupees(expectedTotals(smallLines).total) },
    });
    expectSuccess(processed);
    const providerOrderId = (json(processed) as { order?: { id?: string } }).order?.id ?? '';
    // The shopper pays on the provider's checkout page (the sandbox gateway here), which hands back these.
    const paid = await sandboxOf(t).pay(providerOrderId);
    const response = await placeOrder(buyer.headers, {
      ...body,
      paymentInfo: {
        method: 'razorpay',
        razorpayOrderId: paid.razorpay_order_id,
        razorpayPaymentId: paid.razorpay_payment_id,
        razorpaySignature: paid.razorpay_signature,
        status: 'captured',
        paidAt: new Date().toISOString(),
      },
    });
    expectStatus(response, 201);
    const order = expectShape(orderShape, orderIn(json(response)), 'paid order');
    expectSmallOrderTotals(order);
    expect(order).toMatchObject({
      isPaid: true,
      paymentMethod: 'razorpay',
      paymentInfo: { razorpayOrderId: providerOrderId, status: 'captured' },
    });
  });
});
