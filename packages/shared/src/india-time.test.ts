import { describe, expect, it } from 'vitest';
import { formatIndiaDateTime } from './india-time.ts';

describe('formatIndiaDateTime', () => {
  it("writes a deadline by India's clock, whatever the machine's zone, and says so", () => {
    expect(formatIndiaDateTime('2026-11-29T10:15:00.000Z')).toBe('29 Nov 2026, 3:45 pm IST');
    // Past midnight in India while still the day before in UTC.
    expect(formatIndiaDateTime('2026-11-28T19:00:00.000Z')).toBe('29 Nov 2026, 12:30 am IST');
    expect(formatIndiaDateTime('2026-09-05T06:35:00.000Z')).toBe('5 Sep 2026, 12:05 pm IST');
  });
});
