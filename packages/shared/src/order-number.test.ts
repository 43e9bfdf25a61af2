import { describe, expect, it } from 'vitest';
import { formatOrderNumber, ORDER_NUMBER_PREFIX_PATTERN, orderNumberMatches } from './order-number.ts';

describe('formatOrderNumber', () => {
  it("writes the prefix, the month placed by India's clock (YYMM) and six digits", () => {
    expect(formatOrderNumber('SN', new Date('2026-11-29T10:15:00.000Z'), 4213)).toBe('SN-2611-004213');
    // Still 31 March in UTC, already 1 April in India: April's number.
    expect(formatOrderNumber('SN', new Date('2026-03-31T18:30:00.000Z'), 1)).toBe('SN-2604-000001');
    expect(formatOrderNumber('SN', new Date('2026-03-31T18:29:59.999Z'), 1)).toBe('SN-2603-000001');
    // New Year's Eve in UTC is New Year's Day in India.
    expect(formatOrderNumber('AB', new Date('2029-12-31T20:00:00.000Z'), 7)).toBe('AB-3001-000007');
  });

  it('never cuts a sequence past six digits', () => {
    expect(formatOrderNumber('SN', new Date('2026-11-29T10:15:00.000Z'), 1_234_567)).toBe('SN-2611-1234567');
  });
});

describe('orderNumberMatches', () => {
  it('finds an order by its whole number in any case, or by part of it, and not by blank text', () => {
    for (const search of ['SN-2611-004213', 'sn-2611-004213', ' 004213 ', '4213', '2611-0042']) {
      expect(orderNumberMatches('SN-2611-004213', search)).toBe(true);
    }
    for (const search of ['', '  ', '004214', 'SN-2612']) {
      expect(orderNumberMatches('SN-2611-004213', search)).toBe(false);
    }
  });
});

describe('ORDER_NUMBER_PREFIX_PATTERN', () => {
  it('takes one to six capital letters only', () => {
    for (const prefix of ['S', 'SN', 'SHOPNE']) expect(ORDER_NUMBER_PREFIX_PATTERN.test(prefix)).toBe(true);
    for (const prefix of ['', 'sn', 'SHOPNES', 'S-N', 'SN1'])
      expect(ORDER_NUMBER_PREFIX_PATTERN.test(prefix)).toBe(false);
  });
});
