// Login state (docs/product.md#accounts-sessions): a bearer token in local storage under `token`. A missing, malformed or expired
// token is removed and the shopper is treated as logged out.
import { jwtDecode } from 'jwt-decode';
import { useSyncExternalStore } from 'react';
import { watchStorageKey } from './storage-key.ts';

const KEY = 'token';
const { notify, subscribe } = watchStorageKey(KEY);

interface TokenPayload {
  exp?: number;
  userId?: string;
  id?: string;
  _id?: string;
}

function decode(token: string): TokenPayload | undefined {
  try {
    return jwtDecode<TokenPayload>(token);
  } catch {
    return undefined;
  }
}

function isUsable(payload: TokenPayload | undefined): payload is TokenPayload {
  return payload !== undefined && (payload.exp === undefined || payload.exp * 1000 > Date.now());
}

/** The stored token when it is well-formed and unexpired; removes it otherwise. */
export function currentToken(): string | null {
  let token: string | null;
  try {
    token = localStorage.getItem(KEY);
  } catch {
    return null;
  }
  if (!token) return null;
  if (!isUsable(decode(token))) {
    localStorage.removeItem(KEY);
    return null;
  }
  return token;
}

/** The user id the token carries (userId, id or _id), if any (docs/product.md#accounts-sessions). */
export function tokenUserId(token: string | null): string | null {
  if (!token) return null;
  const payload = decode(token);
  return payload?.userId ?? payload?.id ?? payload?._id ?? null;
}

export function storeToken(token: string): void {
  localStorage.setItem(KEY, token);
  notify();
}

export function clearToken(): void {
  localStorage.removeItem(KEY);
  notify();
}

/**
 * Calls `listener` when the signed-in shopper changes, in this tab or another (the `storage` event): a sign-in,
 * a sign-out, or another account. A fresh token for the same user (after a password change) is no change.
 */
export function onShopperChange(listener: () => void): () => void {
  const shopper = () => {
    const token = currentToken();
    return token === null ? null : (tokenUserId(token) ?? token);
  };
  let last = shopper();
  return subscribe(() => {
    const next = shopper();
    if (next === last) return;
    last = next;
    listener();
  });
}

/** The current token (re-rendering when it changes in this tab or another), or null when logged out. */
export function useToken(): string | null {
  return useSyncExternalStore(subscribe, currentToken, () => null);
}
