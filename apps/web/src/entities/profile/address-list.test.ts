import type { Address } from '@shop/shared/auth.schemas';
import { describe, expect, it } from 'vitest';
import { defaultAddress, withAddress, withDefault, withoutAddress } from './address-list.ts';

function address(_id: string, flags: Partial<Pick<Address, 'isDefault' | 'isActive'>> = {}): Address {
  return {
    _id,
    type: 'Home',
    fullName: 'Asha Verma',
    address: `${_id} MG Road`,
    landmark: '',
    city: 'Bengaluru',
    state: 'Karnataka',
    zipCode: '560001',
    country: 'India',
    phone: '+919876543210',
    isActive: false,
    isDefault: false,
    ...flags,
  };
}

const ids = (list: readonly Address[], flag: 'isDefault' | 'isActive') =>
  list.filter((entry) => entry[flag]).map((entry) => entry._id);

describe('the address checkout starts with (decision 036)', () => {
  it('is the default address', () => {
    expect(defaultAddress([address('a', { isActive: true }), address('b', { isDefault: true })])?._id).toBe(
      'b',
    );
  });

  it('is the only address, default or not', () => {
    expect(defaultAddress([address('a')])?._id).toBe('a');
  });

  it('is the active one when none is the default, and none when several are neither', () => {
    expect(defaultAddress([address('a'), address('b', { isActive: true })])?._id).toBe('b');
    expect(defaultAddress([address('a'), address('b')])).toBeUndefined();
    expect(defaultAddress([])).toBeUndefined();
  });
});

describe('changing the list', () => {
  it('makes one address the default and no other', () => {
    const list = withDefault([address('a', { isDefault: true }), address('b'), address('c')], 'c');
    expect(ids(list, 'isDefault')).toEqual(['c']);
  });

  it('makes the first address the default even unticked', () => {
    expect(ids(withAddress([], address('a')), 'isDefault')).toEqual(['a']);
  });

  it('keeps the default when a new address is not one', () => {
    expect(ids(withAddress([address('a', { isDefault: true })], address('b')), 'isDefault')).toEqual(['a']);
  });

  it('moves the default to a new default address', () => {
    const list = withAddress([address('a', { isDefault: true })], address('b', { isDefault: true }));
    expect(ids(list, 'isDefault')).toEqual(['b']);
  });

  it('makes the checkout’s new address the one active address', () => {
    const list = withAddress([address('a', { isActive: true })], address('b'), { active: true });
    expect(ids(list, 'isActive')).toEqual(['b']);
    expect(ids(withAddress([address('a', { isActive: true })], address('b')), 'isActive')).toEqual(['a']);
  });

  it('hands the default to the first address left when the default one is deleted', () => {
    const list = [address('a'), address('b', { isDefault: true }), address('c')];
    expect(ids(withoutAddress(list, 'b'), 'isDefault')).toEqual(['a']);
    expect(ids(withoutAddress(list, 'c'), 'isDefault')).toEqual(['b']);
    expect(withoutAddress([address('a', { isDefault: true })], 'a')).toEqual([]);
  });
});
