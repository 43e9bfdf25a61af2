// Hands the automatic offers to every card and product page (lib/offers.ts). Nothing is read until a component
// that shows offers asks, and then only once the browser is idle after the page has come alive: the list must
// never delay the first paint or the first tap (docs/decisions/024-server-rendering.md). The server renders no
// badge, and neither does the hydrating render, so both agree.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { OffersContext, type OffersState } from '../../lib/offers.ts';
import { whenIdle } from '../../lib/when-idle.ts';
import { offersQueryOptions, refreshOffers } from './get-offers.ts';

const NO_OFFERS: OffersState['offers'] = [];

export function OffersProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [wanted, setWanted] = useState(false);
  const [ready, setReady] = useState(false);
  const read = useRef(false);
  // Each card asks as it comes on screen. After the first read, a page asking once the list is older than a minute
  // reads it again, when the browser is idle, the old badges shown meanwhile (get-offers.ts).
  const want = useCallback(() => {
    setWanted(true);
    if (read.current) whenIdle(() => void refreshOffers(queryClient));
  }, [queryClient]);
  useEffect(() => {
    read.current = ready;
    return wanted && !ready ? whenIdle(() => setReady(true)) : undefined;
  }, [wanted, ready]);
  const list = useQuery({ ...offersQueryOptions, enabled: ready });
  const found = list.data?.offers;
  // With no offer live (the usual case) the value never changes, so no card renders again for it.
  const offers = found && found.length > 0 ? found : NO_OFFERS;
  const value = useMemo<OffersState>(() => ({ offers, want }), [offers, want]);
  return <OffersContext.Provider value={value}>{children}</OffersContext.Provider>;
}
