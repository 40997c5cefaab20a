import { afterEach, describe, expect, it, vi } from 'vitest';
import { A_DISAGREEMENT, anEvidence, CITED_REPORT_HTML, TRACKER_LINK } from '@/testing/report-evidence';
import { copyReport, type ReportClipboard, reportCopyHtml, reportPlainText } from './copy-report';

class FakeClipboardItem {
  constructor(readonly items: Record<string, Blob>) {}
}

afterEach(() => {
  vi.unstubAllGlobals();
});

const report = {
  html: '<h1>Findings</h1><p>Two contracts<br>renew soon.</p><script>alert(1)</script><ul><li>A</li><li>B</li></ul>',
  evidence: null,
};

describe('copying a report', () => {
  it('when made plain, then each block and line break starts a new line', () => {
    expect(
      reportPlainText('<h1>Findings</h1><p>Two contracts<br>renew soon.</p><ul><li>A</li><li>B</li></ul>'),
    ).toBe('Findings\nTwo contracts\nrenew soon.\nA\nB');
    expect(
      reportPlainText('<table><tr><th>Name</th><th>Due</th></tr><tr><td>A</td><td>May</td></tr></table>'),
    ).toBe('Name\tDue\nA\tMay');
  });

  it('when rich clipboard writes exist, then sanitized HTML and its plain text are written together', async () => {
    vi.stubGlobal('ClipboardItem', FakeClipboardItem);
    const write = vi.fn<NonNullable<ReportClipboard['write']>>().mockResolvedValue(undefined);
    const writeText = vi.fn<ReportClipboard['writeText']>().mockResolvedValue(undefined);
    await copyReport(report, { write, writeText });

    expect(writeText).not.toHaveBeenCalled();
    const [[items]] = write.mock.calls as unknown as [[FakeClipboardItem[]]];
    const item = items[0] as FakeClipboardItem;
    const html = await item.items['text/html']?.text();
    expect(html).toContain('<h1>Findings</h1>');
    expect(html).not.toContain('script');
    expect(await item.items['text/plain']?.text()).toBe('Findings\nTwo contracts\nrenew soon.\nA\nB');
  });

  it('when the browser has no ClipboardItem, or refuses the rich write, then the plain text is written', async () => {
    const writeText = vi.fn<ReportClipboard['writeText']>().mockResolvedValue(undefined);
    await copyReport(report, { write: vi.fn(), writeText });
    vi.stubGlobal('ClipboardItem', FakeClipboardItem);
    await copyReport(report, { write: vi.fn().mockRejectedValue(new Error('NotAllowedError')), writeText });
    expect(writeText.mock.calls).toEqual([
      ['Findings\nTwo contracts\nrenew soon.\nA\nB'],
      ['Findings\nTwo contracts\nrenew soon.\nA\nB'],
    ]);
  });

  it('when claims are flagged, then they are copied as a list before the Sources, as text, never as markup', () => {
    const evidence = anEvidence({
      flaggedClaims: [{ claim: '<b>Costs</b> doubled.', reason: 'Not in source 1.' }],
    });
    const html = reportCopyHtml(CITED_REPORT_HTML, evidence);
    expect(html).toContain(
      '<h2>Check these claims</h2><ul><li>&lt;b&gt;Costs&lt;/b&gt; doubled. (Not in source 1.)</li></ul><h2>Sources</h2>',
    );
    expect(html).toContain(`href="${TRACKER_LINK}"`);
    expect(reportCopyHtml('<p>Done.</p>', evidence)).toBe(
      '<p>Done.</p><h2>Check these claims</h2><ul><li>&lt;b&gt;Costs&lt;/b&gt; doubled. (Not in source 1.)</li></ul>',
    );
  });

  it('when the report has no evidence, then its copy links nowhere', () => {
    expect(reportCopyHtml(CITED_REPORT_HTML, null)).not.toContain('href');
  });

  it('when there is no clipboard at all, then copying fails', async () => {
    await expect(copyReport(report, undefined)).rejects.toThrow('The clipboard is not available');
  });

  it('when the documents disagree, then each fact and its sides are copied before the Sources, and read as plain text', () => {
    const html = reportCopyHtml(CITED_REPORT_HTML, anEvidence({ disagreements: [A_DISAGREEMENT] }));

    expect(html).toContain(
      '<h2>Where the documents disagree</h2><h3>Recall costs in March</h3><ul><li>$1.2M: Recall Cost Tracker.xlsx [1], page 4: “Recall costs in March reached $1.2M across all plants.”</li><li>$0.9M: Board minutes.docx [2]: “The board noted March recall costs of $0.9M.”</li></ul><h2>Sources</h2>',
    );
    expect(reportPlainText(html)).toContain(
      'Where the documents disagree\nRecall costs in March\n$1.2M: Recall Cost Tracker.xlsx [1], page 4',
    );
  });
});
