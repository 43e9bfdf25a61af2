// Order timeline and transitions (docs/product.md#orders-statuses, docs/product.md#orders-timeline).
import { describe, expect, it } from 'vitest';
import {
  canTransition,
  isCancellable,
  isOrderStatus,
  ORDER_STATUSES,
  orderTimeline,
} from './order-status.ts';

const createdAt = '2026-11-01T10:00:00.000Z';

describe('orderTimeline', () => {
  it('shows the normal path, complete up to the current step, with timestamps or the creation date', () => {
    const steps = orderTimeline({
      orderStatus: 'shipped',
      createdAt,
      statusTimestamps: { shippedAt: '2026-11-02T09:00:00.000Z' },
    });
    expect(steps.map((s) => s.label)).toEqual(['Order Placed', 'Shipped', 'Out for Delivery', 'Delivered']);
    expect(steps.map((s) => s.completed)).toEqual([true, true, false, false]);
    expect(steps.map((s) => s.at)).toEqual([createdAt, '2026-11-02T09:00:00.000Z', null, null]);
  });

  it('appends Return Accepted and Returned for returns', () => {
    const steps = orderTimeline({ orderStatus: 'return accepted', createdAt });
    expect(steps.map((s) => s.label)).toEqual([
      'Order Placed',
      'Shipped',
      'Out for Delivery',
      'Delivered',
      'Return Accepted',
      'Returned',
    ]);
    expect(steps.filter((s) => s.completed)).toHaveLength(5);
  });

  it('appends Refund Accepted and Refunded for refunds', () => {
    const steps = orderTimeline({ orderStatus: 'refunded', createdAt });
    expect(steps.slice(4).map((s) => s.label)).toEqual(['Refund Accepted', 'Refunded']);
    expect(steps.every((s) => s.completed)).toBe(true);
  });

  it("shows one step for a cancelled order, with the reason or 'N/A'", () => {
    expect(
      orderTimeline({ orderStatus: 'cancelled', createdAt, cancelReason: 'Ordered by mistake' }),
    ).toEqual([
      { status: 'cancelled', label: 'Cancelled', completed: true, at: createdAt, note: 'Ordered by mistake' },
    ]);
    expect(orderTimeline({ orderStatus: 'cancelled', createdAt, cancelReason: ' ' })[0]?.note).toBe('N/A');
  });
});

describe('transitions', () => {
  it('moves forward one step at a time and cancels only before delivery', () => {
    expect(canTransition('processing', 'shipped')).toBe(true);
    expect(canTransition('processing', 'delivered')).toBe(false);
    expect(canTransition('out of delivery', 'cancelled')).toBe(true);
    expect(canTransition('delivered', 'cancelled')).toBe(false);
    expect(canTransition('refunded', 'processing')).toBe(false);
  });

  it('offers cancel exactly for the statuses of docs/product.md#orders-actions', () => {
    expect(['processing', 'shipped', 'out of delivery'].every(isCancellable)).toBe(true);
    expect(
      ['delivered', 'cancelled', 'returned', 'refunded', 'refund accepted', 'return accepted'].some(
        isCancellable,
      ),
    ).toBe(false);
  });

  it('offers cancel in the browser exactly where the server allows it', () => {
    for (const status of ORDER_STATUSES)
      expect(isCancellable(status), status).toBe(canTransition(status, 'cancelled'));
  });

  it('knows the nine wire values and nothing else', () => {
    expect(ORDER_STATUSES.every(isOrderStatus)).toBe(true);
    expect(isOrderStatus('Shipped')).toBe(false);
    expect(isOrderStatus('pending')).toBe(false);
  });
});
