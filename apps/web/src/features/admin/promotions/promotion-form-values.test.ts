import type { AdminPromotion } from '@shop/shared/promotion.schemas';
import { promotionInputSchema } from '@shop/shared/promotion.schemas';
import { describe, expect, it } from 'vitest';
import {
  emptyPromotion,
  formFieldOf,
  fromIndiaLocal,
  previewBadge,
  toFormValues,
  toIndiaLocal,
  toInput,
} from './promotion-form-values.ts';

const stored: AdminPromotion = {
  id: 'p1',
  code: 'DIWALI20',
  title: 'Diwali sale',
  status: 'active',
  startsAt: '2026-10-31T18:30:00.000Z',
  endsAt: '2026-11-10T12:00:00.000Z',
  action: 'percent',
  percent: 20,
  amount: null,
  maxDiscount: 500,
  buyQuantity: null,
  getQuantity: null,
  sameProduct: false,
  target: 'categories',
  targetValues: ['Kitchen', 'Fashion'],
  minOrderValue: 1499,
  minQuantity: 0,
  firstOrderOnly: false,
  usageLimit: null,
  redemptionsLeft: null,
  perAccountLimit: 1,
  combinable: true,
  version: 3,
  redemptions: 0,
  badge: 'Extra 20% off on ₹1,499+',
  createdAt: '2026-10-01T00:00:00.000Z',
  updatedAt: '2026-10-01T00:00:00.000Z',
};

describe('dates in India’s time', () => {
  it('shows a stored moment on India’s clock, whatever the zone it was written in', () => {
    expect(toIndiaLocal('2026-10-31T18:30:00.000Z')).toBe('2026-11-01T00:00');
    expect(toIndiaLocal('2026-11-01T09:15:00+05:30')).toBe('2026-11-01T09:15');
    expect(toIndiaLocal(null)).toBe('');
  });

  it('sends what the admin typed as India’s time with its offset, and back the same', () => {
    expect(fromIndiaLocal('2026-11-01T09:15')).toBe('2026-11-01T09:15:00+05:30');
    expect(fromIndiaLocal('')).toBeNull();
    expect(toIndiaLocal(fromIndiaLocal('2026-11-01T09:15'))).toBe('2026-11-01T09:15');
  });
});

describe('the form and the wire', () => {
  it('gives back the stored promotion unchanged when nothing is edited', () => {
    const input = promotionInputSchema.parse(toInput(toFormValues(stored)));
    expect(input).toMatchObject({
      code: 'DIWALI20',
      percent: 20,
      maxDiscount: 500,
      target: 'categories',
      targetValues: ['Kitchen', 'Fashion'],
      minOrderValue: 1499,
      perAccountLimit: 1,
      usageLimit: null,
    });
    expect(Date.parse(input.startsAt ?? '')).toBe(Date.parse(stored.startsAt ?? ''));
    expect(Date.parse(input.endsAt ?? '')).toBe(Date.parse(stored.endsAt ?? ''));
  });

  it('sends an empty code as an automatic offer and a typed one in capitals', () => {
    const values = { ...emptyPromotion(), title: 'Free shipping', action: 'free_shipping' as const };
    expect(promotionInputSchema.parse(toInput(values)).code).toBeNull();
    expect(promotionInputSchema.parse(toInput({ ...values, code: ' freeship ' })).code).toBe('FREESHIP');
  });

  it('sends only the chosen action’s and target’s fields', () => {
    const values = {
      ...toFormValues(stored),
      action: 'buy_x_get_y' as const,
      buyQuantity: '2',
      getQuantity: '1',
      percent: '100',
      sameProduct: 'any' as const,
      target: 'brands' as const,
      brands: 'Prestige\n Milton , ',
    };
    expect(toInput(values)).toMatchObject({
      percent: 100,
      maxDiscount: null,
      buyQuantity: 2,
      getQuantity: 1,
      sameProduct: false,
      targetValues: ['Prestige', 'Milton'],
    });
  });

  it('puts an error of the chosen target’s list on the control that shows it', () => {
    expect(formFieldOf('targetValues.1', 'products')).toBe('products');
    expect(formFieldOf('targetValues', 'brands')).toBe('brands');
    expect(formFieldOf('percent', 'order')).toBe('percent');
    expect(formFieldOf('nonsense', 'order')).toBeUndefined();
  });
});

describe('the badge preview', () => {
  it('reads as the shopper will see it once its figures are in', () => {
    const values = {
      ...emptyPromotion(),
      action: 'buy_x_get_y' as const,
      buyQuantity: '2',
      getQuantity: '1',
    };
    expect(previewBadge(values)).toBeNull();
    expect(previewBadge({ ...values, percent: '100' })).toBe('Buy 2, get 1 free');
    expect(previewBadge({ ...emptyPromotion(), percent: '20', minOrderValue: '1499' })).toBe(
      'Extra 20% off on ₹1,499+',
    );
  });
});
