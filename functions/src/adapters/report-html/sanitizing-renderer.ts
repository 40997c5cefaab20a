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

  opening(reportHtml: string, maxChars: number): { html: string; text: string } {
    this.purify.removeAllHooks();
    const body = this.purify.sanitize(reportHtml, {
      ALLOWED_TAGS: REPORT_ALLOWED_TAGS.filter((tag) => tag !== 'a'),
      ALLOWED_ATTR: [],
      KEEP_CONTENT: true,
      RETURN_DOM: true,
    }) as HTMLElement;
    const blocks: Element[] = [];
    let length = 0;
    for (const block of Array.from(body.children)) {
      const words = (block.textContent ?? '').trim();
      if (/^h[1-6]$/i.test(block.tagName) && /^sources$/i.test(words)) break;
      if (length > 0 && length + words.length > maxChars) break;
      blocks.push(block);
      length += words.length;
    }
    return {
      html: blocks.map((block) => block.outerHTML).join('\n'),
      text: blocks.map((block) => (block.textContent ?? '').trim()).join('\n\n'),
    };
  }
}
