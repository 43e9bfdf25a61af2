// When the payment provider cannot create the order, payment/process answers 502 and the hold is released at
// once (docs/product.md#payment-online): the shopper can retry or pay on delivery, and no unit stays locked for 30 minutes.
import { ORDER_MESSAGES } from '@shop/shared/order.schemas';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  createAppWithGateway,
  expectedTotals,
  processPayment,
  shopper,
  stockedProduct,
  stockOf,
} from '../../../test/order-helpers.ts';
import type { TestApp } from '../../../test/test-app.ts';
import type { PaymentGateway } from '../../adapters/payment-gateway.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createAppWithGateway(
    (sandbox): PaymentGateway => ({
      keyId: sandbox.keyId,
      checkoutScript: sandbox.checkoutScript,
      sandbox: true,
      createOrder: () => Promise.reject(new Error('provider down')),
      fetchPayment: (id) => sandbox.fetchPayment(id),
      capture: (id, amount) => sandbox.capture(id, amount),
      refund: (id, amount) => sandbox.refund(id, amount),
      refundsOf: (id) => sandbox.refundsOf(id),
      verifyPaymentSignature: (...args) => sandbox.verifyPaymentSignature(...args),
      verifyWebhookSignature: (...args) => sandbox.verifyWebhookSignature(...args),
    }),
  );
});
afterAll(async () => {
  await t.close();
});

it('answers 502 and gives the held stock back when the provider order cannot be created', async () => {
  const who = await shopper(t);
  const product = await stockedProduct(t, 0, { stock: 3 });
  const total = expectedTotals([{ product, quantity: 2 }]).total;

  const response = await processPayment(t, who, [{ product: product.id, quantity: 2 }], total);
  expect(response.statusCode).toBe(502);
  expect(response.json()).toEqual({ message: ORDER_MESSAGES.paymentUnavailable });
  expect(await stockOf(t, product.id)).toBe(3);
  const checkout = await t.db
    .selectFrom('pending_checkouts')
    .select(['status', 'stock_held'])
    .executeTakeFirstOrThrow();
  expect(checkout).toEqual({ status: 'failed', stock_held: false });
});
