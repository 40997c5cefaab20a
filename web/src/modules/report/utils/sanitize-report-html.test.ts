import { REPORT_DOCUMENT_LINK, REPORT_LINK_CASES } from '@quarry/contracts/testing/report-links';
import { describe, expect, it } from 'vitest';
import { reportLinks, sanitizeReportHtml } from './sanitize-report-html';

const DOCUMENT_LINKS = new Set([REPORT_DOCUMENT_LINK]);

function parse(html: string, links: ReadonlySet<string> = DOCUMENT_LINKS): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = sanitizeReportHtml(html, links);
  return container;
}

describe('report HTML sanitizing', () => {
  it('when the report has headings, lists, tables and citations, then they are kept', () => {
    const html =
      '<h2>Summary</h2><ul><li>Up <strong>12%</strong><sup>[1]</sup></li></ul><table><tr><td>A</td></tr></table>';
    expect(sanitizeReportHtml(html, DOCUMENT_LINKS)).toBe(
      '<h2>Summary</h2><ul><li>Up <strong>12%</strong><sup>[1]</sup></li></ul><table><tbody><tr><td>A</td></tr></tbody></table>',
    );
  });

  it('when the report holds scripts, handlers, styles, images or frames, then they are removed', () => {
    const container = parse(
      '<p onclick="steal()" style="color:red" data-x="1">Hi</p><script>steal()</script><img src="https://x/p.png"><iframe src="https://x"></iframe><form><input></form>',
    );
    expect(container.innerHTML).toBe('<p>Hi</p>');
  });

  it('when the report links to one of its documents, then the link opens in a new tab without access to this page', () => {
    const link = parse(`<a href="${REPORT_DOCUMENT_LINK}" target="_self">[1]</a>`).querySelector('a');
    expect(link?.getAttribute('href')).toBe(REPORT_DOCUMENT_LINK);
    expect(link?.getAttribute('target')).toBe('_blank');
    expect(link?.getAttribute('rel')).toBe('noopener noreferrer');
  });

  // The same cases as the server's sanitizer and the shared rule (contracts/src/report-html.ts).
  for (const { name, href, kept } of REPORT_LINK_CASES) {
    it(`when the report holds ${name}, then its address is ${kept ? 'kept' : 'dropped'} and its text stays`, () => {
      const anchor = document.createElement('a');
      anchor.setAttribute('href', href);
      anchor.textContent = 'the file';
      const container = parse(`<p>See ${anchor.outerHTML}.</p>`);
      const hrefs = [...container.querySelectorAll('a[href]')].map((a) => a.getAttribute('href'));
      expect(hrefs).toEqual(kept ? [href] : []);
      expect(container.textContent).toBe('See the file.');
    });
  }

  it('when the report has no evidence, then it keeps no links at all', () => {
    const container = parse(`<a href="${REPORT_DOCUMENT_LINK}" target="_blank">[1]</a>`, reportLinks(null));
    expect(container.querySelector('a[href], a[target]')).toBeNull();
    expect(container.textContent).toBe('[1]');
  });

  it("when evidence names documents, then the allowed links are exactly those documents' links", () => {
    const citation = { documentId: 'd', name: 'n', quotes: [] };
    const links = reportLinks({
      citations: [
        { ...citation, number: 1, link: REPORT_DOCUMENT_LINK },
        { ...citation, number: 2, link: null },
      ],
      flaggedClaims: [],
    });
    expect([...links]).toEqual([REPORT_DOCUMENT_LINK]);
  });
});
