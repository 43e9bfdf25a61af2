// Whether a saved address can be shipped to: one saved before PIN codes were checked may have none
// (docs/decisions/036-checkout-for-india.md); the server refuses it, so checkout asks for a new one first.
import { PIN_PATTERN } from '@shop/shared/delivery';

export const ADDRESS_NEEDS_PIN =
  'This address has no valid PIN code. Please add it again with its 6-digit PIN code, or choose another address.';

/** "560001" or "560 001": a PIN code as the server takes it. */
export function hasIndianPin(zipCode: string): boolean {
  return PIN_PATTERN.test(zipCode.replace(/\s+/g, ''));
}
