// Reviews with photos (docs/product.md#reviews rating rule, docs/product.md#reviews): one per user per product, changed only
// by their author, with the product's rating totals moved in the same transaction as each change; "helpful" votes by
// other signed-in shoppers, one each (docs/decisions/039-phone-shopper-second-walk.md).
import { idSchema } from '@shop/shared/common.schemas';
import { MESSAGES } from '@shop/shared/messages';
import { UNPAGED_LIST_MAX } from '@shop/shared/pagination';
import {
  MAX_REVIEW_IMAGES,
  type RatingBreakdown,
  REVIEW_MESSAGES,
  REVIEWS_PAGE_SIZE,
  type Review,
  type ReviewList,
  type ReviewListQuery,
  type ReviewVote,
  reviewCreateFieldsSchema,
  reviewUpdateFieldsSchema,
} from '@shop/shared/review.schemas';
import type { z } from 'zod';
import type { Storage } from '../../adapters/storage.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { newId } from '../../lib/ids.ts';
import { pageFigures, pageOffset } from '../../lib/paging.ts';
import { findProductOrThrow } from '../catalog/catalog.service.ts';
import { type FileLog, removeImages, storeImages } from './review-files.lib.ts';
import type { ReviewForm } from './review-form.lib.ts';
import { processReviewImages } from './review-images.lib.ts';
import * as repository from './reviews.repository.ts';

export interface ReviewDeps {
  db: Db;
  storage: Storage;
  log: FileLog;
}

function toReview(record: repository.ReviewRecord, storage: Storage): Review {
  return {
    _id: record.id,
    product: record.productId,
    user: { _id: record.userId, firstName: record.firstName, lastName: record.lastName },
    rating: record.rating,
    comment: record.comment,
    images: record.images.map((image) => storage.urlFor(image.key)),
    thumbnails: record.images.map((image) => storage.urlFor(image.thumbnailKey)),
    verifiedPurchase: record.verifiedPurchase,
    helpfulCount: record.helpfulCount,
    votedHelpful: record.votedHelpful,
    createdAt: record.createdAt.toISOString(),
    updatedAt: record.updatedAt.toISOString(),
  };
}

// The rounding product-shapes.ts uses for listings (one decimal), so both pages show the same average.
function averageRating(total: number, count: number): number {
  return count > 0 ? Math.round((total / count) * 10) / 10 : 0;
}

function parseFields<T>(schema: z.ZodType<T>, fields: ReviewForm['fields']): T {
  const parsed = schema.safeParse(fields);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const message = issue?.path[0] === 'productId' ? MESSAGES.invalidProductId : issue?.message;
  throw new AppError('INVALID', message ?? MESSAGES.invalidRequest);
}

function checkReviewId(reviewId: string): void {
  if (!idSchema.safeParse(reviewId).success) throw new AppError('INVALID', REVIEW_MESSAGES.invalidReviewId);
}

async function loadReview(deps: ReviewDeps, id: string): Promise<Review> {
  const record = await repository.findReview(deps.db, id);
  if (!record) throw new AppError('NOT_FOUND', REVIEW_MESSAGES.reviewNotFound);
  return toReview(record, deps.storage);
}

/** Who reads a list and how they asked for it: `viewerId` is the signed-in reader, if any (their own votes show). */
export interface ListRequest {
  productId: string;
  query: ReviewListQuery;
  viewerId: string | undefined;
}

/** Each number of stars from 5 down to 1 with how many reviews gave it. */
function breakdownOf(counts: { rating: number; count: number }[]): RatingBreakdown {
  return [5, 4, 3, 2, 1].map((stars) => ({
    stars,
    count: counts.find((row) => row.rating === stars)?.count ?? 0,
  }));
}

/**
 * One page of a product's reviews with the totals, the average and the rating breakdown: the answer to a query with
 * `page` or `limit`.
 */
export async function listReviewPage(db: Db, storage: Storage, request: ListRequest): Promise<ReviewList> {
  const { query } = request;
  const page = query.page ?? 1;
  const limit = query.limit ?? REVIEWS_PAGE_SIZE;
  const product = await findProductOrThrow(db, request.productId);
  const listing = { productId: product.id, sort: query.sort ?? 'newest', viewerId: request.viewerId };
  const [{ reviews, total }, counts] = await Promise.all([
    repository.listReviews(db, listing, pageOffset(page, limit), limit),
    repository.ratingCounts(db, product.id),
  ]);
  return {
    reviews: reviews.map((record) => toReview(record, storage)),
    ...pageFigures(total, page, limit),
    cumulativeRating: averageRating(product.ratingTotal, product.numReviews),
    numReviews: product.numReviews,
    ratingBreakdown: breakdownOf(counts),
  };
}

/**
 * The spec's bare list (docs/product.md#reviews), the answer to a query without `page` or `limit`: the first reviews
 * in the order asked for (newest first without `sort`), at most UNPAGED_LIST_MAX
 * (docs/decisions/022-spec-shapes-and-paging.md).
 */
export async function listFirstReviews(db: Db, storage: Storage, request: ListRequest): Promise<Review[]> {
  const product = await findProductOrThrow(db, request.productId);
  const listing = { productId: product.id, sort: request.query.sort ?? 'newest', viewerId: request.viewerId };
  const reviews = await repository.firstReviews(db, listing, UNPAGED_LIST_MAX);
  return reviews.map((record) => toReview(record, storage));
}

/**
 * Marks a review helpful for the voter (`helpful` true) or takes the mark back (false). Either is idempotent: a
 * second tap of the same state changes nothing, so a repeated request never counts twice. The author cannot vote
 * on their own review (403); a missing review is 404.
 */
export async function voteHelpful(
  db: Db,
  userId: string,
  reviewId: string,
  helpful: boolean,
): Promise<ReviewVote> {
  checkReviewId(reviewId);
  const author = await repository.reviewAuthor(db, reviewId);
  if (author === undefined) throw new AppError('NOT_FOUND', REVIEW_MESSAGES.reviewNotFound);
  if (author === userId) throw new AppError('FORBIDDEN', REVIEW_MESSAGES.ownReviewVote);
  if (helpful) await repository.addVote(db, reviewId, userId);
  else await repository.removeVote(db, reviewId, userId);
  // Deleted by its author in between: answered as the missing review it now is.
  const helpfulCount = await repository.helpfulCount(db, reviewId);
  if (helpfulCount === undefined) throw new AppError('NOT_FOUND', REVIEW_MESSAGES.reviewNotFound);
  return { helpfulCount, votedHelpful: helpful };
}

export async function createReview(deps: ReviewDeps, userId: string, form: ReviewForm): Promise<Review> {
  const fields = parseFields(reviewCreateFieldsSchema, form.fields);
  const product = await findProductOrThrow(deps.db, fields.productId);
  // Checked before any photo is decoded; the unique key still settles two requests racing past this.
  if (await repository.hasReviewed(deps.db, product.id, userId)) {
    throw new AppError('CONFLICT', REVIEW_MESSAGES.alreadyReviewed);
  }
  const images = await storeImages(deps.storage, deps.log, await processReviewImages(form.images));
  const id = newId();
  try {
    await repository.inTransaction(deps.db, async (trx) => {
      const review = { id, productId: product.id, userId, rating: fields.rating, comment: fields.comment };
      if (!(await repository.insertReview(trx, review, images))) {
        throw new AppError('CONFLICT', REVIEW_MESSAGES.alreadyReviewed);
      }
      await repository.adjustProductRating(trx, product.id, fields.rating, 1);
    });
  } catch (error) {
    await removeImages(deps.storage, deps.log, images);
    throw error;
  }
  return loadReview(deps, id);
}

/** Keeps the photos whose URLs are in `keepImages` (others named there are ignored), adds the new ones. */
export async function updateReview(
  deps: ReviewDeps,
  userId: string,
  reviewId: string,
  form: ReviewForm,
): Promise<Review> {
  checkReviewId(reviewId);
  const fields = parseFields(reviewUpdateFieldsSchema, form.fields);
  const keep = new Set(fields.keepImages);
  // A cheap look first, so nobody's photos are decoded for a review they cannot edit; the lock below decides.
  const existing = await repository.findReview(deps.db, reviewId);
  if (existing?.userId !== userId) throw new AppError('NOT_FOUND', REVIEW_MESSAGES.reviewNotFound);
  const added = await storeImages(deps.storage, deps.log, await processReviewImages(form.images));
  let removed: repository.OwnReview['images'] = [];
  try {
    await repository.inTransaction(deps.db, async (trx) => {
      const current = await repository.lockOwnReview(trx, reviewId, userId);
      // Someone else's review answers like a missing one: its existence is not the caller's business.
      if (!current) throw new AppError('NOT_FOUND', REVIEW_MESSAGES.reviewNotFound);
      const kept = current.images.filter((image) => keep.has(deps.storage.urlFor(image.key)));
      if (kept.length + added.length > MAX_REVIEW_IMAGES) {
        throw new AppError('INVALID', REVIEW_MESSAGES.tooManyImages);
      }
      removed = current.images.filter((image) => !kept.includes(image));
      const images = [...kept, ...added];
      await repository.updateReview(trx, reviewId, {
        rating: fields.rating,
        comment: fields.comment,
        images,
      });
      await repository.adjustProductRating(trx, current.productId, fields.rating - current.rating, 0);
    });
  } catch (error) {
    await removeImages(deps.storage, deps.log, added);
    throw error;
  }
  await removeImages(deps.storage, deps.log, removed);
  return loadReview(deps, reviewId);
}

export async function deleteReview(deps: ReviewDeps, userId: string, reviewId: string): Promise<void> {
  checkReviewId(reviewId);
  const deleted = await repository.inTransaction(deps.db, async (trx) => {
    const review = await repository.deleteOwnReview(trx, reviewId, userId);
    if (!review) throw new AppError('NOT_FOUND', REVIEW_MESSAGES.reviewNotFound);
    await repository.adjustProductRating(trx, review.productId, -review.rating, -1);
    return review;
  });
  await removeImages(deps.storage, deps.log, deleted.images);
}
