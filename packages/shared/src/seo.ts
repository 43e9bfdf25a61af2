// Page metadata rules shared by the server (HTML for crawlers) and the browser (spec §2: the description
// meta text is cut to 160 characters).
export const META_DESCRIPTION_LIMIT = 160;

/** Collapses whitespace and cuts the text to 160 characters, ending with an ellipsis when cut. */
export function metaDescription(text: string): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= META_DESCRIPTION_LIMIT) return clean;
  return `${clean.slice(0, META_DESCRIPTION_LIMIT - 1).trimEnd()}…`;
}
