// One way of writing a date across the order pages and the invoice, and the shop's other formats.
import { describe, expect, it } from 'vitest';
import { formatAmount, formatDate, formatDateTime, formatLongDate, formatTimestamp } from './format.ts';

// Local times, so the test reads the same whatever the machine's time zone.
const evening = new Date(2026, 10, 24, 15, 45).toISOString();
const september = new Date(2026, 8, 5, 9, 5).toISOString();

describe('formatDate', () => {
  it('writes day, short month and year: "24 Nov 2026"', () => {
    expect(formatDate(evening)).toBe('24 Nov 2026');
    expect(formatDate(september)).toBe('5 Sep 2026');
  });

  it('adds the time after the same date for timeline steps', () => {
    expect(formatDateTime(evening)).toBe('24 Nov 2026, 3:45 pm');
    expect(formatDateTime(september)).toBe('5 Sep 2026, 9:05 am');
  });
});

describe('Intl formats', () => {
  it('writes a standalone date with the month in full', () => {
    expect(formatLongDate(evening)).toBe('24 November 2026');
  });

  it('writes a back-office timestamp with the date and the time', () => {
    expect(formatTimestamp(evening)).toMatch(/^24 Nov 2026, 3:45\s?pm$/i);
  });

  it('writes amounts with paise and Indian digit grouping', () => {
    expect(formatAmount(123456.7)).toBe('1,23,456.70');
  });
});
