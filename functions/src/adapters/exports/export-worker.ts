import { parentPort } from 'node:worker_threads';
import type { ExportFormat } from '@quarry/contracts/exports';
import { writeCsv } from '../../domain/reports/export/csv-export';
import type { ExportDocument } from '../../domain/reports/export/export-document';
import { writeMarkdown } from '../../domain/reports/export/markdown-export';
import { writeDocx } from './docx-export';
import { writePdf } from './pdf-export';
import { writeXlsx } from './xlsx-export';

/** A request to the export thread: which format, for which report. */
export interface ExportTask {
  id: number;
  format: ExportFormat;
  doc: ExportDocument;
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

/**
 * The export thread (export-thread.ts starts it): writes files off the API's event loop, one at a
 * time. A 2,000-document PDF or Word file takes one to two seconds of CPU that would otherwise hold
 * every other request of the instance (issue 27, item 6).
 */
parentPort?.on('message', async (task: ExportTask) => {
  try {
    const bytes = await WRITERS[task.format](task.doc);
    const copy = new Uint8Array(bytes.byteLength);
    copy.set(bytes);
    parentPort?.postMessage({ id: task.id, bytes: copy } satisfies ExportAnswer, [copy.buffer]);
  } catch (error) {
    parentPort?.postMessage({ id: task.id, error: String(error) } satisfies ExportAnswer);
  }
});
