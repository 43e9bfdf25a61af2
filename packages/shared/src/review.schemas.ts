// Reviews with photos (spec §3 Review, §5 rating rule, §7 Reviews; decisions §7).
import { z } from 'zod';
import { idSchema } from './common.schemas.ts';
import { MESSAGES } from './messages.ts';

export const MAX_REVIEW_IMAGES = 5;
export const MAX_REVIEW_IMAGE_BYTES = 5 * 1024 * 1024;
export const MAX_COMMENT_LENGTH = 2000;

export const ratingSchema = z.coerce
  .number({ error: MESSAGES.ratingRequired })
  .int(MESSAGES.ratingRequired)
  .min(1, MESSAGES.ratingRequired)
  .max(5, MESSAGES.ratingRequired);

export const reviewImageSchema = z.object({ url: z.string(), thumbnailUrl: z.string() });

export const reviewSchema = z.object({
  _id: idSchema,
  product: idSchema,
  user: z.object({ _id: idSchema, firstName: z.string(), lastName: z.string() }),
  rating: z.number().int().min(1).max(5),
  comment: z.string(),
  images: z.array(reviewImageSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Review = z.infer<typeof reviewSchema>;

export const reviewListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});

export const reviewListSchema = z.object({
  reviews: z.array(reviewSchema),
  total: z.number().int(),
  page: z.number().int(),
  pages: z.number().int(),
  cumulativeRating: z.number(),
  numReviews: z.number().int(),
});
export type ReviewList = z.infer<typeof reviewListSchema>;

export const reviewResponseSchema = z.object({ message: z.string(), review: reviewSchema });
