import { describe, expect, it } from 'vitest';
import { groupedMobile, localMobile, mobileDigits } from './indian-mobile.ts';

describe('mobileDigits: a mobile number written the ways Indian shoppers write it', () => {
  it.each([
    ['9876543210'],
    ['98765 43210'],
    ['98765-43210'],
    ['(98765) 43210'],
    ['+91 98765 43210'],
    ['+919876543210'],
    ['919876543210'],
    ['09876543210'],
    [' 098765-43210 '],
  ])('reads %j as the ten digits', (text) => {
    expect(mobileDigits(text)).toBe('9876543210');
  });

  it.each([
    ['', 'nothing'],
    ['5876543210', 'a first digit below 6 (not a mobile)'],
    ['987654321', 'nine digits'],
    ['98765432101', 'eleven digits without a prefix'],
    ['+44 98765 43210', 'another country'],
    ['98765 4321O', 'a letter O'],
    ['+91 0 98765 43210', 'two prefixes'],
  ])('refuses %j (%s)', (text) => {
    expect(mobileDigits(text)).toBeNull();
  });
});

describe('showing a stored number', () => {
  it('groups a mobile number as +91 and two fives', () => {
    expect(groupedMobile('+919876543210')).toBe('+91 98765 43210');
    expect(localMobile('+919876543210')).toBe('98765 43210');
  });

  it('leaves a number that is no Indian mobile as it was stored', () => {
    expect(groupedMobile('+4420794601234')).toBe('+4420794601234');
    expect(localMobile('')).toBe('');
  });
});
