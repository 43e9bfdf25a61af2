// Sets the document title for a page (React 19 hoists <title> into <head>).
import { shopConfig } from '../lib/shop-config.ts';

export function PageTitle({ title }: { title?: string }) {
  return (
    <title>
      {title
        ? `${title} | ${shopConfig.name}`
        : `${shopConfig.name}: premium products, delivered across India`}
    </title>
  );
}
