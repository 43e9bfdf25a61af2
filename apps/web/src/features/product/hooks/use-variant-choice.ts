// The shopper's choice of options on the product page, shared by the gallery (a colour's own pictures) and the
// purchase panel (sold-out values, the chosen combination's stock), by the rules of utils/variant-choice.ts.
import type { ProductDetail } from '@shop/shared/catalog.schemas';
import type { Selection } from '@shop/shared/pricing';
import { useMemo, useState } from 'react';
import { choose, chosenPictures, chosenStock, initialSelection, isSoldOut } from '../utils/variant-choice.ts';

export interface VariantChoice {
  selection: Record<string, string>;
  /** Units of the chosen combination (the product's own stock without variants). */
  stock: number;
  /** The gallery's pictures: the chosen values' own first, then the product's. */
  pictures: string[];
  isSoldOut: (index: number, value: string) => boolean;
  /** Picks `value` for option `index` and answers the new selection's units. */
  choose: (index: number, value: string) => number;
}

export function useVariantChoice(product: ProductDetail): VariantChoice {
  const { filters, variants, images, countInStock } = product;
  // Computed from the product alone, so the server's first render and the browser's hydration agree.
  const [selection, setSelection] = useState(() => initialSelection(filters, variants));
  const pictures = useMemo(() => chosenPictures(filters, selection, images), [filters, selection, images]);
  const stockOf = (chosen: Selection) => chosenStock(filters, variants, countInStock, chosen);

  return {
    selection,
    stock: stockOf(selection),
    pictures,
    isSoldOut: (index, value) => isSoldOut(filters, variants, selection, index, value),
    choose: (index, value) => {
      const next = choose(filters, variants, selection, index, value);
      setSelection(next);
      return stockOf(next);
    },
  };
}
