import { describe, expect, it } from 'vitest';
import { imageSrcSet, imageVariant, previewImage } from './images.ts';
import { metaDescription } from './seo.ts';

describe('image variants', () => {
  it('picks the smallest WebP variant at least as wide as asked', () => {
    expect(imageVariant('/media/catalog/pan-10-0.svg', 300)).toBe('/media/catalog/pan-10-0-320.webp');
    expect(imageVariant('/media/catalog/pan-10-0.svg', 5000)).toBe('/media/catalog/pan-10-0-1200.webp');
  });

  it('lists every variant in the srcset', () => {
    expect(imageSrcSet('/media/catalog/mug-200-3.svg')).toBe(
      '/media/catalog/mug-200-3-160.webp 160w, /media/catalog/mug-200-3-320.webp 320w, /media/catalog/mug-200-3-480.webp 480w, /media/catalog/mug-200-3-640.webp 640w, /media/catalog/mug-200-3-960.webp 960w, /media/catalog/mug-200-3-1200.webp 1200w',
    );
  });

  it('leaves other URLs alone', () => {
    expect(imageVariant('/media/placeholder.svg', 300)).toBe('/media/placeholder.svg');
    expect(imageSrcSet('https://example.com/a.jpg')).toBeUndefined();
    expect(previewImage('/media/uploads/x.webp')).toBe('/media/uploads/x.webp');
    expect(previewImage('/media/catalog/pan-10-0.svg')).toBe('/media/catalog/pan-10-0-1200.jpg');
  });
});

describe('variants of uploaded product photos', () => {
  const local = '/media/uploads/products/0123456789abcdef0123456789abcdef.webp';
  const bucket = 'https://cdn.example.com/shop/products/0123456789abcdef0123456789abcdef.webp';

  it('names the variants written beside the photo, locally or in a bucket', () => {
    expect(imageVariant(local, 300)).toBe(
      '/media/uploads/products/0123456789abcdef0123456789abcdef-320.webp',
    );
    expect(imageVariant(bucket, 2000)).toBe(
      'https://cdn.example.com/shop/products/0123456789abcdef0123456789abcdef-1200.webp',
    );
    expect(imageSrcSet(local)?.split(', ')).toHaveLength(6);
    expect(previewImage(bucket)).toBe(
      'https://cdn.example.com/shop/products/0123456789abcdef0123456789abcdef-1200.jpg',
    );
  });

  it('leaves review photos and other uploads alone', () => {
    expect(imageVariant('/media/uploads/reviews/0123456789abcdef0123456789abcdef.webp', 300)).toBe(
      '/media/uploads/reviews/0123456789abcdef0123456789abcdef.webp',
    );
    expect(imageVariant('/media/uploads/products/0123456789abcdef0123456789abcdef-320.webp', 160)).toBe(
      '/media/uploads/products/0123456789abcdef0123456789abcdef-320.webp',
    );
  });
});

describe('metaDescription', () => {
  it('keeps short text and cuts long text at 160 characters', () => {
    expect(metaDescription('  A   kettle.\n')).toBe('A kettle.');
    const cut = metaDescription('word '.repeat(100));
    expect(cut.length).toBeLessThanOrEqual(160);
    expect(cut.endsWith('…')).toBe(true);
  });
});
