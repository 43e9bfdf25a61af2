// Admin calls whose answer apiFetch cannot give: a 400's field issues, an import report sent with a 400, and
// file downloads. Same token and logout rule as lib/api-client.ts.
import { ApiError } from '../../../../lib/api-client.ts';
import { clearToken, currentToken } from '../../../../lib/auth-token.ts';
import { env } from '../../../../lib/env.ts';

export interface FieldIssue {
  /** Dotted path of the field at fault (`filters.0.name`), '' for the request as a whole. */
  path: string;
  message: string;
}

/** A refused request with the server's `message` and, for validation failures, every field issue. */
export class AdminRequestError extends ApiError {
  readonly issues: FieldIssue[];

  constructor(status: number, message: string, issues: FieldIssue[]) {
    super(status, message);
    this.name = 'AdminRequestError';
    this.issues = issues;
  }
}

/** fetch with the bearer token; a 401 for a token the client holds logs the admin out, as apiFetch does. */
export async function authorizedFetch(path: string, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  const token = currentToken();
  if (token) headers.set('authorization', `Bearer ${token}`);
  const response = await fetch(env.apiBase + path, { ...init, headers });
  if (response.status === 401 && token) clearToken();
  return response;
}

export async function readJson(response: Response): Promise<unknown> {
  return response.json().catch(() => undefined);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function issuesOf(body: Record<string, unknown>): FieldIssue[] {
  if (!Array.isArray(body.issues)) return [];
  return body.issues.flatMap((issue: unknown) =>
    isRecord(issue) && typeof issue.message === 'string'
      ? [{ path: typeof issue.path === 'string' ? issue.path : '', message: issue.message }]
      : [],
  );
}

/** The error for a failed answer whose JSON body has been read. */
export function requestError(status: number, body: unknown, fallback: string): AdminRequestError {
  if (!isRecord(body)) return new AdminRequestError(status, fallback, []);
  const message = typeof body.message === 'string' && body.message ? body.message : fallback;
  return new AdminRequestError(status, message, issuesOf(body));
}

/** A JSON request whose failure keeps the server's field issues. */
export async function adminJson<T>(
  path: string,
  method: 'POST' | 'PUT',
  body: unknown,
  fallback: string,
): Promise<T> {
  const response = await authorizedFetch(path, {
    method,
    headers: { accept: 'application/json', 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const data = await readJson(response);
  if (!response.ok) throw requestError(response.status, data, fallback);
  return data as T;
}
