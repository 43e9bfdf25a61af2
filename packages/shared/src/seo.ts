// Page metadata rules shared by the server (HTML for crawlers) and the browser (docs/product.md#pages-seo: the description
// meta text is cut to 160 characters).
import { returnWindowName } from './return-window.ts';

export const META_DESCRIPTION_LIMIT = 160;

/** Collapses whitespace and cuts the text to 160 characters, ending with an ellipsis when cut. */
export function metaDescription(text: string): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= META_DESCRIPTION_LIMIT) return clean;
  return `${clean.slice(0, META_DESCRIPTION_LIMIT - 1).trimEnd()}…`;
}

/** The home page's title after the shop's name, and its description (the page head and the browser agree). */
export const HOME_TITLE_TAIL = 'premium products, delivered across India';
/** The spec's marketing line ("up to 70% off, 30-day money back") with the shop's own window (docs/decisions/036). */
export function homeDescription(returnWindowDays: number): string {
  return `Premium products from suppliers worldwide, delivered across India. Up to 70% off, ${returnWindowName(returnWindowDays)} returns.`;
}

/** The titles of the pages that hold no catalogue data, by path (before " | {shop name}"). */
export const STATIC_PAGE_TITLES: Readonly<Record<string, string>> = {
  '/about': 'About Us',
  '/faq': 'Frequently Asked Questions',
  '/terms': 'Terms & Conditions',
  '/privacy': 'Privacy Policy',
  '/shipping': 'Shipping Policy',
  '/returns': 'Returns & Refunds',
  '/product-not-found': 'Product Not Found',
};
