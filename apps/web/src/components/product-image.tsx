// A product picture: responsive WebP variants with explicit size (no layout shift), lazy below the fold,
// and the placeholder when the image cannot load (docs/product.md#catalogue-pictures: broken images fall back to placeholders).
import { imageSrcSet, imageVariant } from '@shop/shared/images';
import type { SyntheticEvent } from 'react';

export const PLACEHOLDER_IMAGE = '/media/placeholder.svg';

interface ProductImageProps {
  src: string;
  alt: string;
  /** The `sizes` attribute: how wide the image is drawn. */
  sizes: string;
  /** Intrinsic size hint (square images). */
  width?: number;
  /** Above the fold: load at once with high priority. */
  priority?: boolean;
  className?: string;
  draggable?: boolean;
}

function fallBack(event: SyntheticEvent<HTMLImageElement>) {
  const image = event.currentTarget;
  if (image.dataset.fallback) return;
  image.dataset.fallback = '1';
  image.removeAttribute('srcset');
  image.src = PLACEHOLDER_IMAGE;
}

export function ProductImage({
  src,
  alt,
  sizes,
  width = 480,
  priority = false,
  className,
  draggable,
}: ProductImageProps) {
  return (
    <img
      src={imageVariant(src, width)}
      srcSet={imageSrcSet(src)}
      sizes={sizes}
      alt={alt}
      width={width}
      height={width}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding="async"
      draggable={draggable}
      onError={fallBack}
      className={className}
    />
  );
}
