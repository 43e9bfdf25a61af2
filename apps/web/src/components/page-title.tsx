// A page's title and, when given, its description. The server writes the whole head of a page once (title,
// description, canonical, link previews, JSON-LD: docs/decisions/024-server-rendering.md); in the browser this
// keeps the title and description in step as the shopper moves between pages, changing the tags the head already
// has instead of adding a second set.
import { HOME_TITLE_TAIL, metaDescription } from '@shop/shared/seo';
import { useEffect } from 'react';
import { shopConfig } from '../lib/shop-config.ts';

interface PageTitleProps {
  title?: string;
  description?: string;
}

function setContent(selector: string, content: string) {
  document.head.querySelector(selector)?.setAttribute('content', content);
}

export function PageTitle({ title, description }: PageTitleProps) {
  const fullTitle = title ? `${title} | ${shopConfig.name}` : `${shopConfig.name}: ${HOME_TITLE_TAIL}`;
  useEffect(() => {
    document.title = fullTitle;
    setContent('meta[property="og:title"]', fullTitle);
    if (description) {
      const text = metaDescription(description);
      setContent('meta[name="description"]', text);
      setContent('meta[property="og:description"]', text);
    }
  }, [fullTitle, description]);
  return null;
}
