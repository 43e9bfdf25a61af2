// Reads a catalogue image's file name (the contract is packages/shared/src/images.ts): the SVG itself, a WebP
// variant at one of IMAGE_WIDTHS, or the 1200 px JPEG for link previews. Anything else is not an image.
import { IMAGE_WIDTHS } from '@shop/shared/images';

export interface Art {
  motif: string;
  hue: number;
  view: number;
}

/** A raster variant; square, so `width` is the height too. */
export type CatalogVariantName = Art & { format: 'webp' | 'jpeg'; width: number };
export type CatalogImageName = (Art & { format: 'svg' }) | CatalogVariantName;

const FILE = /^([a-z]+)-(\d{1,3})-([0-3])(?:-(\d{1,4}))?\.(svg|webp|jpg)$/;
const PREVIEW_WIDTH = 1200;

export function parseCatalogImageName(file: string): CatalogImageName | undefined {
  const match = FILE.exec(file);
  if (!match) return undefined;
  const [, motif = '', hue = '', view = '', width, extension] = match;
  const art = { motif, hue: Number(hue) % 360, view: Number(view) };
  if (extension === 'svg') return width === undefined ? { ...art, format: 'svg' } : undefined;
  // Compared as text so that `-0480.webp` is not a second name for the 480 variant.
  if (extension === 'webp') {
    const allowed = IMAGE_WIDTHS.find((w) => String(w) === width);
    return allowed === undefined ? undefined : { ...art, format: 'webp', width: allowed };
  }
  return width === String(PREVIEW_WIDTH) ? { ...art, format: 'jpeg', width: PREVIEW_WIDTH } : undefined;
}

/**
 * The file a variant is cached as. The hue is normalised, so `pan-400-0` and `pan-40-0` (the same picture)
 * share one file; every name is made of [a-z0-9-.] only, so it cannot leave the cache directory.
 */
export function variantFileName(name: CatalogVariantName): string {
  return `${name.motif}-${name.hue}-${name.view}-${name.width}.${name.format === 'jpeg' ? 'jpg' : 'webp'}`;
}

/**
 * The picture a name shows, whatever its format and width: `pan-40-0` for `pan-400-0-480.webp` (the hue taken
 * modulo 360). Products, banners and order lines name pictures as `/media/catalog/{key}.svg`.
 */
export function pictureKey(art: Art): string {
  return `${art.motif}-${art.hue}-${art.view}`;
}
