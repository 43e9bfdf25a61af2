// `GET /api/reviews/{productId}` in both forms (docs/product.md#reviews; docs/decisions/022-spec-shapes-and-paging.md):
// without `page` or `limit` the spec's bare list, newest first, at most UNPAGED_LIST_MAX; with either the envelope.
import { UNPAGED_LIST_MAX } from '@shop/shared/pagination';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.ts';

let crowded = '';
let quiet = '';
const REVIEWS = UNPAGED_LIST_MAX + 3;

const t = useTestApp({ template: 'demo' });
beforeAll(async () => {
  const rows = await t.db.selectFrom('products').select('id').orderBy('id').limit(2).execute();
  crowded = rows[0]?.id ?? '';
  quiet = rows[1]?.id ?? '';
  // More reviewers than the bare list holds, one review each, a minute apart (the first written is the oldest).
  await sql`
    insert into users (id, email, first_name, last_name, auth_method)
    select 'ab' || lpad(to_hex(n), 22, '0'), 'reviewer' || n || '@example.com', 'Reviewer', 'No ' || n, 'google'
    from generate_series(1, ${REVIEWS}) n`.execute(t.db);
  await sql`
    insert into reviews (id, product_id, user_id, rating, comment, created_at)
    select 'cd' || lpad(to_hex(n), 22, '0'), ${crowded}, 'ab' || lpad(to_hex(n), 22, '0'), 1 + n % 5, 'Review ' || n,
      now() - interval '1 day' + n * interval '1 minute'
    from generate_series(1, ${REVIEWS}) n`.execute(t.db);
  await sql`
    insert into reviews (id, product_id, user_id, rating, comment)
    values (${'c'.repeat(24)}, ${quiet}, ${`ab${'0'.repeat(21)}1`}, 4, 'Only one')`.execute(t.db);
});

async function get(url: string) {
  const response = await t.app.inject({ method: 'GET', url });
  return { status: response.statusCode, body: response.json() };
}

describe('GET /api/reviews/{productId}', () => {
  it('answers the bare list without page or limit: reviews newest first, at most the documented maximum', async () => {
    const { status, body } = await get(`/api/reviews/${crowded}`);
    expect(status).toBe(200);
    expect(Array.isArray(body)).toBe(true);
    expect(body).toHaveLength(UNPAGED_LIST_MAX);
    const comments = (body as { comment: string }[]).map((review) => review.comment);
    expect(comments.slice(0, 2)).toEqual([`Review ${REVIEWS}`, `Review ${REVIEWS - 1}`]);
    expect(comments.at(-1)).toBe(`Review ${REVIEWS - UNPAGED_LIST_MAX + 1}`);
    expect(body[0]).toEqual({
      _id: expect.any(String),
      product: crowded,
      user: { _id: expect.any(String), firstName: 'Reviewer', lastName: `No ${REVIEWS}` },
      rating: expect.any(Number),
      comment: `Review ${REVIEWS}`,
      images: [],
      thumbnails: [],
      verifiedPurchase: false,
      helpfulCount: 0,
      votedHelpful: false,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
  });

  it('answers a product with one review with a list of one, and a product with none with []', async () => {
    const one = await get(`/api/reviews/${quiet}`);
    expect(one.body).toEqual([expect.objectContaining({ comment: 'Only one', product: quiet })]);
    const [none] = await t.db.selectFrom('products').select('id').orderBy('id', 'desc').limit(1).execute();
    expect((await get(`/api/reviews/${none?.id}`)).body).toEqual([]);
  });

  it('answers the envelope with page or limit', async () => {
    const byPage = await get(`/api/reviews/${crowded}?page=2`);
    expect(byPage.status).toBe(200);
    expect(byPage.body).toMatchObject({ total: REVIEWS, page: 2, pages: Math.ceil(REVIEWS / 20) });
    expect(byPage.body.reviews).toHaveLength(20);
    expect(byPage.body.reviews[0].comment).toBe(`Review ${REVIEWS - 20}`);
    const byLimit = await get(`/api/reviews/${crowded}?limit=3`);
    expect(byLimit.body).toMatchObject({ total: REVIEWS, page: 1, pages: Math.ceil(REVIEWS / 3) });
    expect(byLimit.body.reviews.map((review: { comment: string }) => review.comment)).toEqual([
      `Review ${REVIEWS}`,
      `Review ${REVIEWS - 1}`,
      `Review ${REVIEWS - 2}`,
    ]);
  });

  it('refuses a malformed id, an unknown product and a bad page with a 4xx and a message', async () => {
    for (const [url, status] of [
      ['/api/reviews/not-an-id', 400],
      [`/api/reviews/${'0'.repeat(24)}`, 404],
      [`/api/reviews/${crowded}?page=0`, 400],
      [`/api/reviews/${crowded}?limit=51`, 400],
    ] as const) {
      const answer = await get(url);
      expect(answer.status, url).toBe(status);
      expect(answer.body.message, url).toEqual(expect.any(String));
    }
  });

  it('is described in both forms by the OpenAPI document', async () => {
    type JsonSchema = {
      type?: string;
      oneOf?: JsonSchema[];
      properties?: object;
      items?: JsonSchema;
      maxItems?: number;
    };
    const { body } = await get('/api/docs/json');
    const schema: JsonSchema =
      body.paths['/api/reviews/{productId}'].get.responses['200'].content['application/json'].schema;
    const bare = schema.oneOf?.find((one) => one.type === 'array');
    const envelope = schema.oneOf?.find((one) => one.type === 'object');
    expect(bare?.maxItems).toBe(UNPAGED_LIST_MAX);
    expect(Object.keys(bare?.items?.properties ?? {})).toEqual(
      expect.arrayContaining(['_id', 'product', 'user', 'rating', 'comment', 'images', 'createdAt']),
    );
    expect(Object.keys(envelope?.properties ?? {})).toEqual(
      expect.arrayContaining(['reviews', 'total', 'page', 'pages']),
    );
  });
});
