import { ADDRESS_MESSAGES } from '@shop/shared/auth.schemas';
import { describe, expect, it } from 'vitest';
import { type AddressFormInput, addressFormSchema } from './address-form-schema.ts';

const filled: AddressFormInput = {
  fullName: ' Asha Verma ',
  phone: '098765-43210',
  zipCode: '560 001',
  address: ' Flat 4B, Prestige Towers, 12 MG Road ',
  landmark: ' near Trinity metro ',
  city: 'Bengaluru',
  state: 'Karnataka',
  type: 'Work',
  isDefault: true,
};

function messages(input: Partial<AddressFormInput>): Record<string, string | undefined> {
  const result = addressFormSchema.safeParse({ ...filled, ...input });
  if (result.success) return {};
  // The form shows a field's first problem, as the resolver does.
  const shown: Record<string, string> = {};
  for (const issue of result.error.issues) shown[String(issue.path[0])] ??= issue.message;
  return shown;
}

describe('the address form (decision 036)', () => {
  it('hands on a filled address trimmed, the PIN code without spaces and the phone as +91 and ten digits', () => {
    expect(addressFormSchema.parse(filled)).toEqual({
      fullName: 'Asha Verma',
      phone: '+919876543210',
      zipCode: '560001',
      address: 'Flat 4B, Prestige Towers, 12 MG Road',
      landmark: 'near Trinity metro',
      city: 'Bengaluru',
      state: 'Karnataka',
      type: 'Work',
      isDefault: true,
    });
  });

  it('takes no landmark', () => {
    expect(addressFormSchema.parse({ ...filled, landmark: '  ' }).landmark).toBe('');
  });

  it('says which field is missing, in the spec’s words where the spec has them', () => {
    expect(messages({ fullName: ' ', phone: '', zipCode: '', address: '', city: ' ', state: '' })).toEqual({
      fullName: 'Enter the name of the person receiving the parcel',
      phone: 'Phone number is required',
      zipCode: 'Enter your 6-digit PIN code',
      address: 'Street address is required',
      city: 'City is required',
      state: 'State is required',
    });
  });

  it.each(['56001', '056001', '5600011', '56O001'])('refuses the PIN code %j', (zipCode) => {
    expect(messages({ zipCode })).toEqual({
      zipCode: 'A PIN code is 6 digits and does not start with 0, like 560001',
    });
  });

  it.each(['12345', '5876543210', '+44 7946 012345'])('refuses the mobile number %j', (phone) => {
    expect(messages({ phone })).toEqual({ phone: ADDRESS_MESSAGES.phone });
  });

  it('refuses a state that is none of India’s', () => {
    expect(messages({ state: 'Ontario' })).toEqual({ state: ADDRESS_MESSAGES.state });
  });
});
