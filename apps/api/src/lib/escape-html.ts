// Text made safe inside markup: HTML (pages, mails) and XML (the sitemap), which differ only in the apostrophe.

function escapeMarkup(text: string, apostrophe: '&#39;' | '&apos;'): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", apostrophe);
}

/** Escapes text for an HTML attribute value or element text. */
export function escapeHtml(text: string): string {
  return escapeMarkup(text, '&#39;');
}

/** Escapes text for XML element text or an attribute value (the sitemap). */
export function escapeXml(text: string): string {
  return escapeMarkup(text, '&apos;');
}
