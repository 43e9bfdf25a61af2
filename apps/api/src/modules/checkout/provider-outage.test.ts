// When the payment provider cannot create the order, payment/process answers 502 and the hold is released at
// once (docs/product.md#payment-online): the shopper can retry or pay on delivery, and no unit stays locked for 30 minutes.
import { ORDER_MESSAGES } from '@shop/shared/order.schemas';
import { expect, it } from 'vitest';
import {
  expectedTotals,
  gatewayWith,
  processPayment,
  shopper,
  stockedProduct,
  stockOf,
  useAppWithGateway,
} from '../../../test/order-helpers.ts';

const t = useAppWithGateway((sandbox) =>
  gatewayWith(sandbox, { createOrder: () => Promise.reject(new Error('provider down')) }),
);

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
