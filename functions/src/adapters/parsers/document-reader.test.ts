import { describe, expect, it } from 'vitest';
import { DOCX, GOOGLE_DOC, GOOGLE_SHEET, PDF, XLSX } from '../../domain/research/search/document-types';
import { fetcherOf, sampleFile } from '../../testing/sample-drive-files';
import { ParsingDocumentReader } from './document-reader';

const reader = new ParsingDocumentReader();

describe('ParsingDocumentReader, reading each supported type', () => {
  it('when a multi-page PDF is read, then each page keeps its number and its own text', async () => {
    const fetcher = fetcherOf(sampleFile('Finance/Q3 2026 Financial Results.pdf'));

    const result = await reader.read(
      { id: 'pdf1', name: 'Q3 2026 Financial Results.pdf', mimeType: PDF },
      fetcher,
    );

    expect(fetcher.calls).toEqual(['download pdf1']);
    expect(result.pages?.map((page) => page.number)).toEqual([1, 2, 3]);
    const [first, second, third] = result.pages ?? [];
    expect(first?.text).toContain('Q3 2026 Financial Results');
    expect(second?.text).toContain('Why Europe declined');
    expect(first?.text).not.toContain('Why Europe declined');
    expect(third?.text).toContain('The recall covers 8,450 tents');
    expect(result.text).toBe(result.pages?.map((page) => page.text).join('\n\n'));
  });

  it('when a Word document is read, then its text comes back without pages', async () => {
    const bytes = sampleFile('Customers/2026 Customer Survey - Summary.docx');

    const result = await reader.read({ id: 'd1', name: 'Survey.docx', mimeType: DOCX }, fetcherOf(bytes));

    expect(result.text).toContain('2,418 customers responded: North America 1,402, Europe 688');
    expect(result.pages).toBeUndefined();
  });

  it('when an Excel workbook is read, then every sheet appears under its name with its rows as lines', async () => {
    const bytes = sampleFile('Finance/2026 Budget vs Actuals.xlsx');

    const { text } = await reader.read({ id: 'x1', name: 'Budget.xlsx', mimeType: XLSX }, fetcherOf(bytes));

    const headings = text.split('\n').filter((line) => line.startsWith('## '));
    expect(headings).toEqual(['## Revenue', '## Opex YTD', '## Notes']);
    expect(text).toContain('\nQ3 2026\t$32,500,000\t$31,300,000\t-$1,200,000\n');
    expect(text).toContain('Salaries and benefits\t$16,200,000\t$15,900,000\t$300,000');
    expect(text).toContain('Q4 forecast of $29.0M gives FY 2026 of $113.6M');
  });

  it('when cells hold dates and formulas, then cells read as formatted and formulas as their results', async () => {
    const bytes = sampleFile('Operations/Ridgeline 2 Recall/Recall Cost Tracker.xlsx');

    const { text } = await reader.read({ id: 'x2', name: 'Recall.xlsx', mimeType: XLSX }, fetcherOf(bytes));

    expect(text).toContain('\nClaim sent to Kestrel Components\t2026-08-04\t$1,860,000\n');
    expect(text).toContain('\nTotal\t8,450\t4,310\t1,810\t6,120\t72.4%\n');
  });

  it('when a Google Doc is read, then it is exported as plain text and the byte-order mark is dropped', async () => {
    const doc = sampleFile('Finance/Europe Revenue Decline - Analysis.gdoc.md');
    const fetcher = fetcherOf(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), doc]));

    const result = await reader.read(
      { id: 'g1', name: 'Europe Revenue Decline', mimeType: GOOGLE_DOC },
      fetcher,
    );

    expect(fetcher.calls).toEqual(['export g1 as text/plain']);
    expect(result.text).toBe(doc.toString('utf8'));
  });

  it('when a Google Sheet is read, then it is exported as xlsx and every sheet is read, amounts and percentages as shown', async () => {
    const fetcher = fetcherOf(sampleFile('Finance/Q3 2026 Revenue by Region.gsheet.xlsx'));

    const { text } = await reader.read(
      { id: 's1', name: 'Revenue by Region', mimeType: GOOGLE_SHEET },
      fetcher,
    );

    expect(fetcher.calls).toEqual([`export s1 as ${XLSX}`]);
    const headings = text.split('\n').filter((line) => line.startsWith('## '));
    expect(headings).toEqual(['## Summary', '## Monthly', '## By category', '## Europe bridge']);
    expect(text).toContain('\nEurope\t$8,300,000\t$7,100,000\t-$1,200,000\t-14.5%\n');
    expect(text).toContain('Alpenwelt Sport insolvency\t-$450,000');
  });

  it.each([
    ['a CSV', 'Finance/Regional sales Q3 2026.csv', 'text/csv'],
    ['a Markdown', 'Sustainability/Materials Policy.md', 'text/markdown'],
    ['a plain text', 'Operations/Ops weekly notes.txt', 'text/plain'],
    ['a JSON', 'Sustainability/sustainability-metrics-2026.json', 'application/json'],
    ['an XML', 'Operations/Warehouse inventory snapshot.xml', 'text/xml'],
  ])('when %s file is read, then its text is the file decoded as UTF-8', async (_kind, path, mimeType) => {
    const bytes = sampleFile(path);
    const fetcher = fetcherOf(bytes);

    const result = await reader.read({ id: 't1', name: path, mimeType }, fetcher);

    expect(fetcher.calls).toEqual(['download t1']);
    expect(result.text).toBe(bytes.toString('utf8'));
    expect(result.text.length).toBeGreaterThan(200);
  });

  it('when a text file starts with a UTF-16 byte-order mark, then it is decoded as UTF-16', async () => {
    const bytes = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('région,€\n', 'utf16le')]);

    const result = await reader.read(
      { id: 'u1', name: 'export.csv', mimeType: 'text/csv' },
      fetcherOf(bytes),
    );

    expect(result.text).toBe('région,€\n');
  });
});
