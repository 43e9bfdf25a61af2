// Indian mobile numbers (docs/decisions/036-checkout-for-india.md): written any common way, stored one way, shown
// grouped. Parcels are delivered by calling the recipient, so only mobiles (10 digits starting 6–9) are taken.
// Without zod, so a form can check a number without building the schemas.
import { MESSAGES } from './messages.ts';

/** How a number is stored: +91 and the ten digits. */
export const STORED_PHONE_PATTERN = /^\+91[6-9]\d{9}$/;

/**
 * The spec's 'Invalid phone number' (MESSAGES.invalidPhone), word for word, and then what is wrong, which the
 * spec's words alone do not say (docs/decisions/036).
 */
export const PHONE_MESSAGE = `${MESSAGES.invalidPhone}: enter a 10-digit mobile number, like 98765 43210`;

/** Spaces, dashes, dots and brackets, as people group a number: "(+91) 98765-43210", "98765.43210". */
const SEPARATORS = /[\s\-.()[\]]/g;
const MOBILE = /^(?:\+91|91|0)?([6-9]\d{9})$/;

/** "+919876543210" from "98765 43210", "+91-98765-43210", "098765 43210" or "919876543210"; else undefined. */
export function parsePhone(text: string): string | undefined {
  if (text.length > 40) return undefined;
  const digits = MOBILE.exec(text.replace(SEPARATORS, ''))?.[1];
  return digits === undefined ? undefined : `+91${digits}`;
}

/** "+91 98765 43210": any form parsePhone takes, grouped as Indians read it; anything else as it is. */
export function formatPhone(phone: string): string {
  const parsed = parsePhone(phone);
  return parsed === undefined ? phone : `+91 ${parsed.slice(3, 8)} ${parsed.slice(8)}`;
}
