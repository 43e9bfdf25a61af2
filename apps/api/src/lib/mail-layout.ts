// The one look of the shop's mails: a plain readable HTML version and a text version of the same words.
import { escapeHtml } from './escape-html.ts';

export interface MailContent {
  shopName: string;
  heading: string;
  paragraphs: string[];
  /** A one-time code, shown large in the HTML and on its own line in the text. */
  code?: string;
  /** Label: value lines (a sign-in's time, IP, browser). */
  details?: [string, string][];
  /** One button-like link under the text (the order page); its URL is the shop's own, from configuration. */
  link?: { label: string; url: string };
}

export function renderMail({ shopName, heading, paragraphs, code, details = [], link }: MailContent): {
  text: string;
  html: string;
} {
  const text = [
    heading,
    '',
    ...paragraphs.flatMap((paragraph) => [paragraph, '']),
    ...(code ? [`    ${code}`, ''] : []),
    ...details.map(([label, value]) => `${label}: ${value}`),
    ...(details.length > 0 ? [''] : []),
    ...(link ? [`${link.label}: ${link.url}`, ''] : []),
    `— ${shopName}`,
  ].join('\n');

  const html = `<!doctype html>
<html lang="en">
<body style="margin:0;padding:24px;background:#f5f5f5;font-family:Arial,Helvetica,sans-serif;color:#1f2937">
<div style="max-width:520px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px">
<p style="margin:0 0 16px;font-size:20px;font-weight:bold;color:#0f766e">${escapeHtml(shopName)}</p>
<h1 style="margin:0 0 16px;font-size:18px">${escapeHtml(heading)}</h1>
${paragraphs.map((paragraph) => `<p style="margin:0 0 12px;line-height:1.5">${escapeHtml(paragraph)}</p>`).join('\n')}
${code ? `<p style="margin:16px 0;font-size:28px;font-weight:bold;letter-spacing:6px;font-family:monospace">${escapeHtml(code)}</p>` : ''}
${
  details.length > 0
    ? `<table style="margin:12px 0;border-collapse:collapse">${details
        .map(
          ([label, value]) =>
            `<tr><td style="padding:2px 12px 2px 0;color:#6b7280">${escapeHtml(label)}</td><td>${escapeHtml(value)}</td></tr>`,
        )
        .join('')}</table>`
    : ''
}
${link ? `<p style="margin:16px 0"><a href="${escapeHtml(link.url)}" style="display:inline-block;padding:10px 16px;background:#0f766e;color:#ffffff;border-radius:6px;text-decoration:none">${escapeHtml(link.label)}</a></p>` : ''}
<p style="margin:24px 0 0;font-size:13px;color:#6b7280">${escapeHtml(shopName)}</p>
</div>
</body>
</html>
`;
  return { text, html };
}
