// The deals countdown's arithmetic (docs/product.md#pages-home: to the next local midnight).
import { describe, expect, it } from 'vitest';
import { msUntilMidnight, splitDuration } from './use-countdown.ts';

describe('deals countdown', () => {
  it('counts to the next local midnight', () => {
    expect(msUntilMidnight(new Date(2026, 10, 21, 23, 59, 50))).toBe(10_000);
    expect(msUntilMidnight(new Date(2026, 10, 21, 0, 0, 0))).toBe(24 * 3600 * 1000);
    expect(msUntilMidnight(new Date(2026, 11, 31, 12, 0, 0))).toBe(12 * 3600 * 1000);
  });

  it('splits into hours, minutes and seconds, never below zero', () => {
    expect(splitDuration(3_723_400)).toEqual({ hours: 1, minutes: 2, seconds: 3 });
    expect(splitDuration(-5)).toEqual({ hours: 0, minutes: 0, seconds: 0 });
  });
});
