import { writeDocx } from '../adapters/exports/docx-export';
import { writeXlsx } from '../adapters/exports/xlsx-export';
import { writeCsv } from '../domain/reports/export/csv-export';
import type { ExportDeps } from '../domain/reports/export/export-report';
import { writeMarkdown } from '../domain/reports/export/markdown-export';
import { AppError } from '../domain/shared/app-error';
import type { DocumentStore } from '../ports/document-store.port';
import type { ReportRenderer } from '../ports/report-renderer.port';

/** The report exports (DESIGN section 19): a writer per format, over the run's stored report. */
export function exportsFor(store: DocumentStore, renderer: ReportRenderer): ExportDeps {
  return {
    store,
    renderer,
    writers: {
      md: writeMarkdown,
      csv: writeCsv,
      xlsx: writeXlsx,
      docx: writeDocx,
      pdf: unavailable,
    },
  };
}

/** A format whose writer is not in this build yet: a clear 501, never a 500. */
function unavailable(): never {
  throw new AppError({
    code: 'EXPORT.UNAVAILABLE',
    httpStatus: 501,
    message: 'This export format is not available yet.',
  });
}
