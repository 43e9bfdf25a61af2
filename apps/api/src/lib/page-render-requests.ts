// The server renderer's own requests for a page's data (docs/decisions/024-server-rendering.md) carry a secret of
// this process, so the per-visitor budgets do not count them (the page request that caused them was counted) and
// no visitor can pass for one.
import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

const HEADER = 'x-shop-page-render';
const SECRET = randomBytes(24).toString('base64url');

/** Headers that mark a request as the renderer's own. */
export function pageRenderHeaders(): Record<string, string> {
  return { [HEADER]: SECRET };
}

export function isPageRenderRequest(request: FastifyRequest): boolean {
  return request.headers[HEADER] === SECRET;
}

// A catalogue answer to the renderer says so, with the stock shards of its products: while the catalogue's version
// and those shards' stock versions stay put, the answer stays the same, so a page built from such answers can be
// served again after one shared version read (docs/decisions/024-server-rendering.md). Never sent to a visitor.
const CATALOGUE_ANSWER_HEADER = 'x-shop-catalogue-shards';

/** The header marking a catalogue answer; `undefined` shards (not tracked) stand for every shard. */
export function catalogueAnswerHeader(shards: readonly number[] | undefined): [string, string] {
  return [CATALOGUE_ANSWER_HEADER, shards ? shards.join(',') : '*'];
}

/**
 * The stock shards a catalogue answer depends on, `'all'` when it did not track them, or undefined when the answer
 * is not a catalogue answer.
 */
export function catalogueAnswerShards(
  headers: Record<string, string | string[] | number | undefined>,
): readonly number[] | 'all' | undefined {
  const value = headers[CATALOGUE_ANSWER_HEADER];
  if (typeof value !== 'string') return undefined;
  if (value === '*') return 'all';
  return value === '' ? [] : value.split(',').map(Number);
}
