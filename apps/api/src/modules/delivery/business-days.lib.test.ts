// Business days in India's calendar (docs/decisions/028-delivery-estimates-and-margins.md): weekends and the
// shop's holidays are skipped, the cut-off moves an order to the next business day, and the day is India's.
import { describe, expect, it } from 'vitest';
import { addBusinessDays, indianClock, secondsUntilStartDayChanges, startDay } from './business-days.lib.ts';

const calendar = { cutoffMinutes: 14 * 60, holidays: new Set<string>() };
/** 2025-12-01 is a Monday. */
const ist = (local: string) => new Date(`${local}+05:30`);

describe('startDay', () => {
  it('is today on a business day before the cut-off, the next business day from the cut-off on', () => {
    expect(startDay(ist('2025-12-01T13:59:59'), calendar)).toBe('2025-12-01');
    expect(startDay(ist('2025-12-01T14:00:00'), calendar)).toBe('2025-12-02');
    expect(startDay(ist('2025-12-05T15:00:00'), calendar)).toBe('2025-12-08');
  });

  it('skips Saturday and Sunday', () => {
    expect(startDay(ist('2025-12-06T09:00:00'), calendar)).toBe('2025-12-08');
    expect(startDay(ist('2025-12-07T09:00:00'), calendar)).toBe('2025-12-08');
  });

  it("takes the day in India, not the server's", () => {
    // Sunday 20:00 UTC is Monday 01:30 in India.
    expect(indianClock(new Date('2025-11-30T20:00:00Z'))).toEqual({ today: '2025-12-01', minutes: 90 });
    expect(startDay(new Date('2025-11-30T20:00:00Z'), calendar)).toBe('2025-12-01');
  });

  it('skips holidays', () => {
    const withHoliday = { ...calendar, holidays: new Set(['2025-12-01']) };
    expect(startDay(ist('2025-12-01T09:00:00'), withHoliday)).toBe('2025-12-02');
  });
});

describe('addBusinessDays', () => {
  it('counts Monday to Friday only, and holidays not at all', () => {
    expect(addBusinessDays('2025-12-01', 0, calendar)).toBe('2025-12-01');
    expect(addBusinessDays('2025-12-01', 4, calendar)).toBe('2025-12-05');
    expect(addBusinessDays('2025-12-01', 5, calendar)).toBe('2025-12-08');
    expect(addBusinessDays('2025-12-05', 1, calendar)).toBe('2025-12-08');
    expect(addBusinessDays('2025-12-01', 10, calendar)).toBe('2025-12-15');
    const withHoliday = { ...calendar, holidays: new Set(['2025-12-02', '2025-12-08']) };
    expect(addBusinessDays('2025-12-01', 5, withHoliday)).toBe('2025-12-10');
  });
});

describe('secondsUntilStartDayChanges', () => {
  it('runs to the cut-off before it, to midnight after it', () => {
    expect(secondsUntilStartDayChanges(ist('2025-12-01T13:55:00'), calendar)).toBe(300);
    expect(secondsUntilStartDayChanges(ist('2025-12-01T23:59:00'), calendar)).toBe(60);
  });
});
