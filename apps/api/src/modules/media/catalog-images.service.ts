// The catalogue's pictures: the SVG drawing as it is, or a WebP or JPEG rendering of it, made with sharp on
// first request and then kept on disk (a render costs 10–250 ms of CPU; a cached file costs one read). Only
// pictures of the catalogue are rendered, one queue turn each (docs/decisions/018-picture-work-limits.md).
import { AppError } from '../../lib/app-error.ts';
import { imageWork, type Sharp } from '../../lib/image-work.ts';
import { catalogArt } from './catalog-art.lib.ts';
import { type CatalogVariantName, parseCatalogImageName, variantFileName } from './catalog-image-name.lib.ts';
import type { CatalogPictures } from './catalog-pictures.service.ts';
import type { DiskCache } from './disk-cache.lib.ts';

export type CatalogImage = { format: 'svg'; body: string } | { format: 'webp' | 'jpeg'; body: Buffer };

export interface CatalogImages {
  /** The image named by a file under /media/catalog/; throws NOT_FOUND for any other name. */
  get(file: string): Promise<CatalogImage>;
}

const IMAGE_NOT_FOUND = 'Image not found';

// The width attribute catalogArt gives its <svg>: sharp rasterises at that size when the density is 72 dpi.
const ART_PIXELS = 800;
const WEBP_QUALITY = 78;
const JPEG_QUALITY = 82;

export function createCatalogImages(deps: { cache: DiskCache; pictures: CatalogPictures }): CatalogImages {
  return {
    async get(file) {
      const name = parseCatalogImageName(file);
      const svg = name ? catalogArt(name.motif, name.hue, name.view) : undefined;
      if (!name || svg === undefined) throw new AppError('NOT_FOUND', IMAGE_NOT_FOUND);
      // The drawing is a string template: it costs no more than the 404 would, so any well-formed name gets it.
      if (name.format === 'svg') return { format: 'svg', body: svg };
      const body = await deps.cache.get(variantFileName(name), async () => {
        // Asked on a disk miss only: a file on disk was a catalogue picture when it was made, and costs a read.
        if (!(await deps.pictures.includes(name))) throw new AppError('NOT_FOUND', IMAGE_NOT_FOUND);
        return imageWork((sharp) => renderVariant(sharp, svg, name));
      });
      return { format: name.format, body };
    },
  };
}

async function renderVariant(
  sharp: Sharp,
  svg: string,
  name: Pick<CatalogVariantName, 'format' | 'width'>,
): Promise<Buffer> {
  // Rasterising the vector at the output size, rather than scaling an 800 px bitmap, keeps 960 and 1200 sharp;
  // resize() then pins the exact size should the drawing's own size ever change.
  const image = sharp(Buffer.from(svg), { density: (72 * name.width) / ART_PIXELS })
    .resize(name.width, name.width)
    // The art is opaque; dropping the alpha channel makes smaller files and a JPEG needs none anyway.
    .flatten({ background: '#ffffff' });
  // sharp copies no metadata (EXIF, ICC, XMP) into its output unless asked to, so these carry pixels only.
  if (name.format === 'webp') return image.webp({ quality: WEBP_QUALITY }).toBuffer();
  // mozjpeg: a quarter smaller for about 0.1 s more, paid once per picture (the file is cached).
  return image.jpeg({ quality: JPEG_QUALITY, mozjpeg: true }).toBuffer();
}
