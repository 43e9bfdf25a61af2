// Money is integer paise inside the system and rupees (at most two decimals) on the wire (docs/product.md#catalogue-pricing).

export function toRupees(paise: number): number {
  return Math.round(paise) / 100;
}

export function toPaise(rupees: number): number {
  return Math.round(rupees * 100);
}

/** "123456" → "1,23,456": the last three digits, then pairs (the Indian system of lakhs and crores). */
function groupIndian(digits: string): string {
  if (digits.length <= 3) return digits;
  const head = digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',');
  return `${head},${digits.slice(-3)}`;
}

/**
 * "₹1,23,456" or "₹499.50": Indian digit grouping (docs/product.md#pages-look). Takes rupees. Written out rather
 * than with Intl: it reads the same as Intl's en-IN rupee format (money.test.ts compares them), but a phone's
 * first `Intl.NumberFormat('en-IN')` loads the locale's data on the main thread before the page can respond, and
 * the text cannot differ between the server's and the browser's locale data.
 */
export function formatRupees(rupees: number): string {
  // Shifted in decimal ("2.675e2" is 267.5), so halves round up as Intl rounds them, not as binary fractions do.
  const paise = Math.round(Number(`${Math.abs(rupees)}e2`));
  const whole = groupIndian(String(Math.floor(paise / 100)));
  const text = Number.isInteger(rupees) ? `₹${whole}` : `₹${whole}.${String(paise % 100).padStart(2, '0')}`;
  // Unlike Intl, no "-₹0": an amount that shows as zero carries no sign.
  return rupees < 0 && paise > 0 ? `-${text}` : text;
}
