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
