// What the admin's list says of a promotion: its stored status (what Pause, Resume and End change) read with its
// dates and its total limit, so a promotion past its end reads "Ended" even while its status is still active. The
// limit is read from the server's counter of redemptions left, which online checkouts still being paid take from
// too, not from the orders counted so far (docs/decisions/038-promotions.md).
import type { AdminPromotion } from '@shop/shared/promotion.schemas';

export type PromotionState = 'active' | 'scheduled' | 'paused' | 'ended' | 'used_up';

export const STATE_LABELS: Record<PromotionState, string> = {
  active: 'Active',
  scheduled: 'Scheduled',
  paused: 'Paused',
  ended: 'Ended',
  used_up: 'Fully redeemed',
};

type Dated = Pick<AdminPromotion, 'status' | 'startsAt' | 'endsAt' | 'redemptionsLeft'>;

export function promotionState(promotion: Dated, now: Date): PromotionState {
  if (promotion.status === 'ended') return 'ended';
  if (promotion.endsAt !== null && Date.parse(promotion.endsAt) <= now.getTime()) return 'ended';
  if (promotion.status === 'paused') return 'paused';
  if (promotion.startsAt !== null && Date.parse(promotion.startsAt) > now.getTime()) return 'scheduled';
  if (promotion.redemptionsLeft !== null && promotion.redemptionsLeft <= 0) return 'used_up';
  return 'active';
}

/** The quick actions of the list: each is an edit of the stored status alone. */
export type StatusChange = { label: 'Pause' | 'Resume' | 'End'; status: AdminPromotion['status'] };

export function statusChanges(status: AdminPromotion['status']): StatusChange[] {
  switch (status) {
    case 'active':
      return [
        { label: 'Pause', status: 'paused' },
        { label: 'End', status: 'ended' },
      ];
    case 'paused':
      return [
        { label: 'Resume', status: 'active' },
        { label: 'End', status: 'ended' },
      ];
    case 'ended':
      return [];
  }
}
