// The one way the web app calls the API: JSON, the bearer token when logged in, `{ message }` errors.
import { clearToken, currentToken } from './auth-token.ts';
import { env } from './env.ts';

export class ApiError extends Error {
  readonly status: number;

  constructor(status: number, message: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
  }
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
  if (!response.ok) {
    const message =
      typeof data === 'object' && data !== null && 'message' in data && typeof data.message === 'string'
        ? data.message
        : (options.fallbackMessage ?? `Request failed (${response.status})`);
    throw new ApiError(response.status, message);
  }
  return data as T;
}

/** The text to show for a failed call: the server's message, else the given fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.message ? error.message : fallback;
}
