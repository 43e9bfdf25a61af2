// The browser's "recently viewed" list (docs/decisions/039-phone-shopper-second-walk.md, docs/product.md#pages-home):
// the last RECENTLY_VIEWED_MAX product ids, newest first, with when each was viewed, in localStorage. `owner` is the
// shopper signed in when it was written (null: a visitor's). A visitor's list joins the account's at sign-in and then
// belongs to that shopper; once they sign out, or another shopper signs in, it is emptied before anything shows it,
// so the next person on the phone sees none of it.
import { RECENTLY_VIEWED_MAX, RECENTLY_VIEWED_REWRITE_SECONDS } from '@shop/shared/recently-viewed';
import { currentToken, tokenUserId } from '../../lib/auth-token.ts';

export const STORAGE_KEY = 'recentlyViewed';

export interface BrowserView {
  id: string;
  /** When, in milliseconds since 1970. */
  at: number;
}

export interface BrowserList {
  owner: string | null;
  items: BrowserView[];
}

const EMPTY: BrowserList = { owner: null, items: [] };
/** A product id as the API writes it (`idSchema` of packages/shared/src/common.schemas.ts). */
const PRODUCT_ID = /^[a-f0-9]{24}$/;

function isView(value: unknown): value is BrowserView {
  if (typeof value !== 'object' || value === null) return false;
  const { id, at } = value as Record<string, unknown>;
  return typeof id === 'string' && PRODUCT_ID.test(id) && typeof at === 'number' && Number.isFinite(at);
}

/** The stored text as a list; anything unreadable (another version, a hand edit) reads as an empty one. */
export function parseList(text: string | null): BrowserList {
  if (!text) return EMPTY;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return EMPTY;
  }
  if (typeof value !== 'object' || value === null) return EMPTY;
  const { owner, items } = value as Record<string, unknown>;
  const seen = new Set<string>();
  const views = (Array.isArray(items) ? items : []).filter(isView).filter((view) => {
    if (seen.has(view.id)) return false;
    seen.add(view.id);
    return true;
  });
  return {
    owner: typeof owner === 'string' ? owner : null,
    items: views.sort((a, b) => b.at - a.at).slice(0, RECENTLY_VIEWED_MAX),
  };
}

/**
 * The list with `id` viewed at `now`: first, once, the oldest dropped past the cap. `tellAccount`: whether the
 * account should hear of it, as it hears of a product at most once a minute (decision 039).
 */
export function withView(
  list: BrowserList,
  id: string,
  now: number,
): { list: BrowserList; tellAccount: boolean } {
  const before = list.items.find((view) => view.id === id);
  const others = list.items.filter((view) => view.id !== id);
  return {
    list: { owner: list.owner, items: [{ id, at: now }, ...others].slice(0, RECENTLY_VIEWED_MAX) },
    tellAccount: !before || now - before.at >= RECENTLY_VIEWED_REWRITE_SECONDS * 1000,
  };
}

/**
 * The list as `shopper` (null: nobody signed in) may see it: a list written for another shopper, or for one who
 * has signed out, is emptied. A visitor's list stays as it is; it is theirs once merged (`adoptedBy`).
 */
export function claimedBy(list: BrowserList, shopper: string | null): BrowserList {
  if (list.owner === null || list.owner === shopper) return list;
  return { owner: shopper, items: [] };
}

/** Who is signed in, as auth-token.ts's onShopperChange tells shoppers apart; null for a visitor. */
export function currentShopper(): string | null {
  const token = currentToken();
  return token === null ? null : (tokenUserId(token) ?? token);
}

/** The stored list as the shopper signed in now may see it (emptied, and stored so, when it is not theirs). */
export function readList(): BrowserList {
  let text: string | null = null;
  try {
    text = localStorage.getItem(STORAGE_KEY);
  } catch {
    // Storage blocked (a private window's settings): no list.
  }
  const stored = parseList(text);
  const claimed = claimedBy(stored, currentShopper());
  if (claimed !== stored) saveList(claimed);
  return claimed;
}

export function saveList(list: BrowserList): void {
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(list));
  } catch {
    // Storage full or blocked: the list is only a convenience.
  }
}
