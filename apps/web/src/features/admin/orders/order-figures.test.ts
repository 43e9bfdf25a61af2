// The back office's order page adds up (docs/decisions/038-promotions.md): lines at price × quantity with their share
// of the coupon and offers, and subtotal − coupon & offers + shipping = total, the promotions named.
import type { Order } from '@shop/shared/order.schemas';
import { describe, expect, it } from 'vitest';
import { lineFigures, orderFigures } from './order-figures.ts';

const line = (name: string, price: number, quantity: number, discount: number) =>
  ({ product: name, name, price, quantity, discount, filters: {} }) as unknown as Order['orderItems'][number];

const order = {
  orderItems: [line('Mug', 600, 1, 60), line('Lamp', 200, 2, 40), line('Pen', 99.99, 3, 0)],
  priceSummary: { subtotal: 1299.97, savings: 0, discount: 100, shippingCost: 0, total: 1199.97 },
  promotions: [
    { code: 'FIRST100', title: 'First order', saving: 100, shippingSaving: 0 },
    { code: null, title: 'Free shipping on ₹999+', saving: 49, shippingSaving: 49 },
  ],
};

describe("the admin's order figures", () => {
  it('show each line at price × quantity and its share of the promotions', () => {
    expect(order.orderItems.map(lineFigures)).toEqual([
      { amount: '₹600', discount: '−₹60' },
      { amount: '₹400', discount: '−₹40' },
      { amount: '₹299.97' },
    ]);
  });

  it('take the coupon and offers off the subtotal in a row that names them, then add the shipping', () => {
    expect(orderFigures(order)).toEqual({
      rows: [
        { label: 'Subtotal', value: '₹1,299.97' },
        { label: 'Coupon & offers', value: '−₹100', note: 'FIRST100', saving: true },
        { label: 'Shipping', value: 'Free', note: 'Free with Free shipping on ₹999+' },
      ],
      total: '₹1,199.97',
    });
  });

  it('have no discount row for an order without promotions', () => {
    const plain = { ...order, promotions: [], priceSummary: { ...order.priceSummary, discount: 0 } };
    expect(orderFigures(plain).rows.map((row) => row.label)).toEqual(['Subtotal', 'Shipping']);
  });
});
