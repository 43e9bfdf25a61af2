// Buy Now (docs/product.md#checkout-steps): straight to the checkout with that one line, the cart left alone. The
// product page's buttons and the home page's deal cards take this one path. A visitor is asked to sign in first and,
// signed in, lands in that checkout rather than where they started (docs/product.md#accounts-access).
import type { CartItem } from '@shop/shared/cart.schemas';
import type { Product, ProductDetail } from '@shop/shared/catalog.schemas';
import { MESSAGES } from '@shop/shared/messages';
import { toPaise, toRupees } from '@shop/shared/money';
import { defaultSelection, priceFor, type Selection } from '@shop/shared/pricing';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { apiFetch } from '../../lib/api-client.ts';
import { useToken } from '../../lib/auth-token.ts';
import { useLoginPrompt } from '../../lib/use-login-prompt.ts';

export const CHECKOUT_PATH = '/checkout';

/** The product's prices and option prices in paise, as the shared pricing rule takes them. */
export function inPaise(product: Product) {
  return {
    basePrice: toPaise(product.basePrice),
    discountPrice: toPaise(product.discountPrice),
    filters: product.filters.map((filter) => ({
      ...filter,
      priceAdjustments: filter.priceAdjustments.map((a) => ({
        ...a,
        price: toPaise(a.price),
        discountPrice: toPaise(a.discountPrice),
      })),
    })),
  };
}

export interface BuyNowChoice {
  /** The chosen options (every option of the product). */
  selection: Selection;
  quantity: number;
  /** Units of the chosen combination (the product's own stock without variants). */
  stock: number;
  image: string;
  /** Rupees; when the page already has them (the server's answer for the choice), else worked out here. */
  normal?: number | undefined;
  effective?: number | undefined;
}

/**
 * The one line the checkout buys. Its prices are what the shopper was shown; the checkout has the server price the
 * line again (features/checkout/hooks/use-checkout-lines.ts sends product, options and quantity only).
 */
export function buyNowLine(product: Product, choice: BuyNowChoice): CartItem {
  const estimate = priceFor(inPaise(product), choice.selection);
  return {
    product: {
      _id: product._id,
      name: product.name,
      image: choice.image,
      category: product.category,
      countInStock: choice.stock,
      shippingCost: product.shippingCost,
      basePrice: product.basePrice,
      discountPrice: product.discountPrice,
    },
    quantity: choice.quantity,
    price: choice.normal ?? toRupees(estimate.original),
    discountPrice: choice.effective ?? toRupees(estimate.effective),
    filters: { ...choice.selection },
  };
}

/**
 * Whether the shopper must choose options on the product page before buying: a product that keeps stock per
 * combination (sizes, colours: docs/decisions/037-variants.md) has no choice that fits everyone. Anything else is
 * bought with its default options, the ones its page opens on.
 */
export function mustChooseOptions(product: ProductDetail): boolean {
  return product.variants.length > 0;
}

/** GET /api/products/{id}: what a card does not carry (options, variants, prices per option) for its Buy Now. */
export function productToBuy(id: string): Promise<ProductDetail> {
  return apiFetch(`/api/products/${encodeURIComponent(id)}`, {
    fallbackMessage: MESSAGES.errorFetchingProduct,
  });
}

/** One unit of the product with its default options: a deal card's Buy Now. */
export function defaultBuyNowLine(product: ProductDetail, image: string): CartItem {
  return buyNowLine(product, {
    selection: defaultSelection(product.filters),
    quantity: 1,
    stock: product.countInStock,
    image,
  });
}

/** Where Buy Now goes: the checkout, handed the line in its location state. */
export function checkoutWith(line: CartItem): { to: string; state: { items: CartItem[] } } {
  return { to: CHECKOUT_PATH, state: { items: [line] } };
}

/** Buys the line: the checkout for a signed-in shopper; for a visitor 'Please log in to buy products', then that checkout. */
export function useBuyNow(toastDuration?: number): (line: CartItem) => void {
  const token = useToken();
  const navigate = useNavigate();
  const promptLogin = useLoginPrompt(toastDuration);
  return useCallback(
    (line: CartItem) => {
      const next = checkoutWith(line);
      if (token) navigate(next.to, { state: next.state });
      else promptLogin('buy products', next);
    },
    [token, navigate, promptLogin],
  );
}
