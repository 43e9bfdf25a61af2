import { describe, expect, it } from 'vitest';
import { promotionState, statusChanges } from './promotion-state.ts';

const now = new Date('2026-11-10T12:00:00Z');
const base = { status: 'active' as const, startsAt: null, endsAt: null, redemptionsLeft: null };

describe('promotionState', () => {
  it('reads the stored status with the dates and the total limit', () => {
    expect(promotionState(base, now)).toBe('active');
    expect(promotionState({ ...base, status: 'paused' }, now)).toBe('paused');
    expect(promotionState({ ...base, status: 'ended' }, now)).toBe('ended');
    expect(promotionState({ ...base, startsAt: '2026-11-11T00:00:00Z' }, now)).toBe('scheduled');
    expect(promotionState({ ...base, redemptionsLeft: 0 }, now)).toBe('used_up');
    expect(promotionState({ ...base, redemptionsLeft: 1 }, now)).toBe('active');
  });

  it('reads the total limit from the redemptions left, which checkouts being paid hold too, not from orders', () => {
    // Ten of ten taken, two by online checkouts not paid yet: no order row says so, the counter does.
    const held = { ...base, usageLimit: 10, redemptions: 8, redemptionsLeft: 0 };
    expect(promotionState(held, now)).toBe('used_up');
    // A limit lowered below the redemptions already made, then raised: the counter is what is left.
    const raised = { ...base, usageLimit: 10, redemptions: 12, redemptionsLeft: 3 };
    expect(promotionState(raised, now)).toBe('active');
  });

  it('calls a promotion past its end Ended, even paused or still marked active', () => {
    expect(promotionState({ ...base, endsAt: '2026-11-10T12:00:00Z' }, now)).toBe('ended');
    expect(promotionState({ ...base, status: 'paused', endsAt: '2026-11-01T00:00:00Z' }, now)).toBe('ended');
  });
});

describe('statusChanges', () => {
  it('offers Pause or Resume, and End, until the promotion has ended', () => {
    expect(statusChanges('active').map((change) => change.label)).toEqual(['Pause', 'End']);
    expect(statusChanges('paused').map((change) => change.label)).toEqual(['Resume', 'End']);
    expect(statusChanges('ended')).toEqual([]);
  });
});
