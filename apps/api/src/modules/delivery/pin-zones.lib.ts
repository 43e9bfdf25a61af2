// How far apart two Indian PIN codes are, as one of five delivery zones (docs/decisions/028-delivery-estimates-
// and-margins.md). Pure: the table is written down here, no database.
//
// Source, in words: India Post's PIN code structure. The first digit is one of nine postal regions, the first two
// digits name the postal circle (roughly a state), the first three the sorting district; the last three the
// delivering post office. The prefix → state table below is India Post's published circle allotment, simplified
// where a sorting district straddles a border (e.g. 247 Saharanpur/Haridwar is counted as Uttar Pradesh, 160 as
// Chandigarh). The remote list follows what Indian couriers call their "special zone": the north-east, Sikkim,
// Jammu & Kashmir, Ladakh, the Andaman & Nicobar and Lakshadweep islands, and the Army Postal Service (9xxxxx).
import type { DeliveryZone } from '@shop/shared/delivery';

/** Longest matching prefix wins: a 3- or 5-digit entry refines its 2-digit circle. */
const STATE_BY_PREFIX: ReadonlyMap<string, string> = new Map(
  (
    [
      [['11'], 'Delhi'],
      [['12', '13'], 'Haryana'],
      [['14', '15', '16'], 'Punjab'],
      [['160'], 'Chandigarh'],
      [['17'], 'Himachal Pradesh'],
      [['18', '19'], 'Jammu and Kashmir'],
      [['194'], 'Ladakh'],
      [['20', '21', '22', '23', '24', '25', '26', '27', '28'], 'Uttar Pradesh'],
      [['246', '248', '249', '262', '263'], 'Uttarakhand'],
      [['30', '31', '32', '33', '34'], 'Rajasthan'],
      [['36', '37', '38', '39'], 'Gujarat'],
      [['40', '41', '42', '43', '44'], 'Maharashtra'],
      [['403'], 'Goa'],
      [['45', '46', '47', '48'], 'Madhya Pradesh'],
      [['49'], 'Chhattisgarh'],
      [['50'], 'Telangana'],
      [['51', '52', '53'], 'Andhra Pradesh'],
      [['56', '57', '58', '59'], 'Karnataka'],
      [['60', '61', '62', '63', '64'], 'Tamil Nadu'],
      [['67', '68', '69'], 'Kerala'],
      [['68255'], 'Lakshadweep'],
      [['70', '71', '72', '73', '74'], 'West Bengal'],
      [['737'], 'Sikkim'],
      [['744'], 'Andaman and Nicobar Islands'],
      [['75', '76', '77'], 'Odisha'],
      [['78'], 'Assam'],
      [['790', '791', '792'], 'Arunachal Pradesh'],
      [['793', '794'], 'Meghalaya'],
      [['795'], 'Manipur'],
      [['796'], 'Mizoram'],
      [['797', '798'], 'Nagaland'],
      [['799'], 'Tripura'],
      [['80', '81', '82', '83', '84', '85'], 'Bihar'],
      [['813', '814', '815', '816', '822', '825', '826', '827', '828', '829'], 'Jharkhand'],
      [['831', '832', '833', '834', '835'], 'Jharkhand'],
      [['90', '91', '92', '93', '94', '95', '96', '97', '98', '99'], 'Army Postal Service'],
    ] as const
  ).flatMap(([prefixes, state]) => prefixes.map((prefix) => [prefix, state] as const)),
);

/** Where couriers take longest: the north-east, the Himalayan north, the islands and army post offices. */
const REMOTE_STATES: ReadonlySet<string> = new Set([
  'Jammu and Kashmir',
  'Ladakh',
  'Assam',
  'Arunachal Pradesh',
  'Meghalaya',
  'Manipur',
  'Mizoram',
  'Nagaland',
  'Tripura',
  'Sikkim',
  'Andaman and Nicobar Islands',
  'Lakshadweep',
  'Army Postal Service',
]);

/** The big cities' sorting districts: a city is one place even where it spans several post offices. */
const METRO_BY_DISTRICT: ReadonlyMap<string, string> = new Map([
  ['110', 'Delhi'],
  ['400', 'Mumbai'],
  ['700', 'Kolkata'],
  ['600', 'Chennai'],
  ['560', 'Bengaluru'],
  ['500', 'Hyderabad'],
  ['380', 'Ahmedabad'],
  ['411', 'Pune'],
]);

export interface PinPlace {
  /** The state or territory, or undefined when the prefix is not in the table. */
  state: string | undefined;
  /** The sorting district: the first three digits. */
  district: string;
  metro: string | undefined;
  remote: boolean;
}

export function placeOfPin(pin: string): PinPlace {
  let state: string | undefined;
  for (let length = 5; length >= 2 && state === undefined; length -= 1) {
    state = STATE_BY_PREFIX.get(pin.slice(0, length));
  }
  const district = pin.slice(0, 3);
  return {
    state,
    district,
    metro: METRO_BY_DISTRICT.get(district),
    remote: state !== undefined && REMOTE_STATES.has(state),
  };
}

/** Where a parcel leaves from: a PIN code in India, or a country abroad (ISO 3166 code). */
export type Origin = { pin: string } | { country: string } | { unknown: true };

/**
 * The zone of a parcel from `origin` to the shopper's `pin`, first match wins: same city (same sorting district,
 * or the same metro), same state, remote (the shopper's end is remote, or the parcel comes from abroad), metro
 * (a metro to another), rest of India. An unknown shopper PIN, or an origin with no PIN, is rest of India unless
 * the shopper's end is known to be remote.
 */
export function zoneOf(origin: Origin, pin: string): DeliveryZone {
  if ('country' in origin && origin.country !== 'IN') return 'remote';
  const to = placeOfPin(pin);
  if (to.state === undefined) return 'rest_of_india';
  if (!('pin' in origin)) return to.remote ? 'remote' : 'rest_of_india';
  const from = placeOfPin(origin.pin);
  if (from.district === to.district || (from.metro !== undefined && from.metro === to.metro)) {
    return 'same_city';
  }
  if (from.state !== undefined && from.state === to.state) return 'same_state';
  if (to.remote) return 'remote';
  if (from.metro !== undefined && to.metro !== undefined) return 'metro';
  return 'rest_of_india';
}
