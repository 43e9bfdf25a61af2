// A page's title and, when given, its description and link-preview tags (React 19 hoists them into <head>).
// The server writes the same into the HTML of product and category pages for crawlers (decisions §8).
import { metaDescription } from '@shop/shared/seo';
import { shopConfig } from '../lib/shop-config.ts';

interface PageTitleProps {
  title?: string;
  description?: string;
  image?: string;
}

export function PageTitle({ title, description, image }: PageTitleProps) {
  const fullTitle = title
    ? `${title} | ${shopConfig.name}`
    : `${shopConfig.name}: premium products, delivered across India`;
  const text = description ? metaDescription(description) : undefined;
  return (
    <>
      <title>{fullTitle}</title>
      {text && <meta name="description" content={text} />}
      {text && <meta property="og:description" content={text} />}
      <meta property="og:title" content={fullTitle} />
      {image && <meta property="og:image" content={new URL(image, window.location.origin).href} />}
    </>
  );
}
