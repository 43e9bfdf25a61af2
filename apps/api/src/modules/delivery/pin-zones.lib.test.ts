// The PIN code table (docs/decisions/028-delivery-estimates-and-margins.md): each zone from a known pair of
// places, the first rule that matches winning, and unknown prefixes falling back to rest of India.
import { describe, expect, it } from 'vitest';
import { placeOfPin, zoneOf } from './pin-zones.lib.ts';

const BENGALURU = { pin: '560001' };

describe('placeOfPin', () => {
  it('reads the state from the longest matching prefix', () => {
    expect(placeOfPin('560034')).toMatchObject({ state: 'Karnataka', district: '560', metro: 'Bengaluru' });
    expect(placeOfPin('403001').state).toBe('Goa');
    expect(placeOfPin('411001')).toMatchObject({ state: 'Maharashtra', metro: 'Pune' });
    expect(placeOfPin('682555')).toMatchObject({ state: 'Lakshadweep', remote: true });
    expect(placeOfPin('682001')).toMatchObject({ state: 'Kerala', remote: false });
    expect(placeOfPin('194101')).toMatchObject({ state: 'Ladakh', remote: true });
    expect(placeOfPin('744101')).toMatchObject({ state: 'Andaman and Nicobar Islands', remote: true });
    expect(placeOfPin('834001').state).toBe('Jharkhand');
    expect(placeOfPin('800001').state).toBe('Bihar');
    expect(placeOfPin('350001').state).toBeUndefined();
  });
});

describe('zoneOf', () => {
  it('is same city within one sorting district, or one metro', () => {
    expect(zoneOf(BENGALURU, '560034')).toBe('same_city');
    expect(zoneOf({ pin: '302001' }, '302017')).toBe('same_city');
    // Guwahati to Guwahati: the city rule comes before the remote one.
    expect(zoneOf({ pin: '781001' }, '781005')).toBe('same_city');
  });

  it('is same state across districts of one state', () => {
    expect(zoneOf(BENGALURU, '570001')).toBe('same_state');
    expect(zoneOf({ pin: '400001' }, '411001')).toBe('same_state');
  });

  it('is metro between two different metros', () => {
    expect(zoneOf(BENGALURU, '110001')).toBe('metro');
    expect(zoneOf({ pin: '700001' }, '600001')).toBe('metro');
  });

  it('is remote to the north-east, Jammu & Kashmir, Ladakh, the islands and army post offices', () => {
    for (const pin of [
      '781001',
      '793001',
      '799001',
      '737101',
      '190001',
      '194101',
      '744101',
      '682555',
      '930001',
    ]) {
      expect(zoneOf(BENGALURU, pin), pin).toBe('remote');
    }
  });

  it('is rest of India otherwise, and for an unknown PIN code', () => {
    expect(zoneOf(BENGALURU, '302001')).toBe('rest_of_india');
    expect(zoneOf({ pin: '302001' }, '560001')).toBe('rest_of_india');
    expect(zoneOf(BENGALURU, '350001')).toBe('rest_of_india');
    expect(zoneOf(BENGALURU, '660001')).toBe('rest_of_india');
  });

  it('without a ships-from PIN: rest of India, or remote to a remote place; from abroad: remote', () => {
    expect(zoneOf({ unknown: true }, '560001')).toBe('rest_of_india');
    expect(zoneOf({ unknown: true }, '781001')).toBe('remote');
    expect(zoneOf({ country: 'CN' }, '560001')).toBe('remote');
    expect(zoneOf({ country: 'IN' }, '560001')).toBe('rest_of_india');
  });
});
