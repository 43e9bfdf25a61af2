// Shipping speeds of docs/decisions/036-checkout-for-india.md: where each is offered, its transit days and its fee.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DELIVERY_ZONES } from './delivery.ts';
import {
  SHIPPING_SPEED_MESSAGES,
  SHIPPING_SPEEDS,
  speedDeliveryText,
  speedExtraFee,
  speedsOffered,
  speedTransitDays,
  withShippingSpeed,
} from './shipping-speeds.ts';
import { checkoutTotals } from './totals.ts';

const FEES = { express: 99_00, overnight: 199_00 };

describe('where each speed is offered', () => {
  it('offers express in every zone but remote, overnight within a city and between metros', () => {
    expect(speedsOffered(['same_city'])).toEqual(['standard', 'express', 'overnight']);
    expect(speedsOffered(['metro'])).toEqual(['standard', 'express', 'overnight']);
    expect(speedsOffered(['same_state'])).toEqual(['standard', 'express']);
    expect(speedsOffered(['rest_of_india'])).toEqual(['standard', 'express']);
    expect(speedsOffered(['remote'])).toEqual(['standard']);
  });

  it('offers an order only the speeds every one of its parcels can travel by', () => {
    expect(speedsOffered(['same_city', 'metro'])).toEqual(['standard', 'express', 'overnight']);
    expect(speedsOffered(['same_city', 'rest_of_india'])).toEqual(['standard', 'express']);
    expect(speedsOffered(['metro', 'remote'])).toEqual(['standard']);
  });

  it('always offers standard', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...DELIVERY_ZONES), { minLength: 1 }), (zones) => {
        expect(speedsOffered(zones)[0]).toBe('standard');
      }),
    );
  });
});

describe('transit days by speed', () => {
  it('halves the zone days for express (rounded up, at least 1) and takes 1 day overnight', () => {
    // The seeded zones: same city 1, same state 2, metro 3, rest of India 5, remote 8 (decision 028).
    expect([1, 2, 3, 5, 8].map((days) => speedTransitDays('standard', days))).toEqual([1, 2, 3, 5, 8]);
    expect([1, 2, 3, 5, 8].map((days) => speedTransitDays('express', days))).toEqual([1, 1, 2, 3, 4]);
    expect([1, 2, 3, 5, 8].map((days) => speedTransitDays('overnight', days))).toEqual([1, 1, 1, 1, 1]);
  });

  it('is never slower than standard, and faster speeds are never slower than slower ones', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 30 }), (days) => {
        const [standard, express, overnight] = SHIPPING_SPEEDS.map((speed) => speedTransitDays(speed, days));
        expect(express).toBeLessThanOrEqual(standard ?? 0);
        expect(overnight).toBeLessThanOrEqual(express ?? 0);
        expect(overnight).toBeGreaterThanOrEqual(Math.min(days, 1));
      }),
    );
  });
});

describe('the shipping fee by speed', () => {
  it('charges standard what checkoutTotals charges, and adds the flat fee for express and overnight', () => {
    const below = checkoutTotals([
      { price: 200_00, originalPrice: 250_00, quantity: 1, shippingCost: 79_00, inStock: true },
    ]);
    expect(withShippingSpeed(below, 'standard', FEES)).toEqual(below);
    expect(withShippingSpeed(below, 'express', FEES)).toEqual({
      subtotal: 200_00,
      savings: 50_00,
      discount: 0,
      shippingCost: 178_00,
      total: 378_00,
    });
    expect(withShippingSpeed(below, 'overnight', FEES).shippingCost).toBe(278_00);
  });

  it('lets the free-shipping threshold waive the standard part only', () => {
    const over = checkoutTotals([
      { price: 600_00, originalPrice: 600_00, quantity: 1, shippingCost: 79_00, inStock: true },
    ]);
    expect(over.shippingCost).toBe(0);
    expect(withShippingSpeed(over, 'express', FEES)).toMatchObject({ shippingCost: 99_00, total: 699_00 });
  });

  it('keeps total = subtotal + shipping for every speed', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_00 }),
        fc.integer({ min: 0, max: 500_00 }),
        fc.constantFrom(...SHIPPING_SPEEDS),
        (subtotal, shippingCost, speed) => {
          const totals = { subtotal, savings: 0, discount: 0, shippingCost, total: subtotal + shippingCost };
          const sped = withShippingSpeed(totals, speed, FEES);
          expect(sped.total).toBe(sped.subtotal + sped.shippingCost);
          expect(sped.shippingCost - shippingCost).toBe(speedExtraFee(speed, FEES));
        },
      ),
    );
  });
});

describe('words', () => {
  it('names the speed and the day', () => {
    expect(speedDeliveryText('express', '2025-12-02')).toBe('Express delivery by Tue, 2 Dec');
    expect(speedDeliveryText('standard', '2025-12-04')).toBe('Standard delivery by Thu, 4 Dec');
    expect(SHIPPING_SPEED_MESSAGES.notOffered('overnight', '781001')).toBe(
      'Overnight delivery is not available for PIN code 781001',
    );
  });
});
