import {
  keepReportLink,
  REPORT_ALLOWED_ATTRIBUTES,
  REPORT_ALLOWED_TAGS,
} from '@quarry/contracts/report-html';
import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';
import { marked } from 'marked';
import type { ReportRenderer } from '../../ports/report-renderer.port';

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
      if (!keepReportLink(node.getAttribute('href'), allowedLinks)) {
        node.removeAttribute('href');
        return;
      }
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    });
    return this.purify.sanitize(html, {
      ALLOWED_TAGS: REPORT_ALLOWED_TAGS,
      ALLOWED_ATTR: REPORT_ALLOWED_ATTRIBUTES,
      ALLOW_DATA_ATTR: false,
    });
  }
}
