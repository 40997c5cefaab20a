import { describe, expect, it } from 'vitest';
import type { RunRecord } from '../runs/run-record';
import { exportFileName, exportTitleOf } from './export-report';

const LONG_QUESTION =
  'Summarise every change to the distributor price list for 2027, with the clauses on volume discounts, freight and the notice period for price rises';

describe("an export's file name", () => {
  it('when the report is named, then the file carries the name with its format', () => {
    expect(exportFileName('Recall costs', 'pdf')).toBe('Recall costs.pdf');
    expect(exportFileName('Résumé 2026 – Q3', 'docx')).toBe('Résumé 2026 – Q3.docx');
  });

  it('when the name holds path, control or reserved characters, then they become spaces and it stays under 100 characters', () => {
    expect(exportFileName('../../etc/passwd\u0000 "x" <y>|z?', 'md')).toBe('.. .. etc passwd x y z.md');
    expect(exportFileName('a'.repeat(300), 'csv')).toBe(`${'a'.repeat(100)}.csv`);
  });

  it('when the title is longer than 100 characters, then the name is cut after its last whole word', () => {
    const name = exportFileName(LONG_QUESTION, 'pdf');
    const base = name.slice(0, -'.pdf'.length);
    expect(base.length).toBeLessThanOrEqual(100);
    expect(LONG_QUESTION.startsWith(base)).toBe(true);
    expect(LONG_QUESTION.charAt(base.length)).not.toMatch(/[\p{L}\p{N}]/u);
    expect(name).toBe(
      'Summarise every change to the distributor price list for 2027, with the clauses on volume discounts.pdf',
    );
  });

  it('when nothing usable is left of the name, then the file is called Quarry report', () => {
    expect(exportFileName(' /\\\\:*? ', 'xlsx')).toBe('Quarry report.xlsx');
  });
});

const run = (fields: Partial<RunRecord>) =>
  ({
    savedReportName: null,
    chatSessionTitle: null,
    reportDetails: { query: LONG_QUESTION },
    ...fields,
  }) as RunRecord;

describe("an export's title (its heading, its metadata, a Google Doc's name)", () => {
  it.each([
    ["a saved report's name", { savedReportName: 'Price list 2027' }, 'Price list 2027'],
    [
      "a chat run's whole session title",
      { chatSessionTitle: 'Distributor prices 2027' },
      'Distributor prices 2027',
    ],
    [
      'a chat run whose session title was shortened, the whole question',
      { chatSessionTitle: 'Summarise every change to…' },
      LONG_QUESTION,
    ],
    ['a run with neither, the whole question', {}, LONG_QUESTION],
    [
      'a question over lines, on one line',
      { reportDetails: { query: 'What did\n  it cost?' } },
      'What did it cost?',
    ],
  ] as [string, Partial<RunRecord>, string][])(
    'when it is %s, then that is the title, whole',
    (_what, fields, title) => {
      expect(exportTitleOf(run(fields))).toBe(title);
    },
  );
});
