// "Recently viewed" on the home page and the product page (docs/product.md#pages-home, docs/decisions/039): the
// products this browser (or, signed in, this account) viewed, newest first, the page's own product left out. It
// exists on the client only: the server cannot read the browser's list, so the server's page and the hydrating
// render hold nothing, and nothing is asked before the page is idle (the first paint and the first tap never wait
// for it: docs/decisions/024-server-rendering.md). The cards' data then comes in one request. The page draws the
// section (`children`): entities hold data, components/ the shop's cards.
import type { ProductCard } from '@shop/shared/catalog.schemas';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { onShopperChange } from '../../lib/auth-token.ts';
import { whenIdle } from '../../lib/when-idle.ts';
import { tellAccount } from './account-writes.ts';
import { currentShopper, readList, saveList, withView } from './browser-list.ts';
import { recentlyViewedQueryOptions } from './get-recently-viewed.ts';
import { recentlyViewedProductsQueryOptions } from './get-recently-viewed-products.ts';

interface Shown {
  /** What the list was read for: this page's product and the shopper then (a change hides it at once). */
  key: string;
  shopper: string | null;
  /** The browser's ids, the page's product left out. */
  ids: string[];
}

/** Counts sign-ins and sign-outs here or in another tab, so the list is read again for whoever is signed in. */
function useShopperChanges(): number {
  const [changes, setChanges] = useState(0);
  useEffect(() => onShopperChange(() => setChanges((count) => count + 1)), []);
  return changes;
}

/**
 * `current`: the product whose page this is (noted as viewed, and left out); none on the home page. `children`
 * draws the cards; nothing is drawn without any.
 */
export function RecentlyViewed({
  current,
  children,
}: {
  current?: string;
  children: (products: ProductCard[]) => ReactNode;
}) {
  const shopperChanges = useShopperChanges();
  const key = `${current ?? ''}:${shopperChanges}`;
  const [shown, setShown] = useState<Shown | null>(null);
  /** The product last noted in the browser's list, and whether the account has yet to hear of it. */
  const noted = useRef<{ id: string; tell: boolean } | null>(null);

  useEffect(() => {
    // The view is noted at once (a shopper who leaves before the page is idle has still seen the product); the
    // account hears of it, and the list is read, when the page is idle.
    if (current !== undefined && noted.current?.id !== current) {
      const { list, tellAccount: tell } = withView(readList(), current, Date.now());
      saveList(list);
      noted.current = { id: current, tell };
    }
    return whenIdle(() => {
      const shopper = currentShopper();
      if (shopper !== null) {
        const due = noted.current?.tell === true ? noted.current.id : undefined;
        if (noted.current) noted.current.tell = false;
        tellAccount(shopper, due);
      }
      const ids = readList()
        .items.map((view) => view.id)
        .filter((id) => id !== current);
      setShown({ key, shopper, ids });
    });
  }, [current, key]);

  const ready = shown?.key === key ? shown : null;
  const visitor = useQuery({
    ...recentlyViewedProductsQueryOptions(ready?.ids ?? []),
    enabled: ready !== null && ready.shopper === null && ready.ids.length > 0,
  });
  const account = useQuery({
    ...recentlyViewedQueryOptions(ready?.shopper ?? '', ready?.ids ?? []),
    enabled: ready !== null && ready.shopper !== null,
  });
  if (ready === null) return null;
  const answer = ready.shopper === null ? visitor.data : account.data;
  const products = answer?.products.filter((product) => product._id !== current) ?? [];
  return products.length > 0 ? children(products) : null;
}
