// Page metadata for crawlers and link previews (docs/product.md#pages-seo): a product page gets its own title,
// description, canonical URL, Open Graph and Twitter tags and schema.org Product JSON-LD; a category page
// its title, canonical and a preview picture (its newest product's); home its canonical, a preview picture (the
// first banner's) and WebSite JSON-LD. Every other page keeps the defaults of index.html.
import type { Product } from '@shop/shared/catalog.schemas';
import { type Category, categoryFromPath } from '@shop/shared/categories';
import { normaliseSearchText } from '@shop/shared/category-address';
import { idSchema } from '@shop/shared/common.schemas';
import { imageSrcSet, imageVariant, previewImage, STOCK_IMAGES } from '@shop/shared/images';
import { MESSAGES } from '@shop/shared/messages';
import { searchPageDescription, searchPageTitle } from '@shop/shared/search-meta';
import { HOME_TITLE_TAIL, homeDescription, metaDescription, STATIC_PAGE_TITLES } from '@shop/shared/seo';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { findProduct } from '../catalog/catalog.repository.ts';
import { PLACEHOLDER_IMAGE, toProduct } from '../catalog/catalog.shapes.ts';
import type { PageHead, PageMeta } from './page-meta.lib.ts';
import { firstBannerImage, firstCategoryImage } from './seo.repository.ts';

export interface Site {
  publicUrl: string;
  shopName: string;
  /** RETURN_WINDOW_DAYS: the home page's description names it (docs/decisions/036). */
  returnWindowDays: number;
}

export function siteOf(config: Config): Site {
  return {
    publicUrl: config.publicUrl,
    shopName: config.shop.name,
    returnWindowDays: config.promises.returnWindowDays,
  };
}

/** An absolute URL for a path of this site; URLs that already name a host are kept. */
export function absoluteUrl(site: Site, pathOrUrl: string): string {
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl;
  return `${site.publicUrl}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`;
}

export function categoryPath(category: Category): string {
  return `/shop/${category.toLowerCase()}`;
}

export function productPath(product: { category: string; id: string }): string {
  return `/shop/${product.category.toLowerCase()}/${product.id}`;
}

async function findProductForPage(db: Db, id: string): Promise<Product | undefined> {
  if (!idSchema.safeParse(id).success) return undefined;
  const record = await findProduct(db, id);
  return record && toProduct(record);
}

function productJsonLd(site: Site, product: Product, url: string, description: string) {
  const images = product.images.length > 0 ? product.images : [PLACEHOLDER_IMAGE];
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    image: images.map((image) => absoluteUrl(site, previewImage(image))),
    description,
    sku: product._id,
    brand: { '@type': 'Brand', name: product.brand },
    category: product.category,
    offers: {
      '@type': 'Offer',
      price: product.displayPrice,
      priceCurrency: 'INR',
      availability: product.countInStock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      url,
    },
    // Search engines reject a rating with no reviews behind it.
    ...(product.numReviews > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: product.cumulativeRating,
            reviewCount: product.numReviews,
          },
        }
      : {}),
  };
}

/** The first picture of the product page's gallery, as its <img> asks for it (web: product-gallery.tsx). */
function galleryImage(src: string): PageMeta['preloadImage'] {
  return { href: imageVariant(src, 960), srcset: imageSrcSet(src), sizes: '(min-width: 1024px) 40vw, 100vw' };
}

export function productPageMeta(site: Site, product: Product): PageMeta {
  const url = absoluteUrl(site, productPath({ category: product.category, id: product._id }));
  // A product without a description still needs one that says what the page is.
  const text =
    product.description || `${product.name}: ${product.brand}, ${product.category}, at ${site.shopName}.`;
  const description = metaDescription(text);
  const image = absoluteUrl(site, previewImage(product.images[0] ?? PLACEHOLDER_IMAGE));
  return {
    title: `${product.name} | ${site.shopName}`,
    description,
    canonical: url,
    openGraph: [
      ['og:type', 'product'],
      ['og:title', product.name],
      ['og:description', description],
      ['og:image', image],
      ['og:url', url],
      ['og:site_name', site.shopName],
      ['product:price:amount', String(product.displayPrice)],
      ['product:price:currency', 'INR'],
    ],
    twitter: [
      ['twitter:card', 'summary_large_image'],
      ['twitter:title', product.name],
      ['twitter:description', description],
      ['twitter:image', image],
    ],
    // Structured data has no 160-character limit: the whole text describes the product best.
    jsonLd: productJsonLd(site, product, url, text),
    preloadImage: galleryImage(product.images[0] ?? STOCK_IMAGES[0] ?? PLACEHOLDER_IMAGE),
  };
}

/** The Open Graph and Twitter tags of a page that is not a product's, with its preview picture when it has one. */
function sharingTags(title: string, description: string, url: string, site: Site, image: string | undefined) {
  return {
    openGraph: [
      ['og:type', 'website'],
      ['og:title', title],
      ['og:description', description],
      ...(image ? [['og:image', image] as const] : []),
      ['og:url', url],
      ['og:site_name', site.shopName],
    ] as const,
    twitter: [
      ['twitter:card', image ? 'summary_large_image' : 'summary'],
      ['twitter:title', title],
      ['twitter:description', description],
      ...(image ? [['twitter:image', image] as const] : []),
    ] as const,
  };
}

/** A category page's head; `picture` (a product picture of the category) previews a shared link to it. */
export function categoryPageMeta(site: Site, category: Category, picture?: string): PageMeta {
  const url = absoluteUrl(site, categoryPath(category));
  const title = `${category} | ${site.shopName}`;
  const description = metaDescription(
    `Shop ${category} products at ${site.shopName}: compare brands and prices in rupees, delivered across India.`,
  );
  const image = picture && absoluteUrl(site, previewImage(picture));
  return { title, description, canonical: url, ...sharingTags(title, description, url, site, image) };
}

/** The search results page's head: its words in the title, and kept out of search engines' indexes. */
export function searchPageMeta(site: Site, query: string): PageMeta {
  const title = `${searchPageTitle(query)} | ${site.shopName}`;
  return { title, description: searchPageDescription(query, site.shopName), noindex: true };
}

function notFoundMeta(site: Site): PageMeta {
  return { title: `${MESSAGES.productNotFound} | ${site.shopName}`, noindex: true };
}

/**
 * The head of the page at `pathname`: `/shop/{category}/{id}` (404 for an unknown or malformed id),
 * `/shop/{category}` and `/shop` (unknown or missing category → Fashion, docs/product.md#pages-seo route table), `/`,
 * and `/search` with the words of `params` (docs/product.md#search-results).
 */
export async function pageHeadFor(
  db: Db,
  site: Site,
  pathname: string,
  params: URLSearchParams = new URLSearchParams(),
): Promise<PageHead | undefined> {
  const segments = pathname.split('/').filter((segment) => segment !== '');
  if (segments.length === 1 && segments[0] === 'search') {
    return { status: 200, meta: searchPageMeta(site, normaliseSearchText(params.get('q'))) };
  }
  if (segments.length === 0) {
    const banner = await firstBannerImage(db);
    // As the hero carousel's first slide asks for it (web: hero-carousel.tsx).
    const preloadImage = banner && {
      href: imageVariant(banner, 640),
      srcset: imageSrcSet(banner),
      sizes: '(min-width: 768px) 384px, 320px',
    };
    const title = `${site.shopName}: ${HOME_TITLE_TAIL}`;
    const canonical = absoluteUrl(site, '/');
    // A shared link to the shop (a chat, a post) previews with the first banner's picture.
    const image = banner && absoluteUrl(site, previewImage(banner));
    const description = homeDescription(site.returnWindowDays);
    return {
      status: 200,
      meta: {
        title,
        description,
        canonical,
        ...sharingTags(title, description, canonical, site, image),
        // The site's name as search results show it.
        jsonLd: { '@context': 'https://schema.org', '@type': 'WebSite', name: site.shopName, url: canonical },
        ...(preloadImage && { preloadImage }),
      },
    };
  }
  const staticTitle = segments.length === 1 ? STATIC_PAGE_TITLES[`/${segments[0]}`] : undefined;
  if (staticTitle !== undefined) {
    const notFound = segments[0] === 'product-not-found';
    return {
      status: 200,
      meta: {
        title: `${staticTitle} | ${site.shopName}`,
        ...(notFound ? { noindex: true } : { canonical: absoluteUrl(site, `/${segments[0]}`) }),
      },
    };
  }
  if (segments[0] !== 'shop' || segments.length > 3) return undefined;
  const [, categorySegment, productId] = segments;
  if (productId === undefined) {
    const category = categoryFromPath(categorySegment);
    return { status: 200, meta: categoryPageMeta(site, category, await firstCategoryImage(db, category)) };
  }
  const product = await findProductForPage(db, productId);
  if (!product) return { status: 404, meta: notFoundMeta(site) };
  return { status: 200, meta: productPageMeta(site, product) };
}
