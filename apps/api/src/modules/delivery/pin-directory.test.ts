// GET /api/pin-codes/:pin (docs/decisions/036-checkout-for-india.md, "PIN directory"): a known PIN code gives its
// district as the city and its state by today's name; an unknown but well-formed one answers known: false with the
// state its prefix tells, if any; a malformed one is a 400. It spends the delivery estimate's per-IP budget.
import { DELIVERY_MESSAGES } from '@shop/shared/delivery';
import { describe, expect, it } from 'vitest';
import { createTestApp, useTestApp } from '../../../test/test-app.ts';
import { TOO_MANY_REQUESTS } from '../../plugins/rate-limits.ts';

const t = useTestApp({ template: 'empty' });

function lookUp(pin: string) {
  return t.app.inject({ method: 'GET', url: `/api/pin-codes/${encodeURIComponent(pin)}` });
}

describe('GET /api/pin-codes/:pin', () => {
  it.each([
    ['560001', 'Bangalore', 'Karnataka'],
    // Listed under Jammu & Kashmir by the directory; Ladakh since 2019.
    ['194101', 'Leh', 'Ladakh'],
    ['110001', 'Central Delhi', 'Delhi'],
    // Pondicherry is Puducherry.
    ['605001', 'Pondicherry', 'Puducherry'],
  ])('knows %s: %s, %s', async (pin, city, state) => {
    const response = await lookUp(pin);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ pin, city, state, known: true });
    // The same for everyone, and the directory changes only with a release.
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
  });

  it('reads "560 001" as 560001, as the address routes do', async () => {
    const response = await lookUp('560 001');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ pin: '560001', known: true });
  });

  it('answers an unknown but well-formed PIN code with the state its prefix tells, or none', async () => {
    expect((await lookUp('560999')).json()).toEqual({
      pin: '560999',
      city: '',
      state: 'Karnataka',
      known: false,
    });
    // 35xxxx is allotted to no state; 9xxxxx is the Army Postal Service, no state either.
    expect((await lookUp('359999')).json()).toEqual({ pin: '359999', city: '', state: '', known: false });
    expect((await lookUp('999999')).json()).toEqual({ pin: '999999', city: '', state: '', known: false });
  });

  it.each(['56001', '060001', '5600011', 'abcdef'])(
    'refuses the malformed %s with a 400 in words',
    async (pin) => {
      const response = await lookUp(pin);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ message: DELIVERY_MESSAGES.pinMalformed });
    },
  );
});

describe('the per-IP budget', () => {
  it('is the delivery estimate’s: lookups and estimates together, per address', async () => {
    const limited = await createTestApp({ template: 'empty', env: { DELIVERY_RATE_LIMIT_PER_MINUTE: '3' } });
    try {
      const ask = (url: string, ip = '203.0.113.7') =>
        limited.app.inject({ method: 'GET', url, headers: { 'x-forwarded-for': ip } });
      expect((await ask('/api/pin-codes/560001')).statusCode).toBe(200);
      // An estimate of a product that does not exist still spends the budget (its 404 comes after the count).
      expect(
        (await ask('/api/delivery-estimate?productId=ffffffffffffffffffffffff&pin=560001')).statusCode,
      ).toBe(404);
      expect((await ask('/api/pin-codes/110001')).statusCode).toBe(200);
      const refused = await ask('/api/pin-codes/194101');
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ message: TOO_MANY_REQUESTS });
      expect((await ask('/api/pin-codes/194101', '203.0.113.8')).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
