// Text with a NUL character, which PostgreSQL cannot store, is a 400 on every route and changes nothing.
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { bearer, signUp } from '../../test/account-helpers.ts';
import { postReview } from '../../test/review-helpers.ts';
import { rowCount } from '../../test/row-count.ts';
import { useTestApp } from '../../test/test-app.ts';
import { containsNul, NUL_MESSAGE, TOO_DEEP_MESSAGE } from './reject-nul.ts';

const t = useTestApp({ template: 'demo' });

describe('NUL characters', () => {
  it.each(['subCategory=%00', 'brand=a%00b', 'subCategory=Men&brand=%00'])(
    'in a query (%s) are a 400',
    async (query) => {
      const response = await t.app.inject({ method: 'GET', url: `/api/products?category=Fashion&${query}` });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: NUL_MESSAGE });
    },
  );

  it('in a JSON body are a 400 and change nothing', async () => {
    const account = await signUp(t, { firstName: 'Nina' });
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/update',
      headers: bearer(account.token),
      payload: { firstName: 'Ni\u0000na' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(NUL_MESSAGE);
    const profile = await t.app.inject({
      method: 'GET',
      url: '/api/auth/update',
      headers: bearer(account.token),
    });
    expect(profile.json().firstName).toBe('Nina');
  });

  it('in a multipart review comment are a 400 and no review is stored', async () => {
    const account = await signUp(t);
    const { rows } = await sql<{ id: string }>`select id from products order by id limit 1`.execute(t.db);
    const productId = rows[0]?.id ?? '';
    const response = await postReview(t, account.token, { rating: '4', comment: 'bad\u0000text', productId });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(NUL_MESSAGE);
    expect(await rowCount(t.db.selectFrom('reviews'))).toBe(0);
  });

  it('refuses JSON nested deeper than any request needs with a 400, on routes and on the 404 alike', async () => {
    for (const url of ['/api/cart/add', '/api/nowhere']) {
      const response = await t.app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/json' },
        payload: `${'['.repeat(20_000)}${']'.repeat(20_000)}`,
      });
      expect(response.statusCode, url).toBe(url === '/api/cart/add' ? 401 : 400);
      if (response.statusCode === 400) expect(response.json()).toEqual({ message: TOO_DEEP_MESSAGE });
    }
    expect(containsNul(JSON.parse(`${'['.repeat(32)}"a"${']'.repeat(32)}`))).toBe(false);
  });
});
