import { exportPath } from '@quarry/contracts/exports';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readPdf } from '../../adapters/parsers/pdf-text';
import type { BrowserSession } from '../../testing/browser-session';
import { gemini } from '../../testing/emulator-controls';
import { type LocalStack, startLocalStack } from '../../testing/local-stack';
import { type CitedSource, finishedSharedRun } from '../../testing/shared-run';

/**
 * Reports that leave Quarry over HTTP (docs/architecture/exports.md, docs/decisions/exports.md): the owner exports a finished
 * run from their views, a team member a shared run as they may see it; nobody else, nothing from a
 * run that has not finished, and a format the app does not write is a 400.
 */
let stack: LocalStack;
let maya: BrowserSession;
let theo: BrowserSession;
let sam: BrowserSession;
let reportId = '';
let executionId = '';
/** The run's cited documents, as its owner sees them. */
let cited: CitedSource[] = [];

const words = (text: string) => text.replace(/\s+/g, ' ').trim();

async function pdfTextOf(bytes: Buffer): Promise<string> {
  return ((await readPdf(bytes)).pages ?? []).map((page) => page.text).join('\n');
}

/** The Word file's document and footnotes as XML text (the footnotes carry the quotes). */
async function wordXmlOf(bytes: Buffer): Promise<string> {
  const zip = await JSZip.loadAsync(bytes);
  const parts = [
    'word/document.xml',
    'word/footnotes.xml',
    'word/_rels/document.xml.rels',
    'word/_rels/footnotes.xml.rels',
  ];
  return (await Promise.all(parts.map((name) => zip.file(name)?.async('string') ?? ''))).join('\n');
}

/** The Word file's text, footnotes included, with the XML's tags taken out. */
async function wordTextOf(bytes: Buffer): Promise<string> {
  return (await wordXmlOf(bytes)).replace(/<w:tab\/>/g, ' ').replace(/<[^>]+>/g, '');
}

beforeAll(async () => {
  stack = await startLocalStack();
  ({ maya, theo, sam, reportId, executionId, cited } = await finishedSharedRun(stack));
}, 180_000);
afterAll(() => stack?.stop());

describe('exporting a report', () => {
  it("when the owner exports Markdown, then the file carries the first citation's quote and page as a footnote, named after the report", async () => {
    const response = await maya.raw('GET', exportPath(executionId, 'md'));
    const text = await response.text();

    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="Recall costs.md"; filename*=UTF-8''Recall%20costs.md`,
    );
    expect(response.headers.get('cache-control')).toBe('no-store');
    const first = cited[0]!;
    const quote = first.quotes[0]!;
    expect(text).toContain(`[^1]: ${first.name.replace(/[\\`*_{}[\]<>#|!~]/g, (c) => `\\${c}`)}`);
    expect(text).toContain(`"${quote.text.replace(/[\\`*_{}[\]<>#|!~]/g, (c) => `\\${c}`)}"`);
    if (quote.page) expect(text).toContain(`(p. ${quote.page})`);
    expect(text).toContain('## Coverage');
    expect(text).toContain('Model use:');
  });

  it("when the owner exports PDF and Word, then each file read back holds the first citation's quote", async () => {
    const pdf = await maya.raw('GET', exportPath(executionId, 'pdf'));
    const docx = await maya.raw('GET', exportPath(executionId, 'docx'));
    const pdfText = await pdfTextOf(Buffer.from(await pdf.arrayBuffer()));
    const wordText = await wordTextOf(Buffer.from(await docx.arrayBuffer()));
    const quote = cited[0]!.quotes[0]!;

    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(docx.headers.get('content-disposition')).toContain('filename="Recall costs.docx"');
    // Line breaks in the PDF's text fall where the layout wrapped: compare words.
    expect(words(pdfText)).toContain(words(quote.text));
    expect(words(wordText)).toContain(words(quote.text));
    if (quote.page) {
      expect(pdfText).toContain(`(p. ${quote.page})`);
      expect(wordText).toContain(`(p. ${quote.page})`);
    }
  });

  it('when the owner exports the evidence table, then the CSV and the workbook list every document the run read', async () => {
    const csv = await maya.raw('GET', exportPath(executionId, 'csv'));
    const xlsx = await maya.raw('GET', exportPath(executionId, 'xlsx'));
    const bytes = Buffer.from(await csv.arrayBuffer());
    const text = bytes.toString('utf8');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(await xlsx.arrayBuffer()) as unknown as ExcelJS.Buffer);

    expect(csv.status).toBe(200);
    // Fetch's text() would drop the byte-order mark a spreadsheet needs: the bytes show it.
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(text.startsWith('\uFEFFDocument,Link,Outcome,Reason,Finding,Page,Verified\r\n')).toBe(true);
    for (const source of cited) expect(text).toContain(source.name);
    expect(xlsx.status).toBe(200);
    const names = new Set(
      (workbook.getWorksheet('Evidence')!.getColumn(1).values as unknown[]).slice(2).map(String),
    );
    for (const source of cited) expect(names.has(source.name)).toBe(true);
  });

  it('when a member exports a shared run whose owner keeps the documents private, then no name or address is in any file', async () => {
    await maya.call('PATCH', `/api/saved-reports/${reportId}/privacy`, {
      showDocumentsInSharedReports: false,
    });
    try {
      const files = await Promise.all(
        (['md', 'csv'] as const).map(async (format) =>
          (await theo.raw('GET', exportPath(executionId, format, true))).text(),
        ),
      );
      const binary = async (format: 'pdf' | 'docx') =>
        Buffer.from(await (await theo.raw('GET', exportPath(executionId, format, true))).arrayBuffer());
      files.push(await pdfTextOf(await binary('pdf')), await wordXmlOf(await binary('docx')));
      const workbook = new ExcelJS.Workbook();
      const bytes = await (await theo.raw('GET', exportPath(executionId, 'xlsx', true))).arrayBuffer();
      await workbook.xlsx.load(Buffer.from(bytes) as unknown as ExcelJS.Buffer);
      const sheet = JSON.stringify(workbook.getWorksheet('Evidence')?.getSheetValues());
      for (const text of [...files, sheet]) {
        for (const source of cited) expect(text).not.toContain(source.name);
        expect(text).not.toMatch(/https?:\/\/[^"\s]*drive/);
      }
      expect(files[0]).toContain('Source 1');
      expect(files[1]).toContain('Document 1');
      // The owner still exports them from the team's view.
      const owners = await (await maya.raw('GET', exportPath(executionId, 'md', true))).text();
      expect(owners).toContain(cited[0]!.name.split(' ')[0]);
    } finally {
      await maya.call('PATCH', `/api/saved-reports/${reportId}/privacy`, {
        showDocumentsInSharedReports: true,
      });
    }
  });

  it('when someone else, or nobody signed in, asks for an export, then nothing is written: 404 and 401', async () => {
    expect((await sam.raw('GET', exportPath(executionId, 'md'))).status).toBe(404);
    expect((await sam.raw('GET', exportPath(executionId, 'md', true))).status).toBe(404);
    // A member exports the team's run from the team's views, not as their own.
    expect((await theo.raw('GET', exportPath(executionId, 'md'))).status).toBe(404);
    const anonymous = await fetch(`${stack.app.url}${exportPath(executionId, 'md')}`, {
      headers: { origin: stack.app.url },
    });
    expect(anonymous.status).toBe(401);
  });

  it('when the format is not one the app writes, or the run has not finished, then it says so with a 4xx', async () => {
    const unknown = await maya.raw('GET', `/api/report-execution/${executionId}/export/html`);
    expect(unknown.status).toBe(400);
    // A run held at its first model call has not finished.
    await gemini.hold(stack.emulators.url);
    try {
      const queued = await maya.call('POST', '/api/report-executions', { savedReportId: reportId });
      const pending = await maya.raw('GET', exportPath(String(queued.json.executionId), 'md'));
      expect(pending.status).toBe(409);
      expect(((await pending.json()) as { message: string }).message).toBe(
        'This report has not finished, so there is nothing to export yet.',
      );
    } finally {
      await gemini.release(stack.emulators.url);
    }
    await stack.app.deps.localQueue.idle();
  });
});
