// Where an order goes (docs/decisions/036-checkout-for-india.md, "Addresses and phone numbers"): every route that
// ships to an address takes only a PIN code, one of India's states and a mobile number, stores each in one form,
// and refuses anything else with a 400 that says what is wrong, before any stock is held or row written.
import { ADDRESS_MESSAGES } from '@shop/shared/auth.schemas';
import { describe, expect, it } from 'vitest';
import {
  countRows,
  expectedTotals,
  personalInfo,
  placeCod,
  shippingInfo,
  shopper,
  stockedProduct,
  stockOf,
} from '../../../test/order-helpers.ts';
import { useTestApp } from '../../../test/test-app.ts';

const t = useTestApp({ template: 'demo' });

const BAD: [string, Record<string, string>, string][] = [
  ['a five-digit PIN code', { postalCode: '56001' }, ADDRESS_MESSAGES.pinMalformed],
  ['a PIN code starting with 0', { postalCode: '060001' }, ADDRESS_MESSAGES.pinMalformed],
  ['a phone that is no mobile number', { phone: '080 2345 678' }, ADDRESS_MESSAGES.phone],
  ['a state that is not India’s', { state: 'Bavaria' }, ADDRESS_MESSAGES.state],
  ['another country', { country: 'United States of America' }, ADDRESS_MESSAGES.onlyIndia],
];

describe('an order shipped to an address that is not India’s', () => {
  it.each(BAD)(
    'with %s is refused on POST /api/orders and payment/process, and nothing is stored',
    async (_case, bad, message) => {
      const who = await shopper(t);
      const product = await stockedProduct(t, 3, { stock: 5 });
      const orderItems = [{ product: product.id, quantity: 1, filters: {} }];
      const [orders, checkouts] = [await countRows(t, 'orders'), await countRows(t, 'pending_checkouts')];

      const cod = await placeCod(t, who, orderItems, { shippingInfo: { ...shippingInfo, ...bad } });
      expect(cod.statusCode, cod.body).toBe(400);
      expect(cod.json()).toMatchObject({ message });

      const online = await t.app.inject({
        method: 'POST',
        url: '/api/orders/v1/payment/process',
        headers: who.headers,
        payload: {
          amount: expectedTotals([{ product, quantity: 1 }]).total,
          personalInfo,
          shippingInfo: { ...shippingInfo, ...bad },
          orderItems,
        },
      });
      expect(online.statusCode, online.body).toBe(400);
      expect(online.json()).toMatchObject({ message });

      expect(await countRows(t, 'orders')).toBe(orders);
      expect(await countRows(t, 'pending_checkouts')).toBe(checkouts);
      expect(await stockOf(t, product.id)).toBe(5);
    },
  );

  it('is refused by cod-availability when its PIN code is malformed', async () => {
    const who = await shopper(t);
    const product = await stockedProduct(t, 4);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/checkout/cod-availability',
      headers: who.headers,
      payload: { orderItems: [{ product: product.id, quantity: 1, filters: {} }], postalCode: 'PIN-781001' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: ADDRESS_MESSAGES.pinMalformed });
  });
});

describe('an order shipped to an Indian address written the common ways', () => {
  it('stores the PIN code, state and phone in one form, and the recipient and landmark', async () => {
    const who = await shopper(t);
    const product = await stockedProduct(t, 5);
    const response = await placeCod(t, who, [{ product: product.id, quantity: 1, filters: {} }], {
      shippingInfo: {
        ...shippingInfo,
        postalCode: '560 001',
        state: 'KA',
        phone: '098765-43210',
        fullName: 'Meera Iyer',
        landmark: 'Near Cubbon Park metro',
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().order.shippingInfo).toMatchObject({
      fullName: 'Meera Iyer',
      landmark: 'Near Cubbon Park metro',
      postalCode: '560001',
      state: 'Karnataka',
      phone: '+919876543210',
    });
  });

  it('goes to the personal info’s name when no recipient is named', async () => {
    const who = await shopper(t);
    const product = await stockedProduct(t, 6);
    const response = await placeCod(t, who, [{ product: product.id, quantity: 1, filters: {} }]);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().order.shippingInfo).toMatchObject({ fullName: 'Asha Rao', landmark: '' });
  });
});
