import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';
import { marked } from 'marked';
import type { ReportRenderer } from '../../ports/report-renderer.port';

const ALLOWED_TAGS = [
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'p',
  'br',
  'hr',
  'strong',
  'em',
  'b',
  'i',
  'u',
  's',
  'del',
  'sup',
  'sub',
  'ul',
  'ol',
  'li',
  'blockquote',
  'code',
  'pre',
  'a',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'span',
];
const ALLOWED_ATTR = ['href', 'title', 'colspan', 'rowspan', 'target', 'rel'];

/** ReportRenderer on marked + DOMPurify (over jsdom): the same sanitizer the browser runs again. */
export class SanitizingRenderer implements ReportRenderer {
  private readonly purify = createDOMPurify(new JSDOM('').window);

  toSafeHtml(markdown: string, allowedLinks: Set<string>): string {
    // Raw HTML in the model's Markdown is shown as text, never interpreted.
    const escaped = markdown.replaceAll('<', '&lt;').replaceAll('>', '&gt;');
    const html = marked.parse(escaped, { async: false, gfm: true });
    this.purify.removeAllHooks();
    this.purify.addHook('afterSanitizeAttributes', (node) => {
      if (node.tagName !== 'A') return;
      const href = node.getAttribute('href') ?? '';
      if (!allowedLinks.has(href)) {
        node.removeAttribute('href');
        return;
      }
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    });
    return this.purify.sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR, ALLOW_DATA_ATTR: false });
  }
}
