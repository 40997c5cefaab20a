import { describe, expect, it } from 'vitest';
import type { ExtractionOutcome } from '../extraction/extract-document';
import type { ComposedReport } from './compose-report';
import { reportParts, type Source, usageLine } from './report-markdown';

const results = {
  id: 'f1',
  name: 'Q3 Results.pdf',
  mimeType: 'application/pdf',
  webViewLink: 'https://drive.test/f1',
};
const memo = {
  id: 'f2',
  name: 'Recall memo.docx',
  mimeType: 'application/msword',
  webViewLink: 'https://drive.test/f2',
};
const empty = { id: 'f3', name: 'Notes.txt', mimeType: 'text/plain', webViewLink: 'https://drive.test/f3' };

const report: ComposedReport = {
  introduction: 'This draws on Q3 Results.pdf and Recall memo.docx.',
  body: 'Revenue grew 12% [1]. The recall cost $1.2M, per Recall memo.docx [2].',
  unsupportedClaims: [],
  modelCalls: 3,
};
const sources: Source[] = [
  { number: 1, file: results, pages: [3] },
  { number: 2, file: memo, pages: [] },
];
const outcomes: ExtractionOutcome[] = [
  { file: results, status: 'data', findings: [{ text: 'Revenue grew 12%', page: 3 }] },
  { file: memo, status: 'data', findings: [{ text: 'The recall cost $1.2M' }] },
  { file: empty, status: 'noData' },
];

describe('reportParts', () => {
  it('when documents are shown, then citations link to them and the listing names every source and document', () => {
    const { markdown, listing } = reportParts(report, sources, outcomes);
    expect(markdown).toContain('[[1]](https://drive.test/f1)');
    expect(listing?.sources[0]).toEqual({
      number: 1,
      name: 'Q3 Results.pdf',
      link: 'https://drive.test/f1',
      pages: [3],
    });
    expect(listing?.coverage).toEqual([
      { document: 'Q3 Results.pdf', result: 'Data found' },
      { document: 'Recall memo.docx', result: 'Data found' },
      { document: 'Notes.txt', result: 'No relevant data' },
    ]);
  });

  it('when the owner hides the documents, then no name or link is left anywhere and Sources and Coverage give counts', () => {
    const { markdown, listing } = reportParts(report, sources, outcomes, { hideDocuments: true });
    expect(listing).toBeNull();
    for (const secret of ['Q3 Results', 'Recall memo', 'Notes.txt', 'drive.test'])
      expect(markdown).not.toContain(secret);
    expect(markdown).toContain('This draws on Source 1 and Source 2.');
    expect(markdown).toContain('Revenue grew 12% [1]. The recall cost $1.2M, per Source 2 [2].');
    expect(markdown).toContain("2 documents cited; the report's owner keeps their names private.");
    expect(markdown).toContain('| Data found | 2 |');
    expect(markdown).toContain('| No relevant data | 1 |');
    expect(markdown).toContain('| Failed | 0 |');
  });

  it('when one name is part of a longer one, then the longer is replaced whole and the shorter elsewhere', () => {
    const plan = { id: 'f4', name: 'Plan.md', mimeType: 'text/markdown' };
    const planB = { id: 'f5', name: 'Plan.md.bak', mimeType: 'text/plain' };
    const body = 'Plan.md.bak kept the old figures [2]; Plan.md has the new ones [1]. Plan.md again.';
    const { markdown } = reportParts(
      { ...report, introduction: '', body },
      [
        { number: 1, file: plan, pages: [] },
        { number: 2, file: planB, pages: [] },
      ],
      [
        { file: plan, status: 'data', findings: [{ text: 'new' }] },
        { file: planB, status: 'data', findings: [{ text: 'old' }] },
        { file: empty, status: 'noData' },
      ],
      { hideDocuments: true },
    );
    expect(markdown).toContain(
      'Source 2 kept the old figures [2]; Source 1 has the new ones [1]. Source 1 again.',
    );
    expect(markdown).not.toContain('Plan.md');
  });

  it('when a name holds characters beyond the basic plane, then it is found and replaced too', () => {
    const launch = { id: 'f6', name: 'Launch 🚀 plan.md', mimeType: 'text/markdown' };
    const { markdown } = reportParts(
      { ...report, introduction: '', body: 'See Launch 🚀 plan.md [1].' },
      [{ number: 1, file: launch, pages: [] }],
      [{ file: launch, status: 'data', findings: [{ text: 'go' }] }],
      { hideDocuments: true },
    );
    expect(markdown).toContain('See Source 1 [1].');
  });

  it('when a name is not cited, then it becomes "a document", and text without names is left as it is', () => {
    const { markdown } = reportParts(
      {
        ...report,
        introduction: '',
        body: 'Notes.txt says nothing. No file is named here, Notesheet.txt neither.',
      },
      sources,
      outcomes,
      { hideDocuments: true },
    );
    expect(markdown).toContain('a document says nothing. No file is named here, Notesheet.txt neither.');
  });
});

describe('the model-use line', () => {
  const tally = { calls: 2, input: 1000, output: 200, thinking: 100 };
  const usage = {
    byStep: { extraction: tally, report: tally },
    byModel: { 'gemini-3.1-pro-preview': tally, 'gemini-3.8-flash': tally },
    estimatedCostUsd: 0.0123,
    pricesAsOf: '2026-11-27',
  };

  it('when every configured model answered, then it states calls, tokens (thinking included) and cost', () => {
    expect(usageLine(usage)).toBe(
      'Model use: 4 calls, 2,600 tokens, estimated cost $0.01 (at the prices of 2026-11-27).',
    );
  });

  it('when a configured model was gone, then it names it and the model the run used instead', () => {
    const line = usageLine({
      ...usage,
      fallbacks: [
        { configured: 'gemini-2.5-pro', used: 'gemini-3.1-pro-preview' },
        { configured: 'gemini-2.5-flash', used: 'gemini-3.8-flash' },
      ],
    });
    expect(line).toContain(
      'The configured model gemini-2.5-pro is no longer available, so this run used gemini-3.1-pro-preview (the current Pro model) instead.',
    );
    expect(line).toContain(
      'The configured model gemini-2.5-flash is no longer available, so this run used gemini-3.8-flash (the current Flash model) instead.',
    );
  });
});
