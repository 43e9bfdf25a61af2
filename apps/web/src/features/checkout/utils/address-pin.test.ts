import { describe, expect, it } from 'vitest';
import { hasIndianPin } from './address-pin.ts';

describe('an address checkout can ship to', () => {
  it('has a six-digit PIN code not starting with 0, spaces forgiven', () => {
    expect(hasIndianPin('560001')).toBe(true);
    expect(hasIndianPin('560 001')).toBe(true);
  });

  it('is not one saved before PIN codes were checked with a ZIP code of another shape', () => {
    for (const zip of ['12200', '060001', 'ABCDE', '', '5600012']) expect(hasIndianPin(zip)).toBe(false);
  });
});
