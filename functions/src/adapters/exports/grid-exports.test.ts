import type { ReportEvidence } from '@quarry/contracts/report';
import { JSDOM } from 'jsdom';
import mammoth from 'mammoth';
import { describe, expect, it } from 'vitest';
import { completeDraft, exportDraftOf } from '../../domain/reports/export/export-report';
import { writeHtml } from '../../domain/reports/export/html-export';
import { writeMarkdown } from '../../domain/reports/export/markdown-export';
import type { RunRecord } from '../../domain/reports/runs/run-record';
import { SHOWS_ALL, SHOWS_NONE } from '../../domain/reports/saved/document-view';
import type { EvidenceRow } from '../../domain/research/extraction/evidence-table';
import { readPdf } from '../parsers/pdf-text';
import { SanitizingRenderer } from '../report-html/sanitizing-renderer';
import { writeDocx } from './docx-export';
import { writePdf } from './pdf-export';

/**
 * The evidence grid in the PDF, Word, Markdown and Google Docs exports (docs/decisions/evidence-grid.md): its
 * questions, each document's values with their pages, as the owner sees them and as a member the
 * owner keeps the documents from does (the names hidden as the grid's page hides them).
 */
const EVIDENCE: ReportEvidence = {
  citations: [
    {
      number: 1,
      documentId: 'f1',
      name: 'Acme Supply Agreement.pdf',
      link: 'https://drive.test/f1',
      quotes: [{ text: 'Either party may terminate with 90 days notice.', page: 4 }],
    },
  ],
  flaggedClaims: [],
};

const TABLE: EvidenceRow[] = [
  {
    documentId: 'f1',
    name: 'Acme Supply Agreement.pdf',
    link: 'https://drive.test/f1',
    outcome: 'data',
    reason: null,
    findings: [{ text: 'Either party may terminate with 90 days notice.', page: 4, verified: true }],
    cells: {
      c1: { value: '90 days', normalized: 90, quote: 'terminate with 90 days notice', page: 4 },
      c2: {
        value: '31 March 2027',
        normalized: '2027-03-31',
        quote: 'Acme Supply Agreement.pdf renews on 31 March 2027.',
        page: 7,
        unverified: true,
      },
    },
  },
  {
    documentId: 'f2',
    name: 'Beta Logistics Contract.docx',
    link: 'https://drive.test/f2',
    outcome: 'noData',
    reason: null,
    findings: [],
    cells: { c1: { value: '30 days', normalized: 30, quote: 'on 30 days written notice', page: 2 } },
  },
];

const RUN = {
  executionStatus: 'success',
  savedReportName: 'Supplier notice periods',
  reportDetails: {
    query: 'What are the notice periods of our supplier contracts?',
    columns: [
      { id: 'c1', question: 'Notice period to terminate?', type: 'number' },
      { id: 'c2', question: 'Renewal date?', type: 'date' },
    ],
  },
  createdAt: '2026-11-27T10:00:00.000Z',
  result: '<p>Acme asks 90 days [1].</p>',
  resultWithoutDocuments: '<p>Source 1 asks 90 days [1].</p>',
  evidence: EVIDENCE,
  tableParts: 1,
} as unknown as RunRecord;
/** The run's evidence table is its one stored part. */
const STORE = { getAll: async () => [{ text: JSON.stringify(TABLE) }] } as never;
const NAMES = ['Acme Supply Agreement.pdf', 'Beta Logistics Contract.docx'];

type Format = 'md' | 'html' | 'pdf' | 'docx';

async function textOf(format: Format, hidden: boolean): Promise<string> {
  const draft = await exportDraftOf(STORE, { id: 'run-1', doc: RUN, view: hidden ? SHOWS_NONE : SHOWS_ALL });
  const doc = await completeDraft(new SanitizingRenderer(), draft);
  let text: string;
  if (format === 'md') text = writeMarkdown(doc).toString('utf8').replace(/\\/g, '');
  else if (format === 'html') {
    const page = new JSDOM(writeHtml(doc).toString('utf8')).window.document;
    text = `${page.body.textContent} ${[...page.querySelectorAll('a')].map((a) => a.href).join(' ')}`;
  } else if (format === 'pdf') text = (await readPdf(await writePdf(doc))).text ?? '';
  else {
    const bytes = await writeDocx(doc);
    const [{ value }, html] = await Promise.all([
      mammoth.extractRawText({ buffer: bytes }),
      mammoth.convertToHtml({ buffer: bytes }),
    ]);
    text = `${value} ${html.value.match(/href="[^"]*"/g)?.join(' ') ?? ''}`;
  }
  return text.replace(/\s+/g, ' ');
}

describe('the evidence grid in exports', () => {
  it.each(['md', 'html', 'pdf', 'docx'] as const)(
    'when the owner exports a grid report as %s, then it carries the questions and each value with its page',
    async (format) => {
      const text = await textOf(format, false);

      const order = [
        'Evidence grid',
        'Notice period to terminate?',
        'Renewal date?',
        'Acme Supply Agreement.pdf',
        '90 days (p. 4)',
        '31 March 2027 (p. 7; not found in the document)',
        'Beta Logistics Contract.docx',
        '30 days (p. 2)',
      ].map((phrase) => text.indexOf(phrase));
      expect(order).not.toContain(-1);
      expect(order).toEqual([...order].sort((a, b) => a - b));
      // The second document did not answer the renewal question.
      expect(text.slice(text.indexOf('30 days (p. 2)'))).toMatch(/^30 days \(p\. 2\)\W*not found/);
    },
  );

  it.each(['md', 'html', 'pdf', 'docx'] as const)(
    'when a member the owner keeps the documents from exports a grid report as %s, then the grid is there and names no document',
    async (format) => {
      const text = await textOf(format, true);

      expect(text).toContain('Evidence grid');
      expect(text).toContain('Notice period to terminate?');
      expect(text).toContain('Document 1');
      expect(text).toContain('90 days (p. 4)');
      expect(text).toContain('30 days (p. 2)');
      for (const name of NAMES) expect(text).not.toContain(name);
      expect(text).not.toContain('drive.test');
    },
  );
});
