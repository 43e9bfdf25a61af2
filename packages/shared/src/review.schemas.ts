// Reviews with photos (docs/product.md#reviews rating rule, docs/product.md#reviews).
import { z } from 'zod';
import { idSchema, pageTotalsFields } from './common.schemas.ts';
import { MESSAGES } from './messages.ts';
import { UNPAGED_LIST_MAX } from './pagination.ts';
import { REVIEW_SORTS } from './review-options.ts';

export const MAX_REVIEW_IMAGES = 5;
export const MAX_REVIEW_IMAGE_BYTES = 5 * 1024 * 1024;
export const MAX_COMMENT_LENGTH = 2000;

export const REVIEW_MESSAGES = {
  alreadyReviewed: 'You have already reviewed this product. Edit your review instead.',
  reviewNotFound: 'Review not found',
  invalidReviewId: 'Invalid review id',
  commentTooLong: `The comment can be at most ${MAX_COMMENT_LENGTH} characters`,
  tooManyImages: `You can attach at most ${MAX_REVIEW_IMAGES} photos`,
  imageTooLarge: `Each photo must be at most ${MAX_REVIEW_IMAGE_BYTES / (1024 * 1024)} MB`,
  notAnImage: 'Photos must be JPEG, PNG, WebP or GIF images',
  notMultipart: 'Send the review as multipart/form-data',
  unreadableForm: 'The review form could not be read',
  badSort: 'Sort reviews by newest, helpful or photos',
  ownReviewVote: 'You cannot mark your own review as helpful',
} as const;

export const ratingSchema = z.coerce
  .number({ error: MESSAGES.ratingRequired })
  .int(MESSAGES.ratingRequired)
  .min(1, MESSAGES.ratingRequired)
  .max(5, MESSAGES.ratingRequired);

export const reviewSchema = z.object({
  _id: idSchema,
  product: idSchema,
  user: z.object({ _id: idSchema, firstName: z.string(), lastName: z.string() }),
  rating: z.number().int().min(1).max(5),
  comment: z.string(),
  /** The photos' addresses, as the spec's Review has them (docs/product.md#api-shapes): what an `<img src>` takes. */
  images: z.array(z.string()),
  /** A small version of each photo, in the order of `images` (our review list shows these). */
  thumbnails: z.array(z.string()),
  /**
   * 'Verified purchase': the author has an order of this product that was delivered and not returned, worked out by
   * the server (docs/decisions/039-phone-shopper-second-walk.md). Like the two below, an addition beside the spec's fields.
   */
  verifiedPurchase: z.boolean(),
  /** How many signed-in shoppers marked the review helpful (one vote each, never the author's). */
  helpfulCount: z.number().int().min(0),
  /** Whether the shopper asking (by the optional bearer token) marked it helpful; false for a visitor. */
  votedHelpful: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Review = z.infer<typeof reviewSchema>;

export const REVIEWS_PAGE_SIZE = 20;

/**
 * Either `page` or `limit` asks for the paged envelope; without both the answer is the spec's bare list
 * (docs/decisions/022-spec-shapes-and-paging.md). The defaults are filled in by the service. `sort` orders either.
 */
export const reviewListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).optional(),
  limit: z.coerce.number().int().min(1).max(50).optional(),
  sort: z.enum(REVIEW_SORTS, { error: REVIEW_MESSAGES.badSort }).optional(),
});
export type ReviewListQuery = z.infer<typeof reviewListQuerySchema>;

/** How many of the product's reviews gave each number of stars, 5 first: the bars above the list. */
export const ratingBreakdownSchema = z
  .array(z.object({ stars: z.number().int().min(1).max(5), count: z.number().int().min(0) }))
  .length(5);
export type RatingBreakdown = z.infer<typeof ratingBreakdownSchema>;

export const reviewListSchema = z
  .object({
    reviews: z.array(reviewSchema),
    ...pageTotalsFields,
    cumulativeRating: z.number(),
    numReviews: z.number().int(),
    ratingBreakdown: ratingBreakdownSchema,
  })
  .describe(
    "With page or limit: one page of reviews (newest first unless `sort` says otherwise), the totals, the product's " +
      'average and how many reviews gave each number of stars.',
  );
export type ReviewList = z.infer<typeof reviewListSchema>;

/** The spec's list of reviews (docs/product.md#reviews), answered without `page` or `limit`. */
export const bareReviewListSchema = z
  .array(reviewSchema)
  .max(UNPAGED_LIST_MAX)
  .describe(
    `Without page or limit: the reviews, newest first unless \`sort\` says otherwise, at most ${UNPAGED_LIST_MAX}.`,
  );

export const reviewListAnswerSchema = z.xor([bareReviewListSchema, reviewListSchema]);

export const reviewResponseSchema = z.object({ message: z.string(), review: reviewSchema });

/** The answer to marking a review helpful or taking the mark back: the review's count and the caller's vote. */
export const reviewVoteSchema = z.object({
  helpfulCount: z.number().int().min(0),
  votedHelpful: z.boolean(),
});
export type ReviewVote = z.infer<typeof reviewVoteSchema>;

/**
 * The text fields of the multipart forms (files go in the repeated `images` field). POST /api/reviews takes
 * rating, comment and productId; PUT /api/reviews/:reviewId takes rating, comment and `keepImages`, the
 * repeated URLs of the review's current photos to keep (any other current photo is removed).
 */
export const reviewCreateFieldsSchema = z.object({
  rating: ratingSchema,
  comment: z.string().max(MAX_COMMENT_LENGTH, REVIEW_MESSAGES.commentTooLong).default(''),
  productId: idSchema,
});
export type ReviewCreateFields = z.infer<typeof reviewCreateFieldsSchema>;

export const reviewUpdateFieldsSchema = z.object({
  rating: ratingSchema,
  comment: z.string().max(MAX_COMMENT_LENGTH, REVIEW_MESSAGES.commentTooLong).default(''),
  keepImages: z.array(z.string()).max(MAX_REVIEW_IMAGES, REVIEW_MESSAGES.tooManyImages).default([]),
});
export type ReviewUpdateFields = z.infer<typeof reviewUpdateFieldsSchema>;

export const reviewParamsSchema = z.object({ reviewId: z.string() });
export const reviewProductParamsSchema = z.object({ productId: z.string() });
export const reviewDeletedSchema = z.object({ message: z.string() });
