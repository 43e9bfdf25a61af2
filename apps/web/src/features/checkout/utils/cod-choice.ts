// Whether the payment step offers cash on delivery, from the server's answer (docs/decisions/030-cash-on-delivery-
// risk.md). The server asks the same rule again when the order is placed, so a check that failed leaves it open.
import type { CodAvailability } from '@shop/shared/cod';

/** `checking` while the server is asked; `refused` with the reason shown beside the choice. */
export type CodChoice = { kind: 'open' } | { kind: 'checking' } | { kind: 'refused'; reason: string };

/** The parts of the availability query that decide it (TanStack Query's result). */
interface AvailabilityAnswer {
  isError: boolean;
  isPending: boolean;
  fetchStatus: 'fetching' | 'paused' | 'idle';
  data: CodAvailability | undefined;
}

const NOT_AVAILABLE = 'Cash on delivery is not available for this order. Please pay online.';

export function codChoice(answer: AvailabilityAnswer): CodChoice {
  if (answer.isError) return { kind: 'open' };
  // Not asked (no address yet): nothing to say.
  if (answer.isPending || !answer.data)
    return answer.fetchStatus === 'idle' ? { kind: 'open' } : { kind: 'checking' };
  if (answer.data.available) return { kind: 'open' };
  return { kind: 'refused', reason: answer.data.reason ?? NOT_AVAILABLE };
}
