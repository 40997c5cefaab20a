import { writeDocx } from '../adapters/exports/docx-export';
import { writePdf } from '../adapters/exports/pdf-export';
import { writeXlsx } from '../adapters/exports/xlsx-export';
import { writeCsv } from '../domain/reports/export/csv-export';
import type { ExportDeps } from '../domain/reports/export/export-report';
import { writeMarkdown } from '../domain/reports/export/markdown-export';
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
      pdf: writePdf,
    },
  };
}
