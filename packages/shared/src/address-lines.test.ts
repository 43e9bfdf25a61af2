import { describe, expect, it } from 'vitest';
import { deliveryAddressLines, deliveryAddressText } from './address-lines.ts';

const ship = {
  fullName: 'Kamala Rao',
  address: 'Flat 4B, Lake View Apartments, 12 MG Road',
  landmark: 'Opposite the metro station',
  city: 'Bangalore',
  state: 'Karnataka',
  postalCode: '560001',
  country: 'India',
  phone: '+919876543210',
};

describe('a delivery address as it reads', () => {
  it('gives street, landmark, city line, country and the mobile grouped', () => {
    expect(deliveryAddressLines(ship)).toEqual([
      'Flat 4B, Lake View Apartments, 12 MG Road',
      'Landmark: Opposite the metro station',
      'Bangalore, Karnataka 560001',
      'India',
      'Phone: +91 98765 43210',
    ]);
  });

  it('leaves out an empty landmark, and names the recipient first on one line', () => {
    expect(deliveryAddressText({ ...ship, landmark: '' })).toBe(
      'Kamala Rao, Flat 4B, Lake View Apartments, 12 MG Road, Bangalore, Karnataka 560001, India, Phone: +91 98765 43210',
    );
  });
});
