import type { ExportFormat } from '@quarry/contracts/exports';
import type { ReportEvidence } from '@quarry/contracts/report';
import ExcelJS from 'exceljs';
import { JSDOM } from 'jsdom';
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { writeCsv } from '../../domain/reports/export/csv-export';
import { completeDraft, exportDraftOf } from '../../domain/reports/export/export-report';
import { writeHtml } from '../../domain/reports/export/html-export';
import { writeMarkdown } from '../../domain/reports/export/markdown-export';
import type { RunRecord } from '../../domain/reports/runs/run-record';
import { SHOWS_ALL, SHOWS_NONE } from '../../domain/reports/saved/document-view';
import { readPdf } from '../parsers/pdf-text';
import { SanitizingRenderer } from '../report-html/sanitizing-renderer';
import { writeDocx } from './docx-export';
import { writePdf } from './pdf-export';
import { writeXlsx } from './xlsx-export';

/**
 * Where the documents disagree and the quote marks in every export (docs/decisions/disagreements.md), for the owner
 * and for a team member the owner keeps the documents from: the member's files name no document and
 * link none, in the disagreements as anywhere else.
 */
const FOOTER =
  '<p>Model use: 2 calls, 900 tokens, estimated cost $0.01 (at the prices of 2026-11-27). Quotes verified: 2 of 3.</p>';
const EVIDENCE: ReportEvidence = {
  citations: [
    {
      number: 1,
      documentId: 'f1',
      name: 'Facilities Budget 2026.xlsx',
      link: 'https://drive.test/f1',
      quotes: [{ text: 'Facilities: 87,300', page: 2, pageCorrectedFrom: 1 }],
    },
    {
      number: 2,
      documentId: 'f2',
      name: 'Board Minutes March.docx',
      link: 'https://drive.test/f2',
      quotes: [
        { text: 'The board approved 92,000 for facilities.' },
        { text: 'Facilities Budget 2026.xlsx is out of date.', unverified: true },
      ],
    },
  ],
  flaggedClaims: [],
  disagreements: [
    {
      fact: 'Facilities budget for 2026',
      sides: [
        { source: 1, value: '87,300', quote: 'Facilities: 87,300', page: 2 },
        { source: 2, value: '92,000', quote: 'The board approved 92,000 for facilities.' },
      ],
    },
  ],
};

/** A finished run as recorded before its report moved to parts: the store is never read. */
const RUN = {
  executionStatus: 'success',
  savedReportName: 'Facilities budget',
  reportDetails: { query: 'What is the facilities budget for 2026?' },
  createdAt: '2026-11-27T10:00:00.000Z',
  result: `<p>The budget is 92,000 [2], or 87,300 [1].</p>\n${FOOTER}`,
  resultWithoutDocuments: `<p>The budget is 92,000 [2], or 87,300 [1].</p>\n${FOOTER}`,
  evidence: EVIDENCE,
} as unknown as RunRecord;
const NO_STORE = { getAll: async () => [] } as never;
const NAMES = ['Facilities Budget 2026.xlsx', 'Board Minutes March.docx'];

async function textOf(format: ExportFormat | 'html', hidden: boolean): Promise<string> {
  const draft = await exportDraftOf(NO_STORE, {
    id: 'run-1',
    doc: RUN,
    view: hidden ? SHOWS_NONE : SHOWS_ALL,
  });
  const doc = await completeDraft(new SanitizingRenderer(), draft);
  // Markdown keeps its escapes and emphasis marks; the HTML, its tags and addresses.
  if (format === 'md')
    return writeMarkdown(doc)
      .toString('utf8')
      .replace(/\\|\*\*/g, '');
  if (format === 'html') {
    const page = new JSDOM(writeHtml(doc).toString('utf8')).window.document;
    const links = [...page.querySelectorAll('a')].map((a) => a.href);
    return `${page.body.textContent} ${links.join(' ')}`;
  }
  if (format === 'csv') return writeCsv(doc).toString('utf8');
  if (format === 'pdf') return (await readPdf(await writePdf(doc))).text ?? '';
  if (format === 'docx') return wordText(await writeDocx(doc));
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await writeXlsx(doc)) as unknown as ExcelJS.Buffer);
  return JSON.stringify(workbook.getWorksheet('Evidence')?.getSheetValues());
}

const words = (text: string) => text.replace(/\s+/g, ' ');

/** The Word file's body and footnotes (the quotes are there) with its links, tags taken out. */
async function wordText(bytes: Buffer): Promise<string> {
  const zip = await JSZip.loadAsync(bytes);
  const parts = ['word/document.xml', 'word/footnotes.xml', 'word/_rels/document.xml.rels'];
  const xml = await Promise.all(parts.map((name) => zip.file(name)?.async('string') ?? ''));
  return xml
    .join(' ')
    .replace(/Target="([^"]*)"/g, ' $1 ')
    .replace(/<\/w:p>/g, ' ')
    .replace(/<[^>]+>/g, '');
}

describe('the evidence checks in exports', () => {
  it.each(['md', 'html', 'pdf', 'docx'] as const)(
    'when the owner exports %s, then the disagreement names each side’s document and the quotes carry their marks',
    async (format) => {
      const text = words(await textOf(format, false));

      expect(text).toContain('Where the documents disagree');
      expect(text).toContain('Facilities Budget 2026.xlsx [1], p. 2');
      expect(text).toContain('Board Minutes March.docx [2]');
      expect(text).toContain('(p. 2; the model said p. 1)');
      expect(text).toContain('(not found in the document)');
    },
  );

  it.each(['md', 'html', 'pdf', 'docx', 'csv', 'xlsx'] as const)(
    'when a member the owner keeps the documents from exports %s, then no document is named or linked, the disagreement included',
    async (format) => {
      const text = words(await textOf(format, true));

      for (const name of NAMES) expect(text).not.toContain(name);
      expect(text).not.toContain('drive.test');
      if (format !== 'csv' && format !== 'xlsx') {
        expect(text).toContain('Where the documents disagree');
        expect(text).toContain('87,300: Source 1, p. 2');
        expect(text).toContain('92,000: Source 2');
        // Markdown's footnotes quote with straight quotation marks.
        expect(text).toMatch(/[“"]Source 1 is out of date\.[”"] \(not found in the document\)/);
      }
    },
  );
});
