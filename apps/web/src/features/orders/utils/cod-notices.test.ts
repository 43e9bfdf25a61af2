// When the order pages ask for a cash-on-delivery confirmation, offer Cancel, and tell of a cancel requested after
// dispatch, a parcel back undelivered (docs/decisions/030-cash-on-delivery-risk.md, 031-cancel-after-dispatch.md) or
// a return request waiting for the shop (docs/product.md#orders-actions).
import type { Order } from '@shop/shared/order.schemas';
import { describe, expect, it } from 'vitest';
import { awaitsConfirmation, canCancel, parcelNotice, returnRequested } from './cod-notices.ts';

const base = {
  _id: 'o1',
  orderStatus: 'processing',
  paymentMethod: 'cod',
  codConfirmation: null,
  cancelRequest: null,
  returnedToOriginAt: null,
  returnRequest: null,
} as unknown as Order;

const awaiting = {
  ...base,
  codConfirmation: { status: 'awaiting', confirmBy: '2026-11-29T10:00:00.000Z', confirmedAt: null },
} as Order;
const requested = {
  ...base,
  orderStatus: 'shipped',
  cancelRequest: { reason: 'Ordered by mistake', requestedAt: '2026-11-28T10:00:00.000Z' },
} as Order;

const sentReturn = { message: 'The nib arrived bent.', requestedAt: '2026-12-01T10:00:00.000Z' };

describe('awaitsConfirmation', () => {
  it('asks for a confirmation while a waiting order is processing', () => {
    expect(awaitsConfirmation(awaiting)).toBe(true);
  });

  it('asks nothing of an order with no confirmation, or one confirmed', () => {
    expect(awaitsConfirmation(base)).toBe(false);
    const confirmed = {
      ...awaiting,
      codConfirmation: { status: 'confirmed', confirmBy: '2026-11-29T10:00:00.000Z', confirmedAt: 'x' },
    } as Order;
    expect(awaitsConfirmation(confirmed)).toBe(false);
  });

  it('asks nothing once a waiting order was cancelled (not confirmed in time) or shipped', () => {
    expect(awaitsConfirmation({ ...awaiting, orderStatus: 'cancelled' })).toBe(false);
    expect(awaitsConfirmation({ ...awaiting, orderStatus: 'shipped' })).toBe(false);
  });
});

describe('canCancel', () => {
  it('offers Cancel while the status allows it', () => {
    expect(canCancel(base)).toBe(true);
    expect(canCancel({ ...base, orderStatus: 'out of delivery' })).toBe(true);
    expect(canCancel({ ...base, orderStatus: 'delivered' })).toBe(false);
  });

  it('does not offer Cancel again once a cancel after dispatch was requested', () => {
    expect(canCancel(requested)).toBe(false);
  });
});

describe('parcelNotice', () => {
  it('says nothing of an order with no request and no returned parcel', () => {
    expect(parcelNotice(base)).toBeNull();
  });

  it('tells of a cancel requested while the parcel is on its way, with its reason and date', () => {
    expect(parcelNotice(requested)).toEqual({
      kind: 'cancel-requested',
      reason: 'Ordered by mistake',
      requestedAt: '2026-11-28T10:00:00.000Z',
    });
    expect(parcelNotice({ ...requested, orderStatus: 'out of delivery' })?.kind).toBe('cancel-requested');
  });

  it('tells of a parcel back undelivered, whether or not a cancel was requested', () => {
    const back = { ...requested, orderStatus: 'cancelled', returnedToOriginAt: '2026-12-02T09:00:00.000Z' };
    expect(parcelNotice(back as Order)).toEqual({ kind: 'returned', at: '2026-12-02T09:00:00.000Z' });
    expect(parcelNotice({ ...back, cancelRequest: null } as Order)?.kind).toBe('returned');
  });

  it('tells a shopper whose parcel was delivered despite the request that a return is the way', () => {
    expect(parcelNotice({ ...requested, orderStatus: 'delivered' })).toEqual({
      kind: 'delivered-anyway',
      requestedAt: '2026-11-28T10:00:00.000Z',
    });
  });

  it('leaves a request the shop settled otherwise (its own cancel) to the status and timeline', () => {
    expect(parcelNotice({ ...requested, orderStatus: 'cancelled' })).toBeNull();
  });

  it('stops telling a delivered order to request a return once one was requested', () => {
    expect(parcelNotice({ ...requested, orderStatus: 'delivered', returnRequest: sentReturn })).toBeNull();
  });
});

describe('returnRequested', () => {
  it("tells of a return request while the delivered order waits for the shop's answer", () => {
    expect(returnRequested({ ...base, orderStatus: 'delivered', returnRequest: sentReturn })).toBe(true);
  });

  it('says nothing without a request, or once the shop moved the order along the return path', () => {
    expect(returnRequested({ ...base, orderStatus: 'delivered' })).toBe(false);
    expect(returnRequested({ ...base, orderStatus: 'return accepted', returnRequest: sentReturn })).toBe(
      false,
    );
  });
});
