// Money is integer paise inside the system and rupees (at most two decimals) on the wire (docs/product.md#catalogue-pricing).

export function toRupees(paise: number): number {
  return Math.round(paise) / 100;
}

export function toPaise(rupees: number): number {
  return Math.round(rupees * 100);
}

const wholeRupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  maximumFractionDigits: 0,
});
const withPaise = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 2,
});

/** "₹1,23,456" or "₹499.50": Indian digit grouping (docs/product.md#pages-look). Takes rupees. */
export function formatRupees(rupees: number): string {
  return Number.isInteger(rupees) ? wholeRupees.format(rupees) : withPaise.format(rupees);
}
