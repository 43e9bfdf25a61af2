import { describe, expect, it } from 'vitest';
import {
  RETURN_WINDOW_MESSAGES,
  returnWindowLastDay,
  returnWindowOpen,
  withinReturnWindow,
} from './return-window.ts';

describe('the return window (docs/decisions/036)', () => {
  it("counts days from the delivery day in India's calendar, not UTC's", () => {
    // 11 pm on 24 Nov UTC is already 25 Nov, 4:30 am, in India: 7 days later is 2 Dec.
    expect(returnWindowLastDay('2026-11-24T23:00:00.000Z', 7)).toBe('2026-12-02');
    expect(returnWindowLastDay('2026-11-25T10:00:00.000Z', 7)).toBe('2026-12-02');
    expect(returnWindowLastDay('2026-11-25T10:00:00.000Z', 0)).toBe('2026-11-25');
  });

  it('stays open to the end of the last day in India and closes at its midnight', () => {
    const delivered = '2026-11-25T10:00:00.000Z';
    // Midnight between 2 and 3 Dec in India is 18:30 UTC on 2 Dec.
    expect(returnWindowOpen(delivered, 7, new Date('2026-12-02T18:29:59.000Z'))).toBe(true);
    expect(returnWindowOpen(delivered, 7, new Date('2026-12-02T18:30:00.000Z'))).toBe(false);
    expect(returnWindowOpen(delivered, 30, new Date('2026-12-02T18:30:00.000Z'))).toBe(true);
  });

  it('names the window and its closing day in the words the server and the order page share', () => {
    expect(RETURN_WINDOW_MESSAGES.closed(7, '2026-12-02')).toBe(
      'The 7-day return window for this order closed on Wed, 2 Dec.',
    );
    expect(RETURN_WINDOW_MESSAGES.closed(0, '2026-12-02')).toBe(
      'The same-day return window for this order closed on Wed, 2 Dec.',
    );
    expect(withinReturnWindow(7)).toBe('within 7 days of delivery');
    expect(withinReturnWindow(1)).toBe('within 1 day of delivery');
    expect(withinReturnWindow(0)).toBe('on the day of delivery');
  });
});
