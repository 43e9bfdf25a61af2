// The shop's identity, contact details, order cap and promises. The server writes them into index.html (no extra
// request) and hands them to its own renderer (configureShop); the Vite dev server does neither, so the neutral
// defaults apply there.
import { FREE_SHIPPING_OVER, RETURN_WINDOW_DAYS } from '@shop/shared/shop-policy';

export interface ShopConfig {
  name: string;
  supportPhone: string;
  supportEmail: string;
  supportWhatsapp: string;
  /** Units of one product one order may hold (the server's MAX_UNITS_PER_PRODUCT); it refuses more. */
  maxUnitsPerProduct: number;
  /** Google sign-in is set up on the server (OIDC_CLIENT_ID); without it the button says so instead. */
  googleSignIn: boolean;
  /** Days after delivery a return may be asked for (RETURN_WINDOW_DAYS); lib/promise-words.ts words it. */
  returnWindowDays: number;
  /** Orders from this subtotal ship free (FREE_SHIPPING_OVER_RUPEES); lib/shipping-words.ts words it. */
  freeShippingOverRupees: number;
  /** Rupees express and overnight delivery add to the standard shipping (docs/decisions/036). */
  expressShippingFee: number;
  overnightShippingFee: number;
}

const defaults: ShopConfig = {
  name: 'ShopNest',
  supportPhone: '+911234567890',
  supportEmail: 'support@example.com',
  supportWhatsapp: '911234567890',
  maxUnitsPerProduct: 10,
  // The Vite dev server writes no settings: the button then leads to the server, which says so if it is not set up.
  googleSignIn: true,
  returnWindowDays: RETURN_WINDOW_DAYS,
  freeShippingOverRupees: FREE_SHIPPING_OVER / 100,
  expressShippingFee: 99,
  overnightShippingFee: 199,
};

function read(): ShopConfig {
  const element = typeof document === 'undefined' ? null : document.getElementById('shop-config');
  if (!element?.textContent) return defaults;
  try {
    return { ...defaults, ...(JSON.parse(element.textContent) as Partial<ShopConfig>) };
  } catch {
    return defaults;
  }
}

export const shopConfig: ShopConfig = read();

/** The server renderer's copy of the settings it also writes into the page (docs/decisions/024-server-rendering.md). */
export function configureShop(config: Partial<ShopConfig>): void {
  Object.assign(shopConfig, config);
}
