// Which routes the server renders, and which built files a rendered page preloads (docs/decisions/024).
import { describe, expect, it } from 'vitest';
import { isServerRenderedPath, scriptsOf } from './page-renderer.lib.ts';

describe('server-rendered pages', () => {
  it.each([
    '/',
    '/shop/fashion',
    '/shop/fashion/',
    '/shop/kitchen/0123456789abcdef01234567',
    '/search',
    '/about',
    '/faq',
    '/product-not-found',
  ])('renders %s on the server', (pathname) => expect(isServerRenderedPath(pathname)).toBe(true));

  it.each([
    '/cart',
    '/checkout',
    '/order/abc',
    '/profile',
    '/wishlist',
    '/admin',
    '/auth',
    '/shop/a/b/c',
    '/aboutx',
    '/search/kettle',
    '//',
    '//about',
    '/about//',
    '//evil.example/shop/x',
  ])('leaves %s to the browser', (pathname) => expect(isServerRenderedPath(pathname)).toBe(false));

  it("preloads a page's chunk and every chunk it imports, once each", () => {
    const manifest = {
      'src/features/home/components/home-page.tsx': {
        file: 'assets/home-page-1.js',
        imports: ['_card.js', '_image.js'],
      },
      '_card.js': { file: 'assets/card-2.js', imports: ['_image.js'] },
      '_image.js': { file: 'assets/image-3.js' },
      'src/other.tsx': { file: 'assets/other-4.js' },
    };
    expect(scriptsOf(manifest, ['src/features/home/components/home-page.tsx', 'src/unknown.tsx'])).toEqual([
      'assets/home-page-1.js',
      'assets/card-2.js',
      'assets/image-3.js',
    ]);
  });
});
