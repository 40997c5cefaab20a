import { ExportThread } from '../adapters/exports/export-thread';
import { writeCsv } from '../domain/reports/export/csv-export';
import type { ExportDeps } from '../domain/reports/export/export-report';
import { writeMarkdown } from '../domain/reports/export/markdown-export';
import type { DocumentStore } from '../ports/document-store.port';
import type { ReportRenderer } from '../ports/report-renderer.port';

/** The report exports (DESIGN section 19): a writer per format, over the run's stored report. */
export function exportsFor(store: DocumentStore, renderer: ReportRenderer): ExportDeps {
  const thread = new ExportThread();
  return {
    store,
    renderer,
    // The binary formats take seconds of CPU for thousands of documents: written on a thread of
    // their own. Markdown and CSV are string joins, written here.
    writers: {
      md: writeMarkdown,
      csv: writeCsv,
      xlsx: thread.writer('xlsx'),
      docx: thread.writer('docx'),
      pdf: thread.writer('pdf'),
    },
  };
}
