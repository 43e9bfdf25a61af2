// What helps a shopper weigh reviews (docs/product.md#reviews, docs/decisions/039-phone-shopper-second-walk.md): the
// server's 'Verified purchase' mark, "helpful" votes (one per account, never one's own, taken back at will, within
// RATE_LIMITS reviewVote), the orders a list can be sorted in, and the rating breakdown above the list.
import { REVIEW_MESSAGES } from '@shop/shared/review.schemas';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { bearer } from '../../../test/account-helpers.ts';
import { type Shopper, shoppers, useDemoProductIds } from '../../../test/order-helpers.ts';
import { photo, postReview } from '../../../test/review-helpers.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { newId } from '../../lib/ids.ts';
import { DEFAULT_RATE_LIMITS } from '../../lib/rate-limiter.ts';

const t = useTestApp({ template: 'demo' });
const productId = useDemoProductIds(t, 7);

interface Listed {
  _id: string;
  user: { _id: string };
  comment: string;
  verifiedPurchase: boolean;
  helpfulCount: number;
  votedHelpful: boolean;
}

async function review(author: Shopper, product: string, rating: number, withPhoto = false): Promise<string> {
  const response = await postReview(
    t,
    author.token,
    { productId: product, rating: String(rating), comment: `${rating} stars by ${author.userId}` },
    withPhoto ? [await photo()] : [],
  );
  if (response.statusCode !== 201) throw new Error(`review: ${response.body}`);
  return response.json().review._id;
}

/** The paged list's reviews (or the bare list with `bare`), read as `who` when given. */
async function listed(product: string, query = '?page=1', who?: Shopper | string): Promise<Listed[]> {
  const headers = who === undefined ? {} : typeof who === 'string' ? bearer(who) : who.headers;
  const response = await t.app.inject({ method: 'GET', url: `/api/reviews/${product}${query}`, headers });
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json();
  return Array.isArray(body) ? body : body.reviews;
}

function vote(who: Shopper | undefined, reviewId: string, helpful: boolean) {
  return t.app.inject({
    method: helpful ? 'PUT' : 'DELETE',
    url: `/api/reviews/${reviewId}/helpful`,
    headers: who?.headers ?? {},
  });
}

describe('Verified purchase', () => {
  /** An order of `product` by `userId`, written straight into the tables: shipping, delivered, or delivered and returned. */
  async function order(userId: string, product: string, state: 'shipped' | 'delivered' | 'returned') {
    const id = newId();
    const now = new Date();
    await t.db
      .insertInto('orders')
      .values({
        id,
        order_number: `T-${id}`,
        user_id: userId,
        order_status: state,
        payment_method: 'cod',
        payment_status: 'pending',
        first_name: 'Asha',
        last_name: 'Rao',
        email: 'asha@example.com',
        shipping: JSON.stringify({}),
        subtotal: 100_00,
        savings: 0,
        shipping_cost: 0,
        total: 100_00,
        processed_at: now,
        delivered_at: state === 'shipped' ? null : now,
        return_accepted_at: state === 'returned' ? now : null,
        returned_at: state === 'returned' ? now : null,
      })
      .execute();
    await t.db
      .insertInto('order_items')
      .values({
        order_id: id,
        position: 0,
        product_id: product,
        name: 'Product',
        quantity: 1,
        price: 100_00,
        original_price: 100_00,
        shipping_cost: 0,
        image: '/media/placeholder.svg',
        category: 'Kitchen',
        filters: '{}',
      })
      .execute();
  }

  it('marks only reviews whose author received the product and kept it', async () => {
    const product = productId(0);
    const [received, stillShipping, boughtOther, returned, returnedThenBoughtAgain] = await shoppers(t, 5);
    if (!received || !stillShipping || !boughtOther || !returned || !returnedThenBoughtAgain)
      throw new Error();
    await order(received.userId, product, 'delivered');
    await order(stillShipping.userId, product, 'shipped');
    await order(boughtOther.userId, productId(1), 'delivered');
    await order(returned.userId, product, 'returned');
    await order(returnedThenBoughtAgain.userId, product, 'returned');
    await order(returnedThenBoughtAgain.userId, product, 'delivered');
    const authors = [received, stillShipping, boughtOther, returned, returnedThenBoughtAgain];
    for (const author of authors) await review(author, product, 5);

    const verified = Object.fromEntries(
      (await listed(product)).map((one) => [one.user._id, one.verifiedPurchase]),
    );
    expect(verified).toEqual({
      [received.userId]: true,
      [stillShipping.userId]: false,
      [boughtOther.userId]: false,
      [returned.userId]: false,
      [returnedThenBoughtAgain.userId]: true,
    });
  });
});

describe('helpful votes', () => {
  it('counts one vote per account, taken back by DELETE, and shows each reader their own vote', async () => {
    const [author, bina, chandra] = await shoppers(t, 3);
    if (!author || !bina || !chandra) throw new Error();
    const id = await review(author, productId(2), 4);

    expect((await vote(bina, id, true)).json()).toEqual({ helpfulCount: 1, votedHelpful: true });
    // A second tap of the same state (a double tap, a retried request) counts once.
    expect((await vote(bina, id, true)).json()).toEqual({ helpfulCount: 1, votedHelpful: true });
    expect((await vote(chandra, id, true)).json()).toEqual({ helpfulCount: 2, votedHelpful: true });
    expect((await vote(bina, id, false)).json()).toEqual({ helpfulCount: 1, votedHelpful: false });
    expect((await vote(bina, id, false)).json()).toEqual({ helpfulCount: 1, votedHelpful: false });

    const seenBy = async (who?: Shopper | string) => {
      const [one] = await listed(productId(2), '?page=1', who);
      return { helpfulCount: one?.helpfulCount, votedHelpful: one?.votedHelpful };
    };
    expect(await seenBy(chandra)).toEqual({ helpfulCount: 1, votedHelpful: true });
    expect(await seenBy(bina)).toEqual({ helpfulCount: 1, votedHelpful: false });
    expect(await seenBy(author)).toEqual({ helpfulCount: 1, votedHelpful: false });
    expect(await seenBy()).toEqual({ helpfulCount: 1, votedHelpful: false });
    // A token that no longer works reads the public list as a visitor does, not a 401.
    expect(await seenBy('not-a-token')).toEqual({ helpfulCount: 1, votedHelpful: false });
    const [bare] = await listed(productId(2), '', chandra);
    expect(bare).toMatchObject({ helpfulCount: 1, votedHelpful: true });
  });

  it("refuses a vote on one's own review, a missing or malformed one, and a visitor's, counting nothing", async () => {
    const [author] = await shoppers(t, 1);
    if (!author) throw new Error();
    const id = await review(author, productId(3), 2);
    for (const helpful of [true, false]) {
      const own = await vote(author, id, helpful);
      expect(own.statusCode).toBe(403);
      expect(own.json()).toEqual({ message: REVIEW_MESSAGES.ownReviewVote });
      const missing = await vote(author, 'c'.repeat(24), helpful);
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ message: REVIEW_MESSAGES.reviewNotFound });
      expect((await vote(author, 'nope', helpful)).json()).toEqual({
        message: REVIEW_MESSAGES.invalidReviewId,
      });
      expect((await vote(undefined, id, helpful)).statusCode).toBe(401);
    }
    const [one] = await listed(productId(3));
    expect(one?.helpfulCount).toBe(0);
  });

  it("takes a vote away with its voter's account, and the votes away with their review", async () => {
    const [author, voter, stays] = await shoppers(t, 3);
    if (!author || !voter || !stays) throw new Error();
    const id = await review(author, productId(4), 5);
    await vote(voter, id, true);
    await vote(stays, id, true);
    await t.db.deleteFrom('users').where('id', '=', voter.userId).execute();
    expect((await listed(productId(4)))[0]?.helpfulCount).toBe(1);

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/reviews/${id}`,
      headers: author.headers,
    });
    expect(removed.statusCode).toBe(200);
    const votes = await t.db
      .selectFrom('review_votes')
      .select('user_id')
      .where('review_id', '=', id)
      .execute();
    expect(votes).toEqual([]);
    expect((await vote(stays, id, false)).statusCode).toBe(404);
  });

  it('answers 429 with a message past the per-account budget of votes (RATE_LIMITS reviewVote), counting nothing more', async () => {
    const { limit } = DEFAULT_RATE_LIMITS.reviewVote.perSubject;
    const [author, toggler, other] = await shoppers(t, 3);
    if (!author || !toggler || !other) throw new Error();
    const id = await review(author, productId(5), 3);
    // Toggling spends the budget too: marking and unmarking over and over.
    for (let n = 0; n < limit; n += 1) {
      const answer = await vote(toggler, id, n % 2 === 0);
      expect(answer.statusCode, `vote ${n + 1}`).toBe(200);
    }
    const refused = await vote(toggler, id, true);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: expect.stringMatching(/^Too many attempts/) });
    expect((await listed(productId(5)))[0]).toMatchObject({ helpfulCount: 0 });
    // The budget is the voter's: another shopper still votes.
    expect((await vote(other, id, true)).json()).toEqual({ helpfulCount: 1, votedHelpful: true });
  });
});

describe('sorting and the rating breakdown', () => {
  it('lists newest first by default, or the most helpful or those with photos first, in both forms', async () => {
    const product = productId(1);
    const [a, b, c, d, v1, v2] = await shoppers(t, 6);
    if (!a || !b || !c || !d || !v1 || !v2) throw new Error();
    // Written oldest first: r1 and r4 carry photos, r2 has two votes and r3 one.
    const r1 = await review(a, product, 5, true);
    const r2 = await review(b, product, 3);
    const r3 = await review(c, product, 5);
    const r4 = await review(d, product, 1, true);
    // One day apart, so "newest" does not hang on milliseconds (created_at is written once by the app).
    for (const [index, id] of [r1, r2, r3, r4].entries()) {
      const day = new Date(Date.UTC(2026, 0, 1 + index));
      await sql`update reviews set created_at = ${day} where id = ${id}`.execute(t.db);
    }
    await vote(v1, r2, true);
    await vote(v2, r2, true);
    await vote(v1, r3, true);

    const orders = {
      '': [r4, r3, r2, r1],
      newest: [r4, r3, r2, r1],
      // Ties (r4 and r1 have no votes) fall back to the newest first.
      helpful: [r2, r3, r4, r1],
      photos: [r4, r1, r3, r2],
    };
    const ours = (list: Listed[]) => list.map((one) => one._id);
    for (const [sort, expected] of Object.entries(orders)) {
      const query = sort ? `sort=${sort}` : '';
      expect(ours(await listed(product, `?page=1&${query}`)), `envelope ${sort}`).toEqual(expected);
      expect(ours(await listed(product, `?${query}`)), `bare list ${sort}`).toEqual(expected);
    }
    const second = await listed(product, '?sort=helpful&limit=2&page=2');
    expect(second.map((one) => one._id)).toEqual([r4, r1]);
  });

  it('counts how many reviews gave each number of stars, 5 first, summing to the review count', async () => {
    const product = productId(6);
    const authors = await shoppers(t, 4);
    for (const [index, author] of authors.entries()) await review(author, product, [5, 5, 4, 1][index] ?? 1);
    const body = (await t.app.inject({ method: 'GET', url: `/api/reviews/${product}?limit=1` })).json();
    expect(body.ratingBreakdown).toEqual([
      { stars: 5, count: 2 },
      { stars: 4, count: 1 },
      { stars: 3, count: 0 },
      { stars: 2, count: 0 },
      { stars: 1, count: 1 },
    ]);
    expect(body.numReviews).toBe(4);
  });

  it('refuses an unknown sort with a message', async () => {
    for (const query of ['?sort=rating', '?page=1&sort=oldest']) {
      const response = await t.app.inject({ method: 'GET', url: `/api/reviews/${productId(1)}${query}` });
      expect(response.statusCode, query).toBe(400);
      expect(response.json().message, query).toBe(REVIEW_MESSAGES.badSort);
    }
  });
});
