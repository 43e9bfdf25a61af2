// GET /api/pin-codes/:pin → the city (district) and state of an Indian PIN code, from India Post's directory
// (docs/decisions/036-checkout-for-india.md, "PIN directory"). The address forms of the profile and the checkout
// fill City and State with it; `known: false` is an answer, not an error.
import type { PinCodePlace } from '@shop/shared/delivery.schemas';
import { apiFetch } from '../../lib/api-client.ts';

export function lookUpPinCode(pin: string, signal: AbortSignal): Promise<PinCodePlace> {
  return apiFetch(`/api/pin-codes/${encodeURIComponent(pin)}`, {
    signal,
    fallbackMessage: 'Could not look up the PIN code',
  });
}
