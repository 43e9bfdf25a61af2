// What a signed-in shopper's account hears of the browser's "recently viewed" list (docs/decisions/039): at sign-in,
// the browser's list (merged once, then the list is theirs); after that, each product page viewed, at most once a
// minute per product. The writes go one after another, and the account's list is read after them
// (get-recently-viewed.ts), so it holds what they wrote. They run once the page is idle (recently-viewed.tsx).
import { type BrowserList, currentShopper, readList, saveList } from './browser-list.ts';
import { mergeRecentlyViewed } from './merge-recently-viewed.ts';
import { recordView } from './record-view.ts';

let writes: Promise<void> = Promise.resolve();

function enqueue(shopper: string, write: () => Promise<unknown>): void {
  writes = writes.then(async () => {
    // Signed out (or someone else signed in) meanwhile: the write would go without this shopper's session.
    if (currentShopper() !== shopper) return;
    try {
      await write();
    } catch {
      // The list is a convenience: a merge refused or cut short is sent again on the next page (owner still null),
      // a view is simply missing from the account.
    }
  });
}

/** Settles once every write asked for so far has been answered (or has failed). */
export function accountWritesDone(): Promise<void> {
  return writes;
}

/** The list, now `shopper`'s, once the account has it; views added meanwhile stay with it. */
function adopt(shopper: string, list: BrowserList): void {
  if (list.owner === null && currentShopper() === shopper) saveList({ ...list, owner: shopper });
}

/**
 * Tells `shopper`'s account what it has not heard yet: the browser's list while it is still a visitor's (the first
 * page after sign-in), else `viewed`, the product of this page, when browser-list.ts withView says it is due.
 */
export function tellAccount(shopper: string, viewed: string | undefined): void {
  const list = readList();
  if (list.owner === null) {
    if (list.items.length === 0) {
      adopt(shopper, list);
      return;
    }
    enqueue(shopper, async () => {
      await mergeRecentlyViewed(list.items);
      adopt(shopper, readList());
    });
    return;
  }
  if (viewed !== undefined) enqueue(shopper, () => recordView(viewed));
}
