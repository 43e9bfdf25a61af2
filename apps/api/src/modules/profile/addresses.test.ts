// Indian addresses on the profile (docs/decisions/036-checkout-for-india.md, "Addresses and phone numbers"): a new
// or changed address must have a PIN code, one of India's states and a mobile number, each stored in one form; an
// address stored before keeps reading and can stay while others change; exactly one address is the default.
import { ADDRESS_MESSAGES } from '@shop/shared/auth.schemas';
import { describe, expect, it } from 'vitest';
import { bearer, type SignedUp, signUp } from '../../../test/account-helpers.ts';
import { useTestApp } from '../../../test/test-app.ts';

const t = useTestApp({ template: 'empty' });

interface Answered {
  _id: string;
  fullName: string;
  address: string;
  landmark: string;
  state: string;
  zipCode: string;
  phone: string;
  isDefault: boolean;
}

function save(who: SignedUp, payload: Record<string, unknown>) {
  return t.app.inject({ method: 'PUT', url: '/api/auth/update', headers: bearer(who.token), payload });
}

async function stored(who: SignedUp): Promise<Answered[]> {
  const response = await t.app.inject({ method: 'GET', url: '/api/auth/update', headers: bearer(who.token) });
  return response.json().addresses;
}

function address(id: string, extra: Record<string, unknown> = {}) {
  return {
    _id: id,
    type: 'Home',
    address: 'Flat 4, 12 MG Road, Shivajinagar',
    city: 'Pune',
    state: 'Maharashtra',
    zipCode: '411001',
    phone: '98765 43210',
    ...extra,
  };
}

/** Writes the list as the shop stored it before decision 036: no recipient, landmark or default, any PIN code. */
async function storeLegacy(who: SignedUp, addresses: Record<string, unknown>[]) {
  await t.db
    .updateTable('users')
    .set({ addresses: JSON.stringify(addresses) })
    .where('id', '=', who.userId)
    .execute();
}

describe('a new or changed address on PUT /api/auth/update', () => {
  it.each([
    ['a five-digit PIN code', { zipCode: '56001' }, ADDRESS_MESSAGES.pinMalformed],
    ['a PIN code starting with 0', { zipCode: '060001' }, ADDRESS_MESSAGES.pinMalformed],
    ['letters in the PIN code', { zipCode: '56OO01' }, ADDRESS_MESSAGES.pinMalformed],
    ['a state that is not India’s', { state: 'California' }, ADDRESS_MESSAGES.state],
    ['a landline-length number', { phone: '2345 6789' }, ADDRESS_MESSAGES.phone],
    ['a number not starting with 6–9', { phone: '12345 67890' }, ADDRESS_MESSAGES.phone],
    ['eleven digits', { phone: '98765 432109' }, ADDRESS_MESSAGES.phone],
  ])('with %s is refused with what is wrong, and nothing is stored', async (_case, bad, message) => {
    const who = await signUp(t);
    expect((await save(who, { addresses: [address('keep')] })).statusCode).toBe(200);
    const response = await save(who, {
      firstName: 'Changed',
      addresses: [address('keep'), address('new', bad)],
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ message });
    const row = await t.db
      .selectFrom('users')
      .select(['first_name', 'addresses'])
      .where('id', '=', who.userId)
      .executeTakeFirstOrThrow();
    expect(row.first_name).toBe('Asha');
    expect(row.addresses.map((one) => one._id)).toEqual(['keep']);
  });

  it('stores every common way of writing a mobile number as +91 and ten digits', async () => {
    const who = await signUp(t);
    const forms = ['98765 43210', '+91-98765-43210', '098765 43210', '919876543210', '(+91) 98765.43210'];
    const response = await save(who, {
      addresses: forms.map((phone, index) => address(`p${index}`, { phone })),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect((await stored(who)).map((one) => one.phone)).toEqual(forms.map(() => '+919876543210'));
  });

  it('stores the account phone the same way, and refuses one that is not a mobile number', async () => {
    const who = await signUp(t);
    const saved = await save(who, { phone: '+91 98765-43210' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().user.phone).toBe('+919876543210');
    const refused = await save(who, { phone: '040 2345 6789' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ message: ADDRESS_MESSAGES.phone });
  });

  it('keeps an account phone stored before, sent back unchanged with the whole profile', async () => {
    const who = await signUp(t);
    // The rule before decision 036 took any "+" and 10 to 15 digits.
    await t.db.updateTable('users').set({ phone: '+14155552671' }).where('id', '=', who.userId).execute();
    const kept = await save(who, { firstName: 'Asha', phone: '+14155552671' });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json().user).toMatchObject({ firstName: 'Asha', phone: '+14155552671' });
    const changed = await save(who, { phone: '+14155552672' });
    expect(changed.statusCode).toBe(400);
    expect(changed.json()).toMatchObject({ message: ADDRESS_MESSAGES.phone });
  });

  it('stores the PIN code without spaces and the state by its name', async () => {
    const who = await signUp(t);
    const response = await save(who, {
      addresses: [address('a', { zipCode: ' 560 001 ', state: 'KA', city: 'Bengaluru' })],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(await stored(who)).toEqual([
      expect.objectContaining({ zipCode: '560001', state: 'Karnataka', phone: '+919876543210' }),
    ]);
  });

  it('writes the account’s name as the recipient when none is sent, and keeps a landmark', async () => {
    const who = await signUp(t);
    const response = await save(who, {
      addresses: [
        address('mine'),
        address('gift', { fullName: ' Meera  Iyer ', landmark: 'Opposite the Ganesh temple' }),
      ],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(await stored(who)).toEqual([
      expect.objectContaining({ _id: 'mine', fullName: 'Asha Rao', landmark: '' }),
      expect.objectContaining({
        _id: 'gift',
        fullName: 'Meera  Iyer',
        landmark: 'Opposite the Ganesh temple',
      }),
    ]);
  });
});

describe('an address stored before decision 036', () => {
  const legacy = {
    _id: 'old',
    type: 'Home',
    address: '12 MG Road',
    city: 'Pune',
    state: 'MH',
    zipCode: '41100',
    country: 'India',
    phone: '+1234567890',
    isActive: false,
  };

  it('reads with the account’s name, no landmark, and as the default', async () => {
    const who = await signUp(t);
    await storeLegacy(who, [legacy, { ...legacy, _id: 'older' }]);
    expect(await stored(who)).toEqual([
      { ...legacy, fullName: 'Asha Rao', landmark: '', isDefault: true },
      { ...legacy, _id: 'older', fullName: 'Asha Rao', landmark: '', isDefault: false },
    ]);
  });

  it('is kept as it is while another is added, and can be deleted', async () => {
    const who = await signUp(t);
    await storeLegacy(who, [legacy]);
    // The list as the answer gave it, plus a new address: the old one is not checked again.
    const [old] = await stored(who);
    const added = await save(who, { addresses: [old, address('new')] });
    expect(added.statusCode, added.body).toBe(200);
    expect((await stored(who)).map((one) => [one._id, one.zipCode, one.phone])).toEqual([
      ['old', '41100', '+1234567890'],
      ['new', '411001', '+919876543210'],
    ]);
    // As the spec's client sends it too: without the fields it does not know.
    const spec = await save(who, { addresses: [legacy, address('new')] });
    expect(spec.statusCode, spec.body).toBe(200);

    const deleted = await save(who, { addresses: [address('new')] });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await stored(who)).map((one) => one._id)).toEqual(['new']);
  });

  it('must meet the rules once changed', async () => {
    const who = await signUp(t);
    await storeLegacy(who, [legacy]);
    const response = await save(who, { addresses: [{ ...legacy, address: '14 MG Road' }] });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: ADDRESS_MESSAGES.pinMalformed });
    expect((await stored(who))[0]?.address).toBe('12 MG Road');
  });
});

describe('the default address', () => {
  it('is the first one saved when none is marked', async () => {
    const who = await signUp(t);
    expect((await save(who, { addresses: [address('a'), address('b')] })).statusCode).toBe(200);
    expect((await stored(who)).map((one) => one.isDefault)).toEqual([true, false]);
  });

  it('is the first one marked when several are', async () => {
    const who = await signUp(t);
    const response = await save(who, {
      addresses: [address('a'), address('b', { isDefault: true }), address('c', { isDefault: true })],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect((await stored(who)).map((one) => one.isDefault)).toEqual([false, true, false]);
  });

  it('stays where it was when the list comes back without the mark, and moves to the first when deleted', async () => {
    const who = await signUp(t);
    await save(who, { addresses: [address('a'), address('b', { isDefault: true })] });
    // The spec's client knows no default: it sends the list without it.
    await save(who, { addresses: [address('a'), address('b'), address('c')] });
    expect((await stored(who)).map((one) => one.isDefault)).toEqual([false, true, false]);
    await save(who, { addresses: [address('a'), address('c')] });
    expect((await stored(who)).map((one) => one.isDefault)).toEqual([true, false]);
  });
});
