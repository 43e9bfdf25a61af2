// The PIN code directory (docs/decisions/036-checkout-for-india.md, "PIN directory"): each PIN code's district and
// state, from India Post's All India Pincode Directory as scripts/pin-directory.ts wrote data/pin-directory.tsv.
// Read once, on the first lookup, into a Map of about 19,000 entries (a few MB); it changes only with a release.
import { readFile } from 'node:fs/promises';
import type { PinCodePlace } from '@shop/shared/delivery.schemas';
import { INDIAN_STATES } from '@shop/shared/gst';
import { placeOfPin } from './pin-zones.lib.ts';

const DIRECTORY_FILE = new URL('./data/pin-directory.tsv', import.meta.url);
const STATE_NAMES: ReadonlySet<string> = new Set(INDIAN_STATES);

/** `pin → [district, state]` from the file's lines (`#` lines are comments). */
export function parseDirectory(text: string): Map<string, readonly [district: string, state: string]> {
  const directory = new Map<string, readonly [string, string]>();
  for (const line of text.split('\n')) {
    if (line === '' || line.startsWith('#')) continue;
    const [pin = '', district = '', state = ''] = line.split('\t');
    directory.set(pin, [district, state]);
  }
  return directory;
}

let loading: Promise<Map<string, readonly [string, string]>> | undefined;

function directory(): Promise<Map<string, readonly [string, string]>> {
  loading ??= readFile(DIRECTORY_FILE, 'utf8').then(parseDirectory, (error: unknown) => {
    // A failed read (a broken install) is tried again by the next lookup, not remembered.
    loading = undefined;
    throw error;
  });
  return loading;
}

/**
 * A well-formed PIN code's place. One the directory does not list still gets the state its prefix is allotted to
 * (pin-zones.lib.ts), when that is a state: the Army Postal Service (9xxxxx) and unallotted prefixes get none.
 */
export async function pinCodePlace(pin: string): Promise<PinCodePlace> {
  const listed = (await directory()).get(pin);
  if (listed) return { pin, city: listed[0], state: listed[1], known: true };
  const state = placeOfPin(pin).state;
  return { pin, city: '', state: state !== undefined && STATE_NAMES.has(state) ? state : '', known: false };
}
