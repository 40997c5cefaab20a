import {
  keepReportLink,
  REPORT_ALLOWED_ATTRIBUTES,
  REPORT_ALLOWED_TAGS,
} from '@quarry/contracts/report-html';
import { escapeHtml } from '../../domain/shared/escape-html';
import type { ExportBlock, ReportListing, ReportRenderer } from '../../ports/report-renderer.port';
import { exportBlocks, listingStart } from './export-blocks';
import { linkDocumentAddresses } from './link-document-addresses';
import { loadReportDom, type ReportDom } from './report-dom';

/** "[1]", "[2, 3]", "[4-5]": the report's citation numbers, with the space before them. */
const CITATION = /\s*\[\d+(?:\s*[,–-]\s*\d+)*\]/g;

/**
 * An e-mail's opening carries no Sources list, so its [n] would point nowhere: they go, and the
 * "Read the whole report" link leads to the numbered sources (docs/decisions/web.md).
 */
function withoutCitationNumbers(root: Element): void {
  // A citation link's words were unwrapped into a text node of their own: join them first.
  root.normalize();
  const walker = root.ownerDocument.createTreeWalker(root, 4 /* NodeFilter.SHOW_TEXT */);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.nodeValue?.includes('[')) node.nodeValue = node.nodeValue.replace(CITATION, '');
  }
}

const headingLevel = (block: Element | undefined) => {
  const match = block ? /^h([1-6])$/i.exec(block.tagName) : null;
  return match ? Number(match[1]) : undefined;
};

/**
 * A heading with nothing under it in the opening (the budget ran out after it, or its section was
 * empty) is dropped, so an opening never ends on a bare 'Conclusion' (docs/decisions/web.md).
 */
function dropEmptyHeadings(blocks: Element[]): void {
  for (let i = blocks.length - 1; i >= 0; i -= 1) {
    const level = headingLevel(blocks[i]);
    if (level === undefined) continue;
    const next = headingLevel(blocks[i + 1]);
    if (i === blocks.length - 1 || (next !== undefined && next <= level)) blocks.splice(i, 1);
  }
}

/** The report's HTML as a sanitized DOM: its allow-listed tags and attributes only. */
function reportDom(purify: ReportDom['purify'], html: string): HTMLElement {
  return purify.sanitize(html, {
    ALLOWED_TAGS: REPORT_ALLOWED_TAGS,
    ALLOWED_ATTR: REPORT_ALLOWED_ATTRIBUTES,
    ALLOW_DATA_ATTR: false,
    RETURN_DOM: true,
  }) as HTMLElement;
}

/**
 * ReportRenderer on marked + DOMPurify (over jsdom): the same sanitizer the browser runs again.
 * The DOM loads with the first report rendered (report-dom.ts); after that each call runs without
 * awaiting between setting the sanitizer's hooks and sanitizing, so concurrent calls cannot mix.
 */
export class SanitizingRenderer implements ReportRenderer {
  private dom: Promise<ReportDom> | undefined;

  private loaded(): Promise<ReportDom> {
    this.dom ??= loadReportDom();
    return this.dom;
  }

  async toSafeHtml(markdown: string, allowedLinks: Set<string>): Promise<string> {
    const { purify, markdownToHtml } = await this.loaded();
    // Raw HTML in the model's Markdown is shown as text, never interpreted (report-dom.ts).
    const html = markdownToHtml(markdown);
    purify.removeAllHooks();
    purify.addHook('afterSanitizeAttributes', (node) => {
      if (node.tagName !== 'A') return;
      if (!keepReportLink(node.getAttribute('href'), allowedLinks)) {
        node.removeAttribute('href');
        return;
      }
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    });
    const body = reportDom(purify, html);
    linkDocumentAddresses(body, allowedLinks);
    return body.innerHTML;
  }

  listingHtml(listing: ReportListing, allowedLinks: Set<string>): string {
    const parts: string[] = [];
    if (listing.sources.length > 0) {
      const items = listing.sources.map(({ name, link, pages }) => {
        const label = keepReportLink(link, allowedLinks)
          ? `<a href="${escapeHtml(link as string)}" target="_blank" rel="noopener noreferrer">${escapeHtml(name)}</a>`
          : escapeHtml(name);
        const cited = pages.length > 0 ? `, page${pages.length > 1 ? 's' : ''} ${pages.join(', ')}` : '';
        return `<li>${label}${cited}</li>`;
      });
      // Sources are numbered 1..N in order (numberSources), as the list counts them.
      parts.push('<h2>Sources</h2>', '<ol>', ...items, '</ol>');
    }
    const rows = listing.coverage.map(
      ({ document, result }) => `<tr><td>${escapeHtml(document)}</td><td>${escapeHtml(result)}</td></tr>`,
    );
    parts.push(
      '<h2>Coverage</h2>',
      '<table><thead><tr><th>Document</th><th>Result</th></tr></thead>',
      `<tbody>${rows.join('\n')}</tbody></table>`,
    );
    return parts.join('\n');
  }

  async exportBlocks(
    reportHtml: string,
    options: { withoutListing: boolean },
  ): Promise<{ blocks: ExportBlock[]; usageLine: string | null }> {
    const { purify } = await this.loaded();
    purify.removeAllHooks();
    const start = options.withoutListing ? listingStart(reportHtml) : -1;
    // The footer (the model-use line) follows the listing: the listing itself is never parsed.
    const footer = reportHtml.lastIndexOf('<p>Model use: ');
    const html =
      start === -1
        ? reportHtml
        : reportHtml.slice(0, start) + (footer > start ? reportHtml.slice(footer) : '');
    const body = reportDom(purify, html);
    return exportBlocks(body);
  }

  async opening(reportHtml: string, maxChars: number): Promise<{ html: string; text: string }> {
    const { purify } = await this.loaded();
    purify.removeAllHooks();
    // Only what comes before the listing is read: no DOM of thousands of rows for an opening.
    const listing = reportHtml.search(/<h2>(Sources|Coverage)<\/h2>/);
    const body = purify.sanitize(listing === -1 ? reportHtml : reportHtml.slice(0, listing), {
      ALLOWED_TAGS: REPORT_ALLOWED_TAGS.filter((tag) => tag !== 'a'),
      ALLOWED_ATTR: [],
      KEEP_CONTENT: true,
      RETURN_DOM: true,
    }) as HTMLElement;
    withoutCitationNumbers(body);
    const blocks: Element[] = [];
    let length = 0;
    for (const block of Array.from(body.children)) {
      const words = (block.textContent ?? '').trim();
      if (/^h[1-6]$/i.test(block.tagName) && /^sources$/i.test(words)) break;
      if (length > 0 && length + words.length > maxChars) break;
      if (words === '') continue;
      blocks.push(block);
      length += words.length;
    }
    dropEmptyHeadings(blocks);
    return {
      html: blocks.map((block) => block.outerHTML).join('\n'),
      text: blocks.map((block) => (block.textContent ?? '').trim()).join('\n\n'),
    };
  }
}
