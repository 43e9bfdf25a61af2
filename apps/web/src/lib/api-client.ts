// The one way the web app calls the API: JSON, the bearer token when logged in, `{ message, issues? }` errors,
// and files the API answers (exports) as a Blob with the name the server suggests.
import type { FieldIssue } from '@shop/shared/common.schemas';
import { clearToken, currentToken } from './auth-token.ts';
import { env } from './env.ts';

/** A refused request: its status, the message to show, a 400's field issues and the whole body as sent. */
export class ApiError extends Error {
  readonly status: number;
  /** Every field a validation failure names; empty for other refusals. */
  readonly issues: FieldIssue[];
  /** The parsed JSON body, for a caller that reads more than the message (the import report sent with a 400). */
  readonly body: unknown;

  constructor(status: number, message: string, body?: unknown) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
    this.issues = issuesOf(body);
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function issuesOf(body: unknown): FieldIssue[] {
  if (!isRecord(body) || !Array.isArray(body.issues)) return [];
  return body.issues.flatMap((issue: unknown) =>
    isRecord(issue) && typeof issue.message === 'string'
      ? [{ path: typeof issue.path === 'string' ? issue.path : '', message: issue.message }]
      : [],
  );
}

/** The error for a failed answer: the server's `message` when it sent one, else the fallback. */
function refusal(status: number, body: unknown, fallback: string | undefined): ApiError {
  const message =
    isRecord(body) && typeof body.message === 'string'
      ? body.message
      : (fallback ?? `Request failed (${status})`);
  return new ApiError(status, message, body);
}

interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal | undefined;
  /** Message used when the server gives none (docs/product.md#pages-messages: "the server message, then the fallback"). */
  fallbackMessage?: string;
  /** Makes a repeat of this request return what the first one made (POST /api/orders). */
  idempotencyKey?: string | undefined;
}

/** How a request reaches the API: the browser's fetch, or the server's own router while it renders a page. */
export type ApiTransport = (url: string, init: RequestInit) => Promise<Response>;

let transport: ApiTransport = (url, init) => fetch(url, init);

/** Used once by the server renderer (docs/decisions/024-server-rendering.md); the browser never calls it. */
export function setApiTransport(next: ApiTransport): void {
  transport = next;
}

export async function apiFetch<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' };
  const token = currentToken();
  if (token) headers.authorization = `Bearer ${token}`;
  if (options.idempotencyKey) headers['idempotency-key'] = options.idempotencyKey;
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  const response = await transport(env.apiBase + path, {
    method: options.method ?? 'GET',
    headers,
    body: body ?? null,
    signal: options.signal ?? null,
  });
  const data: unknown = response.status === 204 ? undefined : await response.json().catch(() => undefined);
  // The server no longer accepts this token (expired, revoked, user gone): the shopper is logged out.
  if (response.status === 401 && token) clearToken();
  if (!response.ok) throw refusal(response.status, data, options.fallbackMessage);
  return data as T;
}

export interface Download {
  blob: Blob;
  /** The file name from the answer's Content-Disposition, if it gave one. */
  filename: string | undefined;
  /** The path of the next part, when the answer was one page of several (its `Link: <…>; rel="next"`). */
  next: string | undefined;
}

/** The name in `attachment; filename="products-2025-01-31.csv"`, if there is one. */
export function dispositionFileName(disposition: string | null): string | undefined {
  return disposition ? /filename="?([^";]+)"?/i.exec(disposition)?.[1] : undefined;
}

/** The API path in `Link: </api/…&page=2>; rel="next"`; nothing else is followed. */
export function nextPagePath(link: string | null): string | undefined {
  const path = link ? /<([^>]+)>\s*;\s*rel="?next"?/i.exec(link)?.[1] : undefined;
  return path?.startsWith('/api/') ? path : undefined;
}

/**
 * GETs a file from a route that needs the bearer token (so a plain link cannot fetch it), with apiFetch's
 * token, logout and error rules.
 */
export async function apiDownload(path: string, fallbackMessage: string): Promise<Download> {
  const token = currentToken();
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await transport(env.apiBase + path, { method: 'GET', headers });
  if (response.status === 401 && token) clearToken();
  if (!response.ok) {
    const data: unknown = await response.json().catch(() => undefined);
    throw refusal(response.status, data, fallbackMessage);
  }
  return {
    blob: await response.blob(),
    filename: dispositionFileName(response.headers.get('content-disposition')),
    next: nextPagePath(response.headers.get('link')),
  };
}

/** The text to show for a failed call: the server's message, else the given fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.message ? error.message : fallback;
}
