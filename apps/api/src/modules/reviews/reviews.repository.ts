// SQL of reviews, their "helpful" votes, and the rating totals reviews keep on their product. The service decides the
// transaction.
import type { ReviewSort } from '@shop/shared/review-options';
import { sql } from 'kysely';
import type { Db, StoredReviewImage } from '../../db/database.ts';

export interface ReviewRecord {
  id: string;
  productId: string;
  userId: string;
  firstName: string;
  lastName: string;
  rating: number;
  comment: string;
  images: StoredReviewImage[];
  verifiedPurchase: boolean;
  helpfulCount: number;
  votedHelpful: boolean;
  createdAt: Date;
  updatedAt: Date;
}

/** What an edit or delete needs from the review it changes. */
export interface OwnReview {
  productId: string;
  rating: number;
  images: StoredReviewImage[];
}

/** Reviews as the list shows them; `viewerId` (the signed-in reader, if any) decides `votedHelpful`. */
function selectReviews(db: Db, viewerId: string | undefined) {
  return db
    .selectFrom('reviews as r')
    .innerJoin('users as u', 'u.id', 'r.user_id')
    .select((eb) => [
      // 'Verified purchase' (docs/decisions/039-phone-shopper-second-walk.md): the author has an order of this
      // product that was delivered and has not come back as a return (delivered_at stays set through returns).
      eb
        .exists(
          eb
            .selectFrom('orders as o')
            .innerJoin('order_items as oi', 'oi.order_id', 'o.id')
            .select(sql`1`.as('one'))
            .whereRef('o.user_id', '=', 'r.user_id')
            .whereRef('oi.product_id', '=', 'r.product_id')
            .where('o.delivered_at', 'is not', null)
            .where('o.returned_at', 'is', null),
        )
        .$castTo<boolean>()
        .as('verifiedPurchase'),
      viewerId === undefined
        ? sql<boolean>`false`.as('votedHelpful')
        : eb
            .exists(
              eb
                .selectFrom('review_votes as v')
                .select(sql`1`.as('one'))
                .whereRef('v.review_id', '=', 'r.id')
                .where('v.user_id', '=', viewerId),
            )
            .$castTo<boolean>()
            .as('votedHelpful'),
      'r.id',
      'r.product_id as productId',
      'r.user_id as userId',
      'u.first_name as firstName',
      'u.last_name as lastName',
      'r.rating',
      'r.comment',
      'r.images',
      'r.helpful_count as helpfulCount',
      'r.created_at as createdAt',
      'r.updated_at as updatedAt',
    ]);
}

/**
 * A product's reviews in the order asked for, each order read from its own index (migrations 0005, 0040): the newest
 * first; the most helpful, then the newest; those with photos, then the newest. The id breaks ties, so pages never
 * overlap.
 */
function sortedReviews(db: Db, productId: string, sort: ReviewSort, viewerId: string | undefined) {
  let query = selectReviews(db, viewerId).where('r.product_id', '=', productId);
  if (sort === 'helpful') query = query.orderBy('r.helpful_count', 'desc');
  if (sort === 'photos') query = query.orderBy(sql`(r.images <> '[]'::jsonb)`, 'desc');
  return query.orderBy('r.created_at', 'desc').orderBy('r.id', 'desc');
}

export interface ReviewListing {
  productId: string;
  sort: ReviewSort;
  viewerId: string | undefined;
}

/** One page of a product's reviews in the order asked for, and how many the product has. */
export async function listReviews(
  db: Db,
  listing: ReviewListing,
  offset: number,
  limit: number,
): Promise<{ reviews: ReviewRecord[]; total: number }> {
  const [reviews, count] = await Promise.all([
    sortedReviews(db, listing.productId, listing.sort, listing.viewerId)
      .offset(offset)
      .limit(limit)
      .execute(),
    db
      .selectFrom('reviews')
      .select(sql<number>`count(*)::int`.as('total'))
      .where('product_id', '=', listing.productId)
      .executeTakeFirstOrThrow(),
  ]);
  return { reviews, total: count.total };
}

/** A product's first `limit` reviews in the order asked for, without a count: one range of an index. */
export async function firstReviews(db: Db, listing: ReviewListing, limit: number): Promise<ReviewRecord[]> {
  return sortedReviews(db, listing.productId, listing.sort, listing.viewerId).limit(limit).execute();
}

/** How many of the product's reviews gave each number of stars (numbers nobody gave are missing). */
export async function ratingCounts(db: Db, productId: string): Promise<{ rating: number; count: number }[]> {
  return db
    .selectFrom('reviews')
    .select(['rating', sql<number>`count(*)::int`.as('count')])
    .where('product_id', '=', productId)
    .groupBy('rating')
    .execute();
}

/** A review as its author sees it (authors cannot vote on their own, so `votedHelpful` is false). */
export async function findReview(db: Db, id: string): Promise<ReviewRecord | undefined> {
  return selectReviews(db, undefined).where('r.id', '=', id).executeTakeFirst();
}

/** Who wrote the review, or undefined when there is no such review. */
export async function reviewAuthor(db: Db, id: string): Promise<string | undefined> {
  const row = await db.selectFrom('reviews').select('user_id').where('id', '=', id).executeTakeFirst();
  return row?.user_id;
}

/**
 * Records the voter's "helpful" vote once, never on their own review nor on a review deleted meanwhile (the insert
 * reads the review it names). The trigger of migration 0040 counts it.
 */
export async function addVote(db: Db, reviewId: string, userId: string): Promise<void> {
  await db
    .insertInto('review_votes')
    .columns(['review_id', 'user_id'])
    .expression((eb) =>
      eb
        .selectFrom('reviews')
        .select(['id', eb.val(userId).as('user_id')])
        .where('id', '=', reviewId)
        .where('user_id', '<>', userId),
    )
    .onConflict((oc) => oc.columns(['review_id', 'user_id']).doNothing())
    .execute();
}

export async function removeVote(db: Db, reviewId: string, userId: string): Promise<void> {
  await db
    .deleteFrom('review_votes')
    .where('review_id', '=', reviewId)
    .where('user_id', '=', userId)
    .execute();
}

/** The review's helpful count, or undefined when it is gone. */
export async function helpfulCount(db: Db, reviewId: string): Promise<number | undefined> {
  const row = await db
    .selectFrom('reviews')
    .select('helpful_count')
    .where('id', '=', reviewId)
    .executeTakeFirst();
  return row?.helpful_count;
}

export async function hasReviewed(db: Db, productId: string, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom('reviews')
    .select('id')
    .where('product_id', '=', productId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row !== undefined;
}

/** False when the user already has a review of the product (the unique key settles a race). */
export async function insertReview(
  db: Db,
  review: { id: string; productId: string; userId: string; rating: number; comment: string },
  images: StoredReviewImage[],
): Promise<boolean> {
  const row = await db
    .insertInto('reviews')
    .values({
      id: review.id,
      product_id: review.productId,
      user_id: review.userId,
      rating: review.rating,
      comment: review.comment,
      images: JSON.stringify(images),
    })
    .onConflict((oc) => oc.columns(['product_id', 'user_id']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** The author's review, locked until the transaction ends so concurrent edits apply one after another. */
export async function lockOwnReview(db: Db, id: string, userId: string): Promise<OwnReview | undefined> {
  return db
    .selectFrom('reviews')
    .select(['product_id as productId', 'rating', 'images'])
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .forUpdate()
    .executeTakeFirst();
}

export async function updateReview(
  db: Db,
  id: string,
  changes: { rating: number; comment: string; images: StoredReviewImage[] },
): Promise<void> {
  await db
    .updateTable('reviews')
    .set({
      rating: changes.rating,
      comment: changes.comment,
      images: JSON.stringify(changes.images),
      updated_at: new Date(),
    })
    .where('id', '=', id)
    .execute();
}

export async function deleteOwnReview(db: Db, id: string, userId: string): Promise<OwnReview | undefined> {
  return db
    .deleteFrom('reviews')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .returning(['product_id as productId', 'rating', 'images'])
    .executeTakeFirst();
}

/** Moves the product's stored totals by a review's change (relative, so concurrent reviews add up). */
export async function adjustProductRating(
  db: Db,
  productId: string,
  ratingDelta: number,
  countDelta: number,
): Promise<void> {
  await db
    .updateTable('products')
    .set((eb) => ({
      rating_total: eb('rating_total', '+', ratingDelta),
      num_reviews: eb('num_reviews', '+', countDelta),
    }))
    .where('id', '=', productId)
    .execute();
}

export function inTransaction<T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> {
  return db.transaction().execute(work);
}
