// The prefilled message to support (docs/product.md#orders-actions): the help message ends with what is known, never an empty label.
import type { Order } from '@shop/shared/order.schemas';
import { describe, expect, it } from 'vitest';
import { supportMessage } from './support.ts';

const order = {
  _id: '65a1b2c3d4e5f6a7b8c9d0e1',
  orderNumber: 'SN-2611-004213',
  orderItems: [{ name: 'Chai Mug', quantity: 2 }],
} as unknown as Order;

describe('supportMessage', () => {
  it('asks for help with the order number and items, and no empty "Reason:" at the end', () => {
    const message = supportMessage(order, 'help');
    expect(message).toBe(
      'Hello, I need help with my order.\nOrder number: SN-2611-004213\nItems: Chai Mug × 2',
    );
    expect(message).not.toMatch(/Reason:\s*$/);
  });

  it('leaves the return request a "Reason: " for the shopper to fill in, in its dialog', () => {
    expect(supportMessage(order, 'return')).toMatch(/\nReason: $/);
  });
});
