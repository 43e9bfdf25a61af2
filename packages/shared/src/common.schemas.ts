// Shapes every endpoint shares: ids, error bodies, money on the wire.
import { z } from 'zod';

/** Opaque 24-character ids, exposed as `_id` (ARCHITECTURE, Data). */
export const idSchema = z.string().regex(/^[a-f0-9]{24}$/, 'Invalid id');

/** Rupees on the wire: never negative, at most two decimals (docs/product.md#catalogue-pricing). */
export const rupeesSchema = z.number().nonnegative();

/** One field a 400 refused: its dotted path (`filters.0.name`, '' for the request as a whole) and why. */
export const fieldIssueSchema = z.object({ path: z.string(), message: z.string() });
export type FieldIssue = z.infer<typeof fieldIssueSchema>;

/** Text a form must fill in: trimmed, not empty, at most `max` characters; the messages name the field. */
export function requiredText(field: string, max: number) {
  return z
    .string({ error: `${field} is required` })
    .trim()
    .min(1, `${field} is required`)
    .max(max, `${field} must be at most ${max} characters`);
}

/**
 * Line breaks, tabs and the other control characters (C0 and C1, the Unicode line and paragraph separators, and the
 * bidirectional embeddings, overrides and isolates), in runs with the spaces around them.
 */
const LINE_BREAKING = /\s*[\p{Cc}\u2028\u2029\u202A-\u202E\u2066-\u2069]+\s*/gu;

/**
 * The text on one line: each run of line breaks and control characters becomes one space. A name or an address
 * line goes into plain-text mails to suppliers, labels and CSV files; on lines of its own it could pass for the
 * shop's words there (issue 50).
 */
export function toOneLine(text: string): string {
  return text.replace(LINE_BREAKING, ' ');
}

/** A string collapsed to one line (toOneLine) before anything else: chain `.trim()`, `.min()`, `.max()` on it. */
export function oneLineString(params?: Parameters<typeof z.string>[0]) {
  return z.string(params).overwrite(toOneLine);
}

/** A list query's page number, from 1; the first page when absent. */
export const pageNumberQuerySchema = z.coerce.number().int().min(1).max(100_000).default(1);

/** `page` and `limit` of a back-office list query: the first page and `defaultLimit` items when absent. */
export function pageQueryFields(defaultLimit: number, maxLimit = 100) {
  return {
    page: pageNumberQuerySchema,
    limit: z.coerce.number().int().min(1).max(maxLimit).default(defaultLimit),
  };
}

/** What a paged list answers beside its items: how many match in all, which page this is and how many there are. */
export const pageTotalsFields = {
  total: z.number().int(),
  page: z.number().int(),
  pages: z.number().int(),
};

export const errorSchema = z.object({
  message: z.string(),
  issues: z.array(fieldIssueSchema).optional(),
});
export type ErrorBody = z.infer<typeof errorSchema>;
