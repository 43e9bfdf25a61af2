// GST on a tax invoice (docs/decisions/029-gst-tax-invoices.md): the states and their GST codes, the GSTIN check
// character, the tax inside a tax-inclusive price in integer paise with one rounding rule, the financial year an
// invoice is numbered in, and amounts in words with Indian numbering (lakh, crore).

/** The GST rates a product may carry, in percent. */
export const GST_RATES = [0, 5, 12, 18, 28] as const;
export type GstRate = (typeof GST_RATES)[number];

export function isGstRate(value: unknown): value is GstRate {
  return (GST_RATES as readonly unknown[]).includes(value);
}

/** An HSN code as a tax invoice prints it: 4, 6 or 8 digits. */
export const HSN_PATTERN = /^(\d{4}|\d{6}|\d{8})$/;

/** Shipping on the invoice: the services code of goods transport (docs/decisions/029). */
export const SHIPPING_SAC = '9965';

/** States and union territories by their GST state code, with other ways addresses write them. */
const STATES: readonly (readonly [code: string, name: string, ...aliases: string[]])[] = [
  ['01', 'Jammu and Kashmir', 'JK', 'J&K', 'Jammu & Kashmir'],
  ['02', 'Himachal Pradesh', 'HP'],
  ['03', 'Punjab', 'PB'],
  ['04', 'Chandigarh', 'CH'],
  ['05', 'Uttarakhand', 'UK', 'UT', 'Uttaranchal'],
  ['06', 'Haryana', 'HR'],
  ['07', 'Delhi', 'DL', 'New Delhi', 'NCT of Delhi'],
  ['08', 'Rajasthan', 'RJ'],
  ['09', 'Uttar Pradesh', 'UP'],
  ['10', 'Bihar', 'BR'],
  ['11', 'Sikkim', 'SK'],
  ['12', 'Arunachal Pradesh', 'AR'],
  ['13', 'Nagaland', 'NL'],
  ['14', 'Manipur', 'MN'],
  ['15', 'Mizoram', 'MZ'],
  ['16', 'Tripura', 'TR'],
  ['17', 'Meghalaya', 'ML'],
  ['18', 'Assam', 'AS'],
  ['19', 'West Bengal', 'WB'],
  ['20', 'Jharkhand', 'JH'],
  ['21', 'Odisha', 'OD', 'OR', 'Orissa'],
  ['22', 'Chhattisgarh', 'CG', 'CT'],
  ['23', 'Madhya Pradesh', 'MP'],
  ['24', 'Gujarat', 'GJ'],
  [
    '26',
    'Dadra and Nagar Haveli and Daman and Diu',
    'DN',
    'DD',
    'DH',
    'Daman and Diu',
    'Dadra and Nagar Haveli',
  ],
  ['27', 'Maharashtra', 'MH'],
  ['29', 'Karnataka', 'KA'],
  ['30', 'Goa', 'GA'],
  ['31', 'Lakshadweep', 'LD'],
  ['32', 'Kerala', 'KL'],
  ['33', 'Tamil Nadu', 'TN'],
  ['34', 'Puducherry', 'PY', 'Pondicherry'],
  ['35', 'Andaman and Nicobar Islands', 'AN', 'Andaman and Nicobar', 'Andaman & Nicobar Islands'],
  ['36', 'Telangana', 'TS', 'TG'],
  ['37', 'Andhra Pradesh', 'AP'],
  ['38', 'Ladakh', 'LA'],
];

export interface GstState {
  /** Two digits, as in a GSTIN. */
  code: string;
  name: string;
}

function normalise(text: string): string {
  return text
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

const BY_NAME = new Map<string, GstState>();
const BY_CODE = new Map<string, GstState>();
for (const [code, name, ...aliases] of STATES) {
  const state = { code, name };
  BY_CODE.set(code, state);
  for (const text of [name, ...aliases]) BY_NAME.set(normalise(text), state);
}

/** The state an address names (its name, a common short form such as "MH", or its GST code); else undefined. */
export function findGstState(text: string | null | undefined): GstState | undefined {
  if (!text) return undefined;
  const trimmed = text.trim();
  if (/^\d{2}$/.test(trimmed)) return BY_CODE.get(trimmed);
  return BY_NAME.get(normalise(trimmed));
}

/** India's 36 states and union territories by name, alphabetically: the choices an address's state has. */
export const INDIAN_STATES: readonly string[] = STATES.map(([, name]) => name).sort((a, b) =>
  a.localeCompare(b, 'en'),
);

/** An address's state that is none of India's (docs/decisions/036-checkout-for-india.md). */
export const STATE_MESSAGE = 'Choose a state or union territory of India';

/** The state's name as INDIAN_STATES writes it, for its name, a short form ("KA", "Orissa") or GST code; else undefined. */
export function indianStateName(text: string): string | undefined {
  return findGstState(text)?.name;
}

export function gstStateByCode(code: string): GstState | undefined {
  return BY_CODE.get(code);
}

const GSTIN_CHARS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/**
 * The check character of a GSTIN's first 14 characters (the GSTN's mod-36 rule): each character's value (0–9,
 * A–Z = 10–35) times 1 or 2 alternately from the left, each product's quotient and remainder by 36 summed, and
 * the character whose value makes the sum a multiple of 36.
 */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let index = 0; index < 14; index++) {
    const value = GSTIN_CHARS.indexOf(first14[index] ?? '');
    const product = value * (index % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return GSTIN_CHARS[(36 - (sum % 36)) % 36] ?? '0';
}

const GSTIN_SHAPE = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/** What is wrong with a GSTIN, in words; undefined when it is valid. */
export function gstinProblem(gstin: string): string | undefined {
  if (gstin.length !== 15) return 'must be 15 characters';
  if (!GSTIN_SHAPE.test(gstin)) {
    return 'must be a state code, a PAN, an entity number, Z and a check character (e.g. 29ABCDE1234F1Z5)';
  }
  if (!BY_CODE.has(gstin.slice(0, 2))) return `starts with ${gstin.slice(0, 2)}, which is no state's code`;
  if (gstinCheckCharacter(gstin) !== gstin[14]) return 'has a wrong check character (the last one)';
  return undefined;
}

// ─── Tax inside a tax-inclusive amount ─────────────────────────────────────────────────────────────────────

export interface TaxSplit {
  /** Paise: the amount without tax. */
  taxableValue: number;
  cgst: number;
  sgst: number;
  igst: number;
}

/**
 * The rounding rule (docs/decisions/029): taxable = the inclusive amount × 100 / (100 + rate), rounded to the
 * nearest paisa (halves up); the tax is the rest, so taxable + tax is the amount charged, exactly. Within the
 * seller's state the tax is halved: SGST is the half rounded down, CGST the rest (it takes the odd paisa).
 * Between states it is all IGST.
 */
export function splitInclusive(amount: number, rate: GstRate, intraState: boolean): TaxSplit {
  if (!Number.isSafeInteger(amount) || amount < 0)
    throw new RangeError(`amount must be whole paise: ${amount}`);
  const divisor = 100 + rate;
  const taxableValue = Math.floor((amount * 200 + divisor) / (2 * divisor));
  const tax = amount - taxableValue;
  if (!intraState) return { taxableValue, cgst: 0, sgst: 0, igst: tax };
  const sgst = Math.floor(tax / 2);
  return { taxableValue, cgst: tax - sgst, sgst, igst: 0 };
}

export interface TaxableLine {
  /** Unit price charged, paise (tax inclusive, after the product's own discount). */
  price: number;
  quantity: number;
  rate: GstRate;
  /**
   * The line's share of the order's promotions, paise for the whole line (docs/decisions/038-promotions.md): the
   * line is charged, and taxed on, price × quantity − discount. None when left out.
   */
  discount?: number;
}

export interface TaxedLine extends TaxSplit {
  rate: GstRate;
  /** Paise charged for the line: taxable + CGST + SGST + IGST. */
  total: number;
}

/**
 * The rate shipping is taxed at (docs/decisions/029): shipping is part of a composite supply and follows its
 * principal supply, taken as the highest rate among the order's goods.
 */
export function shippingRate(rates: readonly GstRate[]): GstRate {
  return rates.reduce<GstRate>((highest, rate) => (rate > highest ? rate : highest), 0);
}

/**
 * Each line's tax (on price × quantity − its discount) and shipping's; the sum of every total is exactly what was
 * charged.
 */
export function taxOrder(
  lines: readonly TaxableLine[],
  shippingCost: number,
  intraState: boolean,
): { lines: TaxedLine[]; shipping: TaxedLine } {
  const taxed = lines.map((line) => {
    const total = line.price * line.quantity - (line.discount ?? 0);
    return { ...splitInclusive(total, line.rate, intraState), rate: line.rate, total };
  });
  const rate = shippingRate(lines.map((line) => line.rate));
  return {
    lines: taxed,
    shipping: { ...splitInclusive(shippingCost, rate, intraState), rate, total: shippingCost },
  };
}

// ─── Invoice numbers ───────────────────────────────────────────────────────────────────────────────────────

const KOLKATA = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Kolkata',
  year: 'numeric',
  month: '2-digit',
});

/** The financial year (April to March, in India's time) a moment falls in, as "2025-26". */
export function financialYear(at: Date): string {
  const parts = KOLKATA.formatToParts(at);
  const year = Number(parts.find((part) => part.type === 'year')?.value);
  const month = Number(parts.find((part) => part.type === 'month')?.value);
  const start = month >= 4 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/**
 * A document's number in its series: the prefix, the financial year as "25-26" and the year's sequence in six
 * digits. GST rules allow at most 16 characters of letters, digits, "-" and "/", unique in the financial year:
 * "INV/25-26/000042" is 16, so a series of invoices stays within them up to 999,999 a year.
 */
function formatDocumentNumber(prefix: 'INV' | 'CN', year: string, sequence: number): string {
  return `${prefix}/${year.slice(2)}/${String(sequence).padStart(6, '0')}`;
}

/** A tax invoice's number: "INV/25-26/000042" for the 42nd of the financial year 2025-26. */
export function formatInvoiceNumber(year: string, sequence: number): string {
  return formatDocumentNumber('INV', year, sequence);
}

/** A credit note's number, a series of its own: "CN/25-26/000007". */
export function formatCreditNoteNumber(year: string, sequence: number): string {
  return formatDocumentNumber('CN', year, sequence);
}

// ─── Amounts in words ─────────────────────────────────────────────────────────────────────────────────────

const ONES = [
  '',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

function belowHundred(n: number): string {
  if (n < 20) return ONES[n] ?? '';
  const ones = n % 10;
  return `${TENS[Math.floor(n / 10)]}${ones ? `-${ONES[ones]}` : ''}`;
}

function belowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  return [hundreds ? `${ONES[hundreds]} Hundred` : '', rest ? belowHundred(rest) : '']
    .filter(Boolean)
    .join(' ');
}

/** A whole number in words with Indian numbering: 1,23,45,678 → "One Crore Twenty-Three Lakh …". */
export function indianNumberWords(n: number): string {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`not a whole number: ${n}`);
  if (n === 0) return 'Zero';
  const crore = Math.floor(n / 10_000_000);
  const lakh = Math.floor((n % 10_000_000) / 100_000);
  const thousand = Math.floor((n % 100_000) / 1000);
  const rest = n % 1000;
  return [
    crore ? `${indianNumberWords(crore)} Crore` : '',
    lakh ? `${belowHundred(lakh)} Lakh` : '',
    thousand ? `${belowHundred(thousand)} Thousand` : '',
    rest ? belowThousand(rest) : '',
  ]
    .filter(Boolean)
    .join(' ');
}

/** Paise in words: "Rupees One Lakh Five Hundred and Fifty Paise Only". */
export function amountInWords(paise: number): string {
  const rupees = Math.floor(paise / 100);
  const rest = paise % 100;
  return `Rupees ${indianNumberWords(rupees)}${rest ? ` and ${belowHundred(rest)} Paise` : ''} Only`;
}
