// Shapes every endpoint shares: ids, error bodies, money on the wire.
import { z } from 'zod';

/** Opaque 24-character ids, exposed as `_id` (ARCHITECTURE, Data). */
export const idSchema = z.string().regex(/^[a-f0-9]{24}$/, 'Invalid id');

/** Rupees on the wire: never negative, at most two decimals (docs/product.md#catalogue-pricing). */
export const rupeesSchema = z.number().nonnegative();

export const errorSchema = z.object({
  message: z.string(),
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ErrorBody = z.infer<typeof errorSchema>;
