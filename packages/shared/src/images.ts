// Responsive image URLs (ARCHITECTURE, Front end: the server makes WebP variants; cards use srcset).
// A catalogue image `/media/catalog/{name}.svg` has WebP variants `/media/catalog/{name}-{width}.webp` at
// the widths below, and a JPEG `/media/catalog/{name}-1200.jpg` for link previews (Open Graph). A photo the
// shop uploaded (`…/products/{32 hex}.webp`, served locally or by a bucket) has the same variants beside it,
// written at upload time (docs/decisions/013). Any other URL (placeholder, external) is used as it is.

export const IMAGE_WIDTHS = [160, 320, 480, 640, 960, 1200] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

const CATALOG_SVG = /^(\/media\/catalog\/[a-z]+-\d{1,3}-[0-3])\.svg$/;
const UPLOADED_PHOTO = /^((?:https?:\/\/[^\s?#]+|\/media\/uploads)\/products\/[0-9a-f]{32})\.webp$/;

/** The URL its variants are named after (without extension), or undefined for URLs without variants. */
function variantBase(url: string): string | undefined {
  return (CATALOG_SVG.exec(url) ?? UPLOADED_PHOTO.exec(url))?.[1];
}

/** The WebP variant at least `width` wide (the largest when none is), or the URL itself without variants. */
export function imageVariant(url: string, width: number): string {
  const base = variantBase(url);
  if (base === undefined) return url;
  const chosen = IMAGE_WIDTHS.find((w) => w >= width) ?? IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1];
  return `${base}-${chosen}.webp`;
}

/** A `srcset` listing every WebP variant, or undefined for URLs without variants. */
export function imageSrcSet(url: string): string | undefined {
  const base = variantBase(url);
  if (base === undefined) return undefined;
  return IMAGE_WIDTHS.map((w) => `${base}-${w}.webp ${w}w`).join(', ');
}

/** The image for link previews: a 1200 px JPEG for catalogue images and uploaded photos, else the URL itself. */
export function previewImage(url: string): string {
  const base = variantBase(url);
  return base === undefined ? url : `${base}-1200.jpg`;
}

/** Four stock pictures for a product that has none (docs/product.md#catalogue-product). */
export const STOCK_IMAGES = [
  '/media/catalog/bag-30-0.svg',
  '/media/catalog/bag-200-1.svg',
  '/media/catalog/bag-140-2.svg',
  '/media/catalog/bag-330-3.svg',
];
