// The shop's identity, contact details and order cap. The server writes them into index.html (no extra request)
// and hands them to its own renderer (configureShop); the Vite dev server does neither, so the neutral defaults
// apply there.
export interface ShopConfig {
  name: string;
  supportPhone: string;
  supportEmail: string;
  supportWhatsapp: string;
  /** Units of one product one order may hold (the server's MAX_UNITS_PER_PRODUCT); it refuses more. */
  maxUnitsPerProduct: number;
}

const defaults: ShopConfig = {
  name: 'ShopNest',
  supportPhone: '+911234567890',
  supportEmail: 'support@example.com',
  supportWhatsapp: '911234567890',
  maxUnitsPerProduct: 10,
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
