// Shipping speeds against a real PostgreSQL (docs/decisions/036-checkout-for-india.md, "Shipping speeds"): the
// order estimate offers each speed the zone has with its fee and date; an order placed with a speed is priced,
// charged, dated and invoiced with its fee, cash on delivery or online; a speed the zone lacks is refused before
// anything is written; standard is the default; the cash-on-delivery ceiling sees the fee.
import { COD_MESSAGES } from '@shop/shared/cod';
import { deliveryDayText } from '@shop/shared/delivery';
import type { OrderDeliveryEstimate } from '@shop/shared/delivery.schemas';
import { MESSAGES } from '@shop/shared/messages';
import type { Order } from '@shop/shared/order.schemas';
import { SHIPPING_SPEED_MESSAGES } from '@shop/shared/shipping-speeds';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  confirmOnline,
  countRows,
  mailsTo,
  personalInfo,
  placeCod,
  type Shopper,
  sandboxOf,
  setStock,
  shopper,
  stockOf,
} from '../../../test/order-helpers.ts';
import { GST_ENV } from '../../../test/shop-settings.ts';
import { useTestApp } from '../../../test/test-app.ts';

// Products without a supplier ship from Bengaluru after 2 processing days (decision 028's defaults). A GST shop
// in Karnataka, and cash on delivery up to ₹1,000 so that a fee can tip an order over it.
const t = useTestApp({
  template: 'demo',
  env: { ...GST_ENV, DELIVERY_SHIPS_FROM_PIN: '560001', COD_MAX_ORDER_RUPEES: '1000' },
});

/** Delhi: a metro from Bengaluru (3 transit days), so all three speeds, each faster than the one before. */
const delhi = {
  type: 'Home',
  address: '7 Janpath',
  city: 'New Delhi',
  state: 'Delhi',
  postalCode: '110001',
  country: 'India',
  phone: '+919876543210',
};
/** Guwahati: remote (north-east), standard only. */
const guwahati = { ...delhi, address: '3 GS Road', city: 'Guwahati', state: 'Assam', postalCode: '781001' };
/** Jaipur: rest of India, standard and express. */
const JAIPUR_PIN = '302001';

let next = 300;
/** A plain demo product with no supplier at `rupees` and its own shipping fee: each call its own product. */
async function product(rupees: number, shipping: number): Promise<string> {
  const row = await t.db
    .selectFrom('products')
    .select('id')
    .orderBy('id')
    .offset(next++)
    .limit(1)
    .executeTakeFirstOrThrow();
  await t.db
    .updateTable('products')
    .set({
      base_price: rupees * 100,
      discount_price: rupees * 100,
      shipping_cost: shipping * 100,
      supplier_id: null,
      filters: JSON.stringify([]),
    })
    .where('id', '=', row.id)
    .execute();
  // One stock, whatever variants the demo catalogue gave it (docs/decisions/037).
  await setStock(t, row.id, 20);
  return row.id;
}

async function estimate(productId: string, pin: string): Promise<OrderDeliveryEstimate> {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/delivery-estimate/order?productIds=${productId}&pin=${pin}`,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as OrderDeliveryEstimate;
}

/** The day a speed promises now (an order placed just before or after may straddle the cut-off: either day). */
async function promisedDays(productId: string, pin: string, speed: string): Promise<string[]> {
  const option = (await estimate(productId, pin)).options.find((one) => one.speed === speed);
  if (!option) throw new Error(`${speed} not offered to ${pin}`);
  return [option.date];
}

function cod(who: Shopper, productId: string, extra: Record<string, unknown>) {
  return placeCod(t, who, [{ product: productId, quantity: 1, filters: {} }], {
    shippingInfo: delhi,
    ...extra,
  });
}

let who: Shopper;
beforeAll(async () => {
  who = await shopper(t);
});

describe('the order estimate', () => {
  it('offers every speed the zone has, with its extra fee and an earlier date for a faster speed', async () => {
    const id = await product(300, 40);
    const metro = await estimate(id, delhi.postalCode);
    // 2 processing days + transit: standard 3, express 2 (3 halved, rounded up), overnight 1.
    expect(
      metro.options.map(({ speed, label, extraFee, businessDays }) => [speed, label, extraFee, businessDays]),
    ).toEqual([
      ['standard', 'Standard', 0, 5],
      ['express', 'Express', 99, 4],
      ['overnight', 'Overnight', 199, 3],
    ]);
    const [standard, express, overnight] = metro.options;
    expect(standard?.date).toBe(metro.date);
    expect(express && express.date < metro.date).toBe(true);
    expect(overnight && express && overnight.date < express.date).toBe(true);
    expect(express?.text).toBe(`Express delivery by ${deliveryDayText(express?.date ?? '')}`);

    expect((await estimate(id, JAIPUR_PIN)).options.map((option) => option.speed)).toEqual([
      'standard',
      'express',
    ]);
    expect((await estimate(id, guwahati.postalCode)).options.map((option) => option.speed)).toEqual([
      'standard',
    ]);
  });
});

describe('an order with a speed', () => {
  it('charges express on top of the standard shipping, promises its date, mails it and puts it on the invoice', async () => {
    const id = await product(300, 40);
    const buyer = await shopper(t);
    const before = await promisedDays(id, delhi.postalCode, 'express');
    // A total shown without the fee is below the server's: the fee is charged, so that is a 409 (nothing made).
    const unpriced = await cod(buyer, id, { shippingSpeed: 'express', priceSummary: { total: 340 } });
    expect(unpriced.statusCode, unpriced.body).toBe(409);
    expect(unpriced.json()).toEqual({ message: MESSAGES.pricesChanged });

    const response = await cod(buyer, id, { shippingSpeed: 'express', priceSummary: { total: 439 } });
    expect(response.statusCode, response.body).toBe(201);
    const order = (response.json() as { order: Order }).order;
    expect(order.priceSummary).toEqual({
      subtotal: 300,
      savings: 0,
      discount: 0,
      shippingCost: 139,
      total: 439,
    });
    expect(order.shippingSpeed).toBe('express');
    const after = await promisedDays(id, delhi.postalCode, 'express');
    expect([...before, ...after]).toContain(order.deliveryBy);
    expect(order.deliveryText).toBe(`Express delivery by ${deliveryDayText(order.deliveryBy ?? '')}`);

    // The tax invoice's shipping line (SAC 9965) carries the whole shipping charge, taxed; the lines add up
    // to the total charged (docs/decisions/029).
    const shipping = order.taxInvoice?.lines.find((line) => line.kind === 'shipping');
    expect(shipping).toMatchObject({ hsnCode: '9965', description: 'Shipping (Express)', total: 139 });
    expect((shipping?.taxableValue ?? 0) + (shipping?.igst ?? 0)).toBeCloseTo(139, 2);
    const invoiced = order.taxInvoice?.lines.reduce((sum, line) => sum + line.total, 0) ?? 0;
    expect(invoiced).toBeCloseTo(439, 2);

    const read = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${order._id}`,
      headers: buyer.headers,
    });
    expect(read.json()).toEqual(order);
    const [mail] = await mailsTo(t, buyer.email);
    expect(mail?.text).toContain('₹139 (Express)');
    expect(mail?.text).toContain(order.deliveryText);
  });

  it('waives the standard part from the free-shipping threshold but never the fee, online too', async () => {
    const id = await product(600, 40);
    const payment = await t.app.inject({
      method: 'POST',
      url: '/api/orders/v1/payment/process',
      headers: who.headers,
      payload: {
        amount: 799,
        personalInfo,
        shippingInfo: delhi,
        orderItems: [{ product: id, quantity: 1, filters: {} }],
        shippingSpeed: 'overnight',
      },
    });
    expect(payment.statusCode, payment.body).toBe(200);
    const providerOrder = (payment.json() as { order: { id: string; amount: number } }).order;
    expect(providerOrder.amount).toBe(799_00);

    const paid = await sandboxOf(t).pay(providerOrder.id);
    const confirmed = await confirmOnline(t, who, paid);
    expect(confirmed.statusCode, confirmed.body).toBe(201);
    const order = (confirmed.json() as { order: Order }).order;
    expect(order.priceSummary).toMatchObject({ subtotal: 600, shippingCost: 199, total: 799 });
    expect(order.shippingSpeed).toBe('overnight');
    expect(order.deliveryText).toBe(`Overnight delivery by ${deliveryDayText(order.deliveryBy ?? '')}`);
    expect(order.taxInvoice?.lines.find((line) => line.kind === 'shipping')?.total).toBe(199);
  });

  it('is standard when no speed is sent, dated by the standard estimate', async () => {
    const id = await product(300, 40);
    const before = await promisedDays(id, delhi.postalCode, 'standard');
    const response = await cod(who, id, {});
    expect(response.statusCode, response.body).toBe(201);
    const order = (response.json() as { order: Order }).order;
    expect(order.priceSummary).toEqual({
      subtotal: 300,
      savings: 0,
      discount: 0,
      shippingCost: 40,
      total: 340,
    });
    expect(order.shippingSpeed).toBe('standard');
    const after = await promisedDays(id, delhi.postalCode, 'standard');
    expect([...before, ...after]).toContain(order.deliveryBy);
    expect(order.deliveryText).toBe(`Standard delivery by ${deliveryDayText(order.deliveryBy ?? '')}`);
    expect(order.taxInvoice?.lines.find((line) => line.kind === 'shipping')?.description).toBe('Shipping');
  });
});

describe('refusals', () => {
  it('refuses overnight or express to a remote PIN code, in words, and writes and holds nothing', async () => {
    const id = await product(300, 40);
    const orders = await countRows(t, 'orders');
    const checkouts = await countRows(t, 'pending_checkouts');
    const overnight = await cod(who, id, { shippingInfo: guwahati, shippingSpeed: 'overnight' });
    expect(overnight.statusCode).toBe(400);
    expect(overnight.json()).toEqual({ message: 'Overnight delivery is not available for PIN code 781001' });
    const express = await t.app.inject({
      method: 'POST',
      url: '/api/orders/v1/payment/process',
      headers: who.headers,
      payload: {
        amount: 439,
        personalInfo,
        shippingInfo: guwahati,
        orderItems: [{ product: id, quantity: 1, filters: {} }],
        shippingSpeed: 'express',
      },
    });
    expect(express.statusCode).toBe(400);
    expect(express.json()).toEqual({ message: SHIPPING_SPEED_MESSAGES.notOffered('express', '781001') });
    expect(await countRows(t, 'orders')).toBe(orders);
    expect(await countRows(t, 'pending_checkouts')).toBe(checkouts);
    expect(await stockOf(t, id)).toBe(20);
  });

  it('refuses a speed it does not know, naming the speeds', async () => {
    const id = await product(300, 40);
    const response = await cod(who, id, { shippingSpeed: 'teleport' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(SHIPPING_SPEED_MESSAGES.unknownSpeed);
  });

  it('counts the fee toward the cash-on-delivery ceiling', async () => {
    // ₹900 ships free by standard (over the threshold) and stays within ₹1,000; overnight makes it ₹1,099.
    const id = await product(900, 40);
    const ask = (shippingSpeed: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/checkout/cod-availability',
        headers: who.headers,
        payload: {
          orderItems: [{ product: id, quantity: 1, filters: {} }],
          postalCode: '110001',
          shippingSpeed,
        },
      });
    expect((await ask('standard')).json()).toEqual({ available: true, reason: null });
    expect((await ask('overnight')).json()).toEqual({
      available: false,
      reason: COD_MESSAGES.orderTooLarge(1000),
    });
    const refused = await cod(who, id, { shippingSpeed: 'overnight' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: COD_MESSAGES.orderTooLarge(1000) });
    expect((await cod(who, id, { shippingSpeed: 'express' })).statusCode).toBe(201);
  });
});
