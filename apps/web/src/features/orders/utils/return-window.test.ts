import type { Order } from '@shop/shared/order.schemas';
import { describe, expect, it } from 'vitest';
import { returnWindowOf } from './return-window.ts';

const delivered = (deliveredAt: string | null) =>
  ({ orderStatus: 'delivered', statusTimestamps: { deliveredAt } }) as unknown as Order;

describe("the order page's return window (docs/decisions/036)", () => {
  it('offers a return until the end of the 7th day after delivery, then says when it closed', () => {
    const order = delivered('2026-11-25T10:00:00.000Z');
    expect(returnWindowOf(order, new Date('2026-12-02T18:00:00.000Z'))).toEqual({
      open: true,
      text: 'You can request a return until Wed, 2 Dec.',
    });
    expect(returnWindowOf(order, new Date('2026-12-02T18:30:00.000Z'))).toEqual({
      open: false,
      text: 'The 7-day return window for this order closed on Wed, 2 Dec.',
    });
  });

  it('has none for an order not delivered, and stays open without a delivery time, as the server does', () => {
    expect(returnWindowOf({ ...delivered(null), orderStatus: 'shipped' } as Order)).toBeNull();
    expect(returnWindowOf(delivered(null))?.open).toBe(true);
  });
});
