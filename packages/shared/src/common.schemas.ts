// Shapes every endpoint shares: ids, error bodies, money on the wire.
import { z } from 'zod';

/** Opaque 24-character ids, exposed as `_id` (ARCHITECTURE, Data). */
export const idSchema = z.string().regex(/^[a-f0-9]{24}$/, 'Invalid id');

/** Rupees on the wire: never negative, at most two decimals (docs/product.md#catalogue-pricing). */
export const rupeesSchema = z.number().nonnegative();

/** One field a 400 refused: its dotted path (`filters.0.name`, '' for the request as a whole) and why. */
export const fieldIssueSchema = z.object({ path: z.string(), message: z.string() });
export type FieldIssue = z.infer<typeof fieldIssueSchema>;

export const errorSchema = z.object({
  message: z.string(),
  issues: z.array(fieldIssueSchema).optional(),
});
export type ErrorBody = z.infer<typeof errorSchema>;
