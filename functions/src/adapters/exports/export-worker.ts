import { parentPort } from 'node:worker_threads';
import type { ExportFormat } from '@quarry/contracts/exports';
import { writeCsv } from '../../domain/reports/export/csv-export';
import type { ExportDocument } from '../../domain/reports/export/export-document';
import { completeDraft, type ExportDraft } from '../../domain/reports/export/export-report';
import { writeMarkdown } from '../../domain/reports/export/markdown-export';
import { SanitizingRenderer } from '../report-html/sanitizing-renderer';
import { writeDocx } from './docx-export';
import { writePdf } from './pdf-export';
import { writeXlsx } from './xlsx-export';

/** A request to the export thread: which format, for which report. */
export interface ExportTask {
  id: number;
  format: ExportFormat;
  draft: ExportDraft;
}

/** The thread's answer: the file's bytes, or what went wrong. */
export type ExportAnswer = { id: number; bytes: Uint8Array } | { id: number; error: string };

const WRITERS: Record<ExportFormat, (doc: ExportDocument) => Buffer | Promise<Buffer>> = {
  md: writeMarkdown,
  csv: writeCsv,
  xlsx: writeXlsx,
  docx: writeDocx,
  pdf: writePdf,
};

/** The thread's own renderer: its DOM loads with the first report it reads. */
const renderer = new SanitizingRenderer();

/**
 * The export thread (export-thread.ts starts it): reads the report's HTML into blocks and writes
 * the file off the API's event loop, one at a time. A 2,000-document PDF or Word file takes one to
 * two seconds of CPU that would otherwise hold every other request of the instance (docs/decisions/exports.md).
 */
parentPort?.on('message', async (task: ExportTask) => {
  try {
    // The evidence table needs no prose: a CSV or workbook never parses the report's HTML.
    const { html: _html, withoutListing: _listing, ...rest } = task.draft;
    const doc =
      task.format === 'csv' || task.format === 'xlsx'
        ? { ...rest, blocks: [], usageLine: null }
        : await completeDraft(renderer, task.draft);
    const bytes = await WRITERS[task.format](doc);
    const copy = new Uint8Array(bytes.byteLength);
    copy.set(bytes);
    parentPort?.postMessage({ id: task.id, bytes: copy } satisfies ExportAnswer, [copy.buffer]);
  } catch (error) {
    parentPort?.postMessage({ id: task.id, error: String(error) } satisfies ExportAnswer);
  }
});
