// The footer's newsletter sign-up stores each address once and refuses what is not an address.
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.ts';
import { DEFAULT_RATE_LIMITS } from '../../lib/rate-limiter.ts';

// The default per-IP limit, not the lifted one of most tests: each test below speaks from its own address.
const t = useTestApp({
  template: 'empty',
  rateLimits: { newsletter: { perIp: DEFAULT_RATE_LIMITS.newsletter.perIp } },
});

function subscribe(payload: unknown, ip = '127.0.0.1') {
  return t.app.inject({
    method: 'POST',
    url: '/api/newsletter',
    headers: { 'x-forwarded-for': ip },
    payload: payload as Record<string, unknown>,
  });
}

describe('POST /api/newsletter', () => {
  it('stores the address once, normalised, and thanks the shopper both times', async () => {
    const first = await subscribe({ email: '  Priya@Example.com ' });
    const second = await subscribe({ email: 'priya@example.com' });
    expect(first.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    const rows = await t.db.selectFrom('newsletter_subscribers').selectAll().execute();
    expect(rows.map((row) => row.email)).toEqual(['priya@example.com']);
  });

  it.each([{ email: 'not-an-email' }, { email: '' }, {}, { email: `${'a'.repeat(250)}@example.com` }])(
    'refuses %j with a 400 and stores nothing',
    async (payload) => {
      const before = await t.db.selectFrom('newsletter_subscribers').select('email').execute();
      const response = await subscribe(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toEqual(expect.any(String));
      expect(await t.db.selectFrom('newsletter_subscribers').select('email').execute()).toEqual(before);
    },
  );

  it('answers 429 after 3 sign-ups of one address in an hour, however it is written', async () => {
    const statuses = [];
    for (const email of ['ravi@example.com', 'Ravi@example.com', ' ravi@EXAMPLE.com', 'ravi@example.com']) {
      statuses.push((await subscribe({ email }, '192.0.2.10')).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it('answers 429 with { message } after 20 sign-ups from one IP in an hour, and stores no 21st', async () => {
    const ip = '192.0.2.11';
    for (let i = 0; i < 20; i += 1) {
      expect((await subscribe({ email: `reader${i}@example.com` }, ip)).statusCode).toBe(200);
    }
    const refused = await subscribe({ email: 'reader20@example.com' }, ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^Too many attempts/);
    const stored = await t.db
      .selectFrom('newsletter_subscribers')
      .select('email')
      .where('email', '=', 'reader20@example.com')
      .execute();
    expect(stored).toEqual([]);
    // Another address is not affected.
    expect((await subscribe({ email: 'reader20@example.com' }, '192.0.2.12')).statusCode).toBe(200);
  });

  it('counts an IPv6 /64 as one IP: changing the rest of the address wins no sign-ups', async () => {
    for (let i = 0; i < 20; i += 1) {
      const ip = `2001:db8:5:9::${(i + 1).toString(16)}`;
      expect((await subscribe({ email: `six${i}@example.com` }, ip)).statusCode).toBe(200);
    }
    expect((await subscribe({ email: 'six20@example.com' }, '2001:db8:5:9:abcd::1')).statusCode).toBe(429);
  });

  it('answers malformed JSON with a 400, not a 500', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/newsletter',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toEqual(expect.any(String));
  });
});
