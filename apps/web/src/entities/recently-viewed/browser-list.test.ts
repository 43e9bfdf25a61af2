// The browser's "recently viewed" list (docs/decisions/039-phone-shopper-second-walk.md): newest first, each product
// once, at most RECENTLY_VIEWED_MAX; the account told of a product at most once a minute; a list written for another
// shopper, or for one who signed out, emptied before anyone sees it.
import { RECENTLY_VIEWED_MAX } from '@shop/shared/recently-viewed';
import { describe, expect, it } from 'vitest';
import { type BrowserList, claimedBy, parseList, withView } from './browser-list.ts';

const id = (n: number) => n.toString(16).padStart(24, '0');
const ids = (list: BrowserList) => list.items.map((view) => view.id);
const MINUTE = 60_000;

describe('withView', () => {
  it('puts the product first, once, and keeps the newest RECENTLY_VIEWED_MAX', () => {
    let list: BrowserList = { owner: null, items: [] };
    for (let n = 1; n <= RECENTLY_VIEWED_MAX + 2; n += 1) list = withView(list, id(n), n * MINUTE).list;
    expect(ids(list)).toHaveLength(RECENTLY_VIEWED_MAX);
    expect(ids(list)[0]).toBe(id(RECENTLY_VIEWED_MAX + 2));
    expect(ids(list)).not.toContain(id(1));
    expect(ids(list)).not.toContain(id(2));
    const again = withView(list, id(5), 100 * MINUTE).list;
    expect(ids(again)[0]).toBe(id(5));
    expect(ids(again).filter((one) => one === id(5))).toHaveLength(1);
    expect(ids(again)).toHaveLength(RECENTLY_VIEWED_MAX);
  });

  it('tells the account of a new product, and of one seen again only a minute or more later', () => {
    const list = withView({ owner: 'u1', items: [] }, id(1), 0);
    expect(list.tellAccount).toBe(true);
    expect(withView(list.list, id(1), MINUTE - 1).tellAccount).toBe(false);
    expect(withView(list.list, id(1), MINUTE).tellAccount).toBe(true);
  });
});

describe('claimedBy', () => {
  const visitors: BrowserList = { owner: null, items: [{ id: id(1), at: 1 }] };
  const ashas: BrowserList = { owner: 'asha', items: [{ id: id(2), at: 2 }] };

  it("keeps a visitor's list for anyone (it joins the account at sign-in), and a shopper's own", () => {
    expect(claimedBy(visitors, null)).toBe(visitors);
    expect(claimedBy(visitors, 'asha')).toBe(visitors);
    expect(claimedBy(ashas, 'asha')).toBe(ashas);
  });

  it("empties a shopper's list once they have signed out, or for another shopper", () => {
    expect(claimedBy(ashas, null)).toEqual({ owner: null, items: [] });
    expect(claimedBy(ashas, 'ravi')).toEqual({ owner: 'ravi', items: [] });
  });
});

describe('parseList', () => {
  it('reads nothing, bad JSON or another shape as an empty list', () => {
    for (const text of [null, '', 'not json', '[1,2]', '"text"', 'null']) {
      expect(parseList(text)).toEqual({ owner: null, items: [] });
    }
  });

  it('keeps only well-formed views, newest first, each product once, at most RECENTLY_VIEWED_MAX', () => {
    const items = [
      { id: id(1), at: 10 },
      { id: 'not-an-id', at: 20 },
      { id: id(2), at: 'yesterday' },
      { id: id(3), at: 30 },
      { id: id(1), at: 5 },
      ...Array.from({ length: RECENTLY_VIEWED_MAX }, (_, n) => ({ id: id(100 + n), at: 1 })),
    ];
    const list = parseList(JSON.stringify({ owner: 'asha', items }));
    expect(list.owner).toBe('asha');
    expect(ids(list).slice(0, 2)).toEqual([id(3), id(1)]);
    expect(ids(list)).toHaveLength(RECENTLY_VIEWED_MAX);
    expect(new Set(ids(list)).size).toBe(RECENTLY_VIEWED_MAX);
  });
});
