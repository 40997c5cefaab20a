/**
 * What report HTML may contain (docs/architecture/security.md), one list for both sanitizers: the server's before
 * storing a report and the browser's before showing it. No images, media, frames, forms, scripts or
 * styles: nothing a report shows can load from anywhere or run.
 */
export const REPORT_ALLOWED_TAGS = [
  'a',
  'b',
  'blockquote',
  'br',
  'caption',
  'code',
  'del',
  'div',
  'em',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'hr',
  'i',
  'li',
  'ol',
  'p',
  'pre',
  's',
  'span',
  'strong',
  'sub',
  'sup',
  'table',
  'tbody',
  'td',
  'tfoot',
  'th',
  'thead',
  'tr',
  'u',
  'ul',
];

export const REPORT_ALLOWED_ATTRIBUTES = ['href', 'title', 'colspan', 'rowspan', 'scope', 'target', 'rel'];

/** Only web addresses may be report links: never script, data, mail or relative addresses. */
export function isWebAddress(href: string): boolean {
  if (!/^https?:\/\//i.test(href)) return false;
  try {
    const { protocol } = new URL(href);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}

/**
 * The one link rule of both sanitizers (docs/decisions/security.md): a report links only to its own documents.
 * A link survives when its address is exactly one of the report's document links and a web address;
 * anything else (another host, a near miss of a document link, script, data or mail addresses) loses
 * its address and is shown as text. The server passes the links of the documents it cited; the browser
 * those of the report's evidence, so a report without evidence keeps no links.
 */
export function keepReportLink(href: string | null | undefined, allowedLinks: ReadonlySet<string>): boolean {
  return typeof href === 'string' && allowedLinks.has(href) && isWebAddress(href);
}
