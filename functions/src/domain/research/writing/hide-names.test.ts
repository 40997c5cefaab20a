import { describe, expect, it } from 'vitest';
import { documentHider, formsOf, nameHider } from './hide-names';

const REPORT = {
  id: 'f1',
  name: 'Ridgeline 2 Recall - Incident Report.pdf',
  titles: ['Ridgeline 2 Recall - Incident Report'],
};
const ANALYSIS = {
  id: 'f2',
  name: 'Root Cause Analysis - Pole Hub Failure.docx',
  titles: ['8D Root Cause Analysis - Ridgeline 2 Pole Hub Failure'],
};
const SHEET = { id: 'f3', name: 'Q3 2026 Revenue by Region' };
const PLAN = { id: 'f4', name: 'Plan.md' };

describe('hiding every form of a document name in text', () => {
  const hide = documentHider(
    [
      { number: 1, documentId: 'f1', name: REPORT.name },
      { number: 2, documentId: 'f2', name: ANALYSIS.name },
    ],
    [REPORT, ANALYSIS, SHEET, PLAN],
  );

  it.each([
    ['its Drive name', 'See Ridgeline 2 Recall - Incident Report.pdf.', 'See Source 1.'],
    [
      'its name without the extension (a PDF footer)',
      'Ridgeline 2 Recall - Incident Report - page 1 of 3',
      'Source 1 - page 1 of 3',
    ],
    ['its name in another case', 'RIDGELINE 2 RECALL - incident report, p. 2', 'Source 1, p. 2'],
    [
      'the title the file gives itself (a Word core title)',
      '8D Root Cause Analysis - Ridgeline 2 Pole Hub Failure, D4',
      'Source 2, D4',
    ],
    ['a title split by a line break', 'the Ridgeline 2 Recall -\nIncident Report says', 'the Source 1 says'],
    [
      'a title hyphenated at a line end',
      'per the Ridge-\nline 2 Recall – Incident Report',
      'per the Source 1',
    ],
    ['a title with other dashes and spaces', 'Ridgeline 2 Recall — Incident  Report', 'Source 1'],
    ['an uncited Google Sheet by its name', 'from q3 2026 revenue by region', 'from a document'],
    [
      'a short name without its extension',
      'The plan, per Plan.md and PLAN',
      'The a document, per a document and a document',
    ],
  ])('when a text holds %s, then it is replaced by the viewer label', (_form, text, hidden) => {
    expect(hide(text)).toBe(hidden);
  });

  it.each([
    ['a longer word that starts with a name', 'Planning ahead', 'Planning ahead'],
    ['a word that ends with a name', 'Deplan', 'Deplan'],
    ['no name', 'Nothing named here.', 'Nothing named here.'],
  ])('when a text holds %s, then it is left as it is', (_form, text, kept) => {
    expect(hide(text)).toBe(kept);
  });

  it('when one name holds another, then the longest is replaced first and a label is never replaced again', () => {
    const labels = documentHider(
      [
        { number: 1, name: 'Plan.md' },
        { number: 2, name: 'Plan.md.bak' },
      ],
      [{ name: 'Board Minutes - 2026-10-15.pdf' }, { name: 'Plan.md' }, { name: 'Plan.md.bak' }],
    );

    expect(labels('Plan.md.bak and Plan.md, per Board Minutes - 2026-10-15.pdf.')).toBe(
      'Source 2 and Source 1, per a document.',
    );
  });

  it('when a name is shorter than three characters, then it is left alone', () => {
    expect(nameHider(new Map([['Q3', 'Source 1']]))('Q3 revenue')).toBe('Q3 revenue');
  });
});

describe('the forms of a document name', () => {
  it('when a file gives itself a title, then its forms are the Drive name, the name without its extension and that title', () => {
    expect(formsOf(ANALYSIS)).toEqual([
      'Root Cause Analysis - Pole Hub Failure.docx',
      'Root Cause Analysis - Pole Hub Failure',
      '8D Root Cause Analysis - Ridgeline 2 Pole Hub Failure',
    ]);
  });

  it('when the file title is a placeholder nobody chose, then it is not a name', () => {
    expect(formsOf({ name: 'Budget.xlsx', titles: ['Untitled', 'Document1', 'Sheet 1'] })).toEqual([
      'Budget.xlsx',
      'Budget',
    ]);
  });
});
