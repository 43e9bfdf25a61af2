// Indian mobile numbers as shoppers write them (docs/decisions/036-checkout-for-india.md, "Phone numbers"): spaces,
// dashes, brackets and a +91, 91 or 0 prefix are fine; what is left must be ten digits starting with 6–9. The form
// checks with these, the server checks again and stores `+91` and the ten digits; pages show them grouped.

/** The ten digits of a mobile number written any of those ways ("098765-43210", "+91 98765 43210"), or null. */
export function mobileDigits(text: string): string | null {
  const compact = text.replace(/[\s\-().]/g, '');
  const match = /^(?:\+91|91|0)?([6-9]\d{9})$/.exec(compact);
  return match?.[1] ?? null;
}

/** "+91 98765 43210" for a mobile number; any other text (a number stored before decision 036) as it is. */
export function groupedMobile(text: string): string {
  const digits = mobileDigits(text);
  return digits ? `+91 ${digits.slice(0, 5)} ${digits.slice(5)}` : text;
}

/** "98765 43210": what a form shows of a stored number, so the shopper sees the digits they would type. */
export function localMobile(text: string): string {
  const digits = mobileDigits(text);
  return digits ? `${digits.slice(0, 5)} ${digits.slice(5)}` : text;
}
