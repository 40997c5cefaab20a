import { describe, expect, it } from 'vitest';
import { keepReportLink } from './report-html';
import { REPORT_DOCUMENT_LINK, REPORT_LINK_CASES } from './testing/report-links';

const allowed = new Set([REPORT_DOCUMENT_LINK]);

describe('the report link rule', () => {
  for (const { name, href, kept } of REPORT_LINK_CASES) {
    it(`when a report holds ${name}, then it is ${kept ? 'kept' : 'dropped'}`, () => {
      expect(keepReportLink(href, allowed)).toBe(kept);
    });
  }

  it('when a document link itself is not a web address, then it is dropped even though it is listed', () => {
    const hostile = ['javascript:alert(1)', 'data:text/html,x', 'mailto:a@b.c', '/relative/path'];
    for (const href of hostile) expect(keepReportLink(href, new Set([href]))).toBe(false);
  });

  it('when a report has no document links, then no link is kept', () => {
    expect(keepReportLink(REPORT_DOCUMENT_LINK, new Set())).toBe(false);
    expect(keepReportLink(null, allowed)).toBe(false);
  });
});
