/**
 * What report HTML may contain (DESIGN section 6), one list for both sanitizers: the server's before
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
