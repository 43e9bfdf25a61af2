// The head of a served page for crawlers that run no JavaScript (docs/product.md#pages-seo): what a page's metadata is,
// how the web module asks for it, and how it is written into index.html, every value escaped.
import { escapeHtml } from '../../lib/escape-html.ts';

export interface PageMeta {
  /** Replaces the template's <title>; left as it is when absent. */
  title?: string;
  /** Replaces the template's description meta; left as it is when absent. */
  description?: string;
  canonical?: string;
  noindex?: boolean;
  /** Open Graph tags (`<meta property>`), in order. */
  openGraph?: readonly (readonly [property: string, content: string])[];
  /** Twitter card tags (`<meta name>`), in order. */
  twitter?: readonly (readonly [name: string, content: string])[];
  /** A schema.org object written as JSON-LD. */
  jsonLd?: Record<string, unknown>;
  /**
   * The page's largest picture (its LCP element), fetched with the HTML instead of after the scripts have run
   * and asked the API for it: the same `srcset` and `sizes` as the <img>, so the browser picks the same file.
   */
  preloadImage?: { href: string; srcset: string | undefined; sizes: string };
}

export interface PageHead {
  status: 200 | 404;
  meta: PageMeta;
}

/**
 * Metadata for a page path and the query parameters the page reads (the search page's words: the address it is
 * rendered under, web/page-address.lib.ts); undefined keeps the template's defaults.
 */
export type PageMetaResolver = (pathname: string, params: URLSearchParams) => Promise<PageHead | undefined>;

/** JSON safe inside a <script> element: no `<` can start `</script>` or `<!--`. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replaceAll('<', '\\u003c');
}

const TITLE = /<title>[^<]*<\/title>/;
const DESCRIPTION = /<meta\s+name="description"[^>]*>/;

function descriptionTag(description: string): string {
  return `<meta name="description" content="${escapeHtml(description)}" />`;
}

function extraTags(meta: PageMeta, withDescription: boolean): string[] {
  const tags: string[] = [];
  if (meta.preloadImage) {
    const { href, srcset, sizes } = meta.preloadImage;
    const responsive = srcset ? ` imagesrcset="${escapeHtml(srcset)}" imagesizes="${escapeHtml(sizes)}"` : '';
    tags.push(
      `<link rel="preload" as="image" href="${escapeHtml(href)}"${responsive} fetchpriority="high" />`,
    );
  }
  if (withDescription && meta.description !== undefined) tags.push(descriptionTag(meta.description));
  if (meta.noindex) tags.push('<meta name="robots" content="noindex" />');
  if (meta.canonical) tags.push(`<link rel="canonical" href="${escapeHtml(meta.canonical)}" />`);
  for (const [property, content] of meta.openGraph ?? []) {
    tags.push(`<meta property="${escapeHtml(property)}" content="${escapeHtml(content)}" />`);
  }
  for (const [name, content] of meta.twitter ?? []) {
    tags.push(`<meta name="${escapeHtml(name)}" content="${escapeHtml(content)}" />`);
  }
  if (meta.jsonLd) {
    tags.push(`<script type="application/ld+json">${jsonForScript(meta.jsonLd)}</script>`);
  }
  return tags;
}

/**
 * Writes the page's metadata into the app's index.html: replaces its title and description and adds the
 * other tags after the title. Replacements go through functions, so a `$` in a product name stays literal.
 */
export function applyPageMeta(html: string, meta: PageMeta): string {
  let page = html;
  const { title, description } = meta;
  if (title !== undefined) page = page.replace(TITLE, () => `<title>${escapeHtml(title)}</title>`);
  const hasDescription = DESCRIPTION.test(page);
  if (description !== undefined && hasDescription) {
    page = page.replace(DESCRIPTION, () => descriptionTag(description));
  }
  const tags = extraTags(meta, !hasDescription);
  if (tags.length === 0) return page;
  const block = tags.map((tag) => `\n    ${tag}`).join('');
  if (TITLE.test(page)) return page.replace(TITLE, (titleTag) => `${titleTag}${block}`);
  return page.replace('</head>', () => `${block}\n  </head>`);
}
