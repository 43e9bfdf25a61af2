// The automatic offers live now, as product cards and the product page show them ("Buy 2, get 1 free":
// docs/product.md#checkout-promotions). The list is read once, lazily, by entities/promotions/offers-provider.tsx
// and handed down through this context, so a card (components/) shows its badge without asking for anything.
import type { Offer } from '@shop/shared/promotion.schemas';
import { targets } from '@shop/shared/promotions';
import { createContext, useContext, useEffect } from 'react';

/** What a product is matched on: the same fields the server's rule reads (`targets` in packages/shared). */
export interface OfferedProduct {
  _id: string;
  category: string;
  brand: string;
}

export interface OffersState {
  offers: readonly Offer[];
  /** Asks for the list (a page with a card or a product page); nothing is read until something asks. */
  want: () => void;
}

const NONE: readonly Offer[] = [];

export const OffersContext = createContext<OffersState>({ offers: NONE, want: () => {} });

/**
 * The offers that apply to the product, by the server's own rule: its id, its category, its brand (in any case).
 * `wholeOrder` also keeps the offers on every order ("Free shipping on ₹999+"): the product page lists them, a
 * card shows only the offers aimed at its product.
 */
export function offersFor(
  offers: readonly Offer[],
  product: OfferedProduct,
  { wholeOrder }: { wholeOrder: boolean },
): Offer[] {
  return offers.filter((offer) => {
    if (offer.target === 'order') return wholeOrder;
    return targets(
      { kind: offer.target, values: offer.targetValues },
      { productId: product._id, category: product.category, brand: product.brand },
    );
  });
}

/** The offers for one product; asks for the list once the component is on screen. */
export function useProductOffers(product: OfferedProduct, options: { wholeOrder: boolean }): Offer[] {
  const { offers, want } = useContext(OffersContext);
  useEffect(want, [want]);
  return offers.length === 0 ? [] : offersFor(offers, product, options);
}
