// Validation messages in words a person understands (docs/product.md#api-errors): a schema's own message (the spec's texts, in
// messages.ts) always wins; where a schema gives none, zod's fallback text ("Invalid input: expected string,
// received undefined") is replaced by one that names the field: "Address id must be text", "Quantity must be a
// whole number". The machine-readable detail stays in each issue's code and path (the API's `issues`).
//
//   import '@shop/shared/field-messages';   // once, before any schema parses (the API's app.ts, the web's main)
import { z } from 'zod';

/** Names of fields whose words differ from their key. */
const LABELS: Record<string, string> = {
  _id: 'Id',
  otp: 'Code',
  zipCode: 'PIN code',
  postalCode: 'PIN code',
  productId: 'Product',
  product: 'Product',
  orderItems: 'Items',
  personalInfo: 'Personal details',
  shippingInfo: 'Shipping address',
  priceSummary: 'Price summary',
  paymentInfo: 'Payment details',
  paymentMethod: 'Payment method',
  selectedFilters: 'Selected options',
  filters: 'Options',
  countInStock: 'Stock',
};

function words(key: string): string {
  const spaced = key
    .replace(/^_+/, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replaceAll('_', ' ')
    .toLowerCase();
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

function singular(word: string): string {
  if (/sses$|xes$/.test(word)) return word.slice(0, -2);
  if (/ies$/.test(word)) return `${word.slice(0, -3)}y`;
  if (/s$/.test(word) && !/ss$/.test(word)) return word.slice(0, -1);
  return word;
}

/** "Address id" for addresses[0]._id, "First name" for personalInfo.firstName, "The request" for the body itself. */
export function fieldLabel(path: readonly PropertyKey[]): string {
  const keys = path.filter((key): key is string => typeof key === 'string');
  const last = keys.at(-1);
  if (last === undefined) return 'The request';
  if ((last === '_id' || last === 'id') && keys.length > 1) {
    const owner = keys.at(-2) ?? '';
    return `${LABELS[owner] ?? singular(words(owner))} id`;
  }
  // An item of a list (addresses[2]) is named by its list, in the singular.
  if (typeof path.at(-1) === 'number') return singular(LABELS[last] ?? words(last));
  return LABELS[last] ?? words(last);
}

const TYPE_WORDS: Record<string, string> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  bigint: 'a whole number',
  boolean: 'true or false',
  array: 'a list',
  object: 'a set of fields',
  date: 'a date',
};

function sizeWords(origin: unknown, amount: unknown): string {
  const n = Number(amount);
  if (origin === 'string') return `${n} ${n === 1 ? 'character' : 'characters'}`;
  if (origin === 'array' || origin === 'set') return `${n} ${n === 1 ? 'item' : 'items'}`;
  return String(amount);
}

type RawIssue = z.core.$ZodRawIssue;

/** The message for an issue whose schema gave none. */
export function fieldMessage(issue: RawIssue): string {
  const label = fieldLabel(issue.path ?? []);
  switch (issue.code) {
    case 'invalid_type': {
      if (issue.input === undefined) return `${label} is required`;
      if (label === 'The request') return 'Send the details as a JSON object';
      return `${label} must be ${TYPE_WORDS[issue.expected] ?? issue.expected}`;
    }
    case 'too_small': {
      if (issue.origin === 'string' && Number(issue.minimum) <= 1) return `${label} is required`;
      if (issue.origin === 'array' && Number(issue.minimum) === 1)
        return `${label} must have at least one item`;
      const bound = issue.inclusive === false ? 'more than' : 'at least';
      return `${label} must be ${bound} ${sizeWords(issue.origin, issue.minimum)}`;
    }
    case 'too_big': {
      const bound = issue.inclusive === false ? 'less than' : 'at most';
      return `${label} must be ${bound} ${sizeWords(issue.origin, issue.maximum)}`;
    }
    case 'invalid_format':
      if (issue.format === 'email') return `${label} must be a valid email address`;
      if (issue.format === 'url') return `${label} must be a web address (URL)`;
      return `${label} is not in the right format`;
    case 'invalid_value': {
      const values = (issue.values ?? []).map((value: unknown) => String(value));
      if (values.length === 1) return `${label} must be ${values[0]}`;
      return `${label} must be one of: ${values.join(', ')}`;
    }
    case 'not_multiple_of':
      return `${label} must be a multiple of ${String(issue.divisor)}`;
    case 'unrecognized_keys': {
      const keys = issue.keys ?? [];
      return `${label === 'The request' ? 'Unknown' : `${label} has unknown`} ${keys.length === 1 ? 'field' : 'fields'}: ${keys.join(', ')}`;
    }
    case 'invalid_key':
    case 'invalid_element':
    case 'invalid_union':
      return `${label} is not valid`;
    default:
      return `${label} is not valid`;
  }
}

z.config({ localeError: fieldMessage });
