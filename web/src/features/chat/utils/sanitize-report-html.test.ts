import { describe, expect, it } from 'vitest';
import { sanitizeReportHtml } from './sanitize-report-html';

function parse(html: string): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = sanitizeReportHtml(html);
  return container;
}

describe('report HTML sanitizing', () => {
  it('when the report has headings, lists, tables and citations, then they are kept', () => {
    const html =
      '<h2>Summary</h2><ul><li>Up <strong>12%</strong><sup>[1]</sup></li></ul><table><tr><td>A</td></tr></table>';
    expect(sanitizeReportHtml(html)).toBe(
      '<h2>Summary</h2><ul><li>Up <strong>12%</strong><sup>[1]</sup></li></ul><table><tbody><tr><td>A</td></tr></tbody></table>',
    );
  });

  it('when the report holds scripts, handlers, styles, images or frames, then they are removed', () => {
    const container = parse(
      '<p onclick="steal()" style="color:red">Hi</p><script>steal()</script><img src="https://x/p.png"><iframe src="https://x"></iframe><form><input></form>',
    );
    expect(container.innerHTML).toBe('<p>Hi</p>');
  });

  it('when the report links somewhere, then the link opens in a new tab without access to this page', () => {
    const link = parse(
      '<a href="https://drive.google.com/file/d/1/view" target="_self">Budget.pdf</a>',
    ).querySelector('a');
    expect(link?.getAttribute('href')).toBe('https://drive.google.com/file/d/1/view');
    expect(link?.getAttribute('target')).toBe('_blank');
    expect(link?.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('when a link uses a script or data address, then the address is dropped', () => {
    expect(parse('<a href="javascript:alert(1)">x</a>').querySelector('a')?.hasAttribute('href')).toBe(false);
    expect(parse('<a href="data:text/html,hi">x</a>').querySelector('a')?.hasAttribute('href')).toBe(false);
  });
});
