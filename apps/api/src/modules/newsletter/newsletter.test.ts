// The footer's newsletter sign-up stores each address once and refuses what is not an address.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ template: 'empty' });
});
afterAll(async () => {
  await t.close();
});

function subscribe(payload: unknown) {
  return t.app.inject({
    method: 'POST',
    url: '/api/newsletter',
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
