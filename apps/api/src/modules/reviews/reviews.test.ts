// The reviews API against a real PostgreSQL (docs/product.md#reviews rating rule, docs/product.md#reviews): one review per
// shopper and product, only the author changes it, and the product's average follows every change at once.
import { MESSAGES } from '@shop/shared/messages';
import { REVIEW_MESSAGES } from '@shop/shared/review.schemas';
import { describe, expect, it } from 'vitest';
import { bearer, type SignedUp, signUp } from '../../../test/account-helpers.ts';
import { useDemoProductIds } from '../../../test/order-helpers.ts';
import { photo, postReview, productRating, putReview, storedUploads } from '../../../test/review-helpers.ts';
import { createTestApp, useTestApp } from '../../../test/test-app.ts';

const t = useTestApp({ template: 'demo' });
const productId = useDemoProductIds(t, 7);

/** With `page`, the envelope with totals and the average (docs/decisions/022); review-list.test.ts has both forms. */
function list(id: string, query = '?page=1') {
  return t.app.inject({ method: 'GET', url: `/api/reviews/${id}${query}` });
}

function remove(token: string | undefined, reviewId: string) {
  const headers = token === undefined ? {} : bearer(token);
  return t.app.inject({ method: 'DELETE', url: `/api/reviews/${reviewId}`, headers });
}

async function review(author: SignedUp, product: string, rating: number, comment = ''): Promise<string> {
  const response = await postReview(t, author.token, { productId: product, rating: String(rating), comment });
  if (response.statusCode !== 201) throw new Error(`review: ${response.body}`);
  return response.json().review._id;
}

describe('/api/reviews', () => {
  it('creates, edits and deletes a review, moving the product average in step', async () => {
    const product = productId(0);
    const a = await signUp(t, { firstName: 'Asha', lastName: 'Rao' });
    const b = await signUp(t);
    const created = await postReview(t, a.token, { productId: product, rating: '4', comment: 'Sturdy' });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      message: MESSAGES.reviewSubmitted,
      review: {
        product,
        rating: 4,
        comment: 'Sturdy',
        images: [],
        user: { _id: a.userId, firstName: 'Asha', lastName: 'Rao' },
      },
    });
    expect(await productRating(t, product)).toEqual({ cumulativeRating: 4, numReviews: 1 });
    const id = created.json().review._id;
    await review(b, product, 5);
    expect(await productRating(t, product)).toEqual({ cumulativeRating: 4.5, numReviews: 2 });

    const edited = await putReview(t, a.token, id, { rating: '1', comment: 'Broke' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      message: MESSAGES.reviewUpdated,
      review: { _id: id, rating: 1, comment: 'Broke' },
    });
    expect(await productRating(t, product)).toEqual({ cumulativeRating: 3, numReviews: 2 });

    const deleted = await remove(a.token, id);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ message: MESSAGES.reviewDeleted });
    expect(await productRating(t, product)).toEqual({ cumulativeRating: 5, numReviews: 1 });
    expect((await list(product)).json()).toMatchObject({ total: 1, cumulativeRating: 5, numReviews: 1 });
  });

  it('lists a product’s reviews newest first, in pages, to anyone', async () => {
    const product = productId(1);
    const ids: string[] = [];
    for (const rating of [3, 4, 5]) ids.push(await review(await signUp(t), product, rating));
    const first = await list(product, '?limit=2');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ total: 3, page: 1, pages: 2, cumulativeRating: 4, numReviews: 3 });
    expect(first.json().reviews.map((r: { _id: string }) => r._id)).toEqual([ids[2], ids[1]]);
    const second = await t.app.inject({
      method: 'GET',
      url: `/api/reviews/${product}?limit=2&page=2`,
      headers: bearer('junk'),
    });
    expect(second.statusCode).toBe(200);
    expect(second.json().reviews.map((r: { _id: string }) => r._id)).toEqual([ids[0]]);
  });

  it('answers 409 to a second review of the same product', async () => {
    const a = await signUp(t);
    await review(a, productId(2), 4);
    const again = await postReview(t, a.token, { productId: productId(2), rating: '2' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: REVIEW_MESSAGES.alreadyReviewed });
    expect(await productRating(t, productId(2))).toEqual({ cumulativeRating: 4, numReviews: 1 });
  });

  it('refuses a rating outside 1..5 with the spec’s message', async () => {
    const a = await signUp(t);
    for (const rating of ['0', '6', '', '2.5', 'five']) {
      const response = await postReview(t, a.token, { productId: productId(3), rating });
      expect(response.statusCode, rating).toBe(400);
      expect(response.json().message, rating).toBe(MESSAGES.ratingRequired);
    }
    const missing = await postReview(t, a.token, { productId: productId(3) });
    expect(missing.json().message).toBe(MESSAGES.ratingRequired);
    const id = await review(a, productId(3), 3);
    for (const rating of ['0', '6']) {
      const response = await putReview(t, a.token, id, { rating });
      expect(response.statusCode, rating).toBe(400);
      expect(response.json().message, rating).toBe(MESSAGES.ratingRequired);
    }
  });

  it('lets only the author edit or delete, answering 404 to anyone else', async () => {
    const author = await signUp(t);
    const other = await signUp(t);
    const id = await review(author, productId(4), 5);
    const edit = await putReview(t, other.token, id, { rating: '1' }, [await photo()]);
    expect(edit.statusCode).toBe(404);
    expect(edit.json()).toEqual({ message: REVIEW_MESSAGES.reviewNotFound });
    expect((await remove(other.token, id)).statusCode).toBe(404);
    expect(await storedUploads(t)).toEqual([]);
    expect((await list(productId(4))).json().reviews[0]).toMatchObject({ _id: id, rating: 5 });
  });

  it('answers 401 without a token and 400 for malformed ids, 404 for unknown ones', async () => {
    const id = 'c'.repeat(24);
    expect((await postReview(t, undefined, { productId: productId(5), rating: '5' })).statusCode).toBe(401);
    expect((await putReview(t, undefined, id, { rating: '5' })).statusCode).toBe(401);
    expect((await remove(undefined, id)).statusCode).toBe(401);

    const a = await signUp(t);
    expect((await list('not-an-id')).statusCode).toBe(400);
    expect((await list(id)).statusCode).toBe(404);
    const badProduct = await postReview(t, a.token, { productId: 'nope', rating: '5' });
    expect(badProduct.statusCode).toBe(400);
    expect(badProduct.json().message).toBe(MESSAGES.invalidProductId);
    expect((await postReview(t, a.token, { productId: id, rating: '5' })).statusCode).toBe(404);
    expect((await putReview(t, a.token, 'nope', { rating: '5' })).statusCode).toBe(400);
    expect((await remove(a.token, 'nope')).statusCode).toBe(400);
    expect((await remove(a.token, id)).statusCode).toBe(404);
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/reviews',
      headers: bearer(a.token),
      payload: { rating: 5 },
    });
    expect(json.statusCode).toBe(400);
    expect(json.json().message).toBe(REVIEW_MESSAGES.notMultipart);
  });
});

describe('the limit on review writes (docs/decisions/018-picture-work-limits.md)', () => {
  it('answers 429 with a message to creating, editing or deleting past the limit, and changes nothing', async () => {
    const limited = await createTestApp({
      template: 'demo',
      rateLimits: { reviewWrite: { perSubject: { limit: 3, windowSeconds: 3600 } } },
    });
    try {
      const product = productId(5);
      const author = await signUp(limited);
      const created = await postReview(limited, author.token, { productId: product, rating: '4' });
      expect(created.statusCode).toBe(201);
      const id = created.json().review._id;
      expect((await putReview(limited, author.token, id, { rating: '3' })).statusCode).toBe(200);
      expect((await putReview(limited, author.token, id, { rating: '2' })).statusCode).toBe(200);

      const edit = await putReview(limited, author.token, id, { rating: '1' }, [await photo()]);
      const removal = await limited.app.inject({
        method: 'DELETE',
        url: `/api/reviews/${id}`,
        headers: bearer(author.token),
      });
      const another = await postReview(limited, author.token, { productId: productId(6), rating: '5' });
      for (const refused of [edit, removal, another]) {
        expect(refused.statusCode).toBe(429);
        expect(refused.json()).toEqual({ message: expect.stringMatching(/^Too many attempts/) });
      }
      expect(await productRating(limited, product)).toEqual({ cumulativeRating: 2, numReviews: 1 });
      expect(await productRating(limited, productId(6))).toEqual({ cumulativeRating: 0, numReviews: 0 });
      expect(await storedUploads(limited)).toEqual([]);
      // The limit is the author's: another shopper still writes.
      const other = await signUp(limited);
      expect((await postReview(limited, other.token, { productId: product, rating: '5' })).statusCode).toBe(
        201,
      );
    } finally {
      await limited.close();
    }
  });
});
