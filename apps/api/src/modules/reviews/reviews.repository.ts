// SQL of reviews, and of the rating totals they keep on their product. The service decides the transaction.
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
  createdAt: Date;
  updatedAt: Date;
}

/** What an edit or delete needs from the review it changes. */
export interface OwnReview {
  productId: string;
  rating: number;
  images: StoredReviewImage[];
}

function selectReviews(db: Db) {
  return db
    .selectFrom('reviews as r')
    .innerJoin('users as u', 'u.id', 'r.user_id')
    .select((eb) => [
      // 'Verified purchase': the author received this product (delivered_at stays set through returns).
      eb
        .exists(
          eb
            .selectFrom('orders as o')
            .innerJoin('order_items as oi', 'oi.order_id', 'o.id')
            .select(sql`1`.as('one'))
            .whereRef('o.user_id', '=', 'r.user_id')
            .whereRef('oi.product_id', '=', 'r.product_id')
            .where('o.delivered_at', 'is not', null),
        )
        .$castTo<boolean>()
        .as('verifiedPurchase'),
      'r.id',
      'r.product_id as productId',
      'r.user_id as userId',
      'u.first_name as firstName',
      'u.last_name as lastName',
      'r.rating',
      'r.comment',
      'r.images',
      'r.created_at as createdAt',
      'r.updated_at as updatedAt',
    ]);
}

/** One page of a product's reviews, newest first (the id breaks ties so pages never overlap). */
export async function listReviews(
  db: Db,
  productId: string,
  offset: number,
  limit: number,
): Promise<{ reviews: ReviewRecord[]; total: number }> {
  const [reviews, count] = await Promise.all([
    selectReviews(db)
      .where('r.product_id', '=', productId)
      .orderBy('r.created_at', 'desc')
      .orderBy('r.id', 'desc')
      .offset(offset)
      .limit(limit)
      .execute(),
    db
      .selectFrom('reviews')
      .select(sql<number>`count(*)::int`.as('total'))
      .where('product_id', '=', productId)
      .executeTakeFirstOrThrow(),
  ]);
  return { reviews, total: count.total };
}

/** A product's newest reviews, at most `limit`, without a count: one range of `reviews_product_newest`. */
export async function newestReviews(db: Db, productId: string, limit: number): Promise<ReviewRecord[]> {
  return selectReviews(db)
    .where('r.product_id', '=', productId)
    .orderBy('r.created_at', 'desc')
    .orderBy('r.id', 'desc')
    .limit(limit)
    .execute();
}

export async function findReview(db: Db, id: string): Promise<ReviewRecord | undefined> {
  return selectReviews(db).where('r.id', '=', id).executeTakeFirst();
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
