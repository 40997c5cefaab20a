import { EXPORT_FORMATS } from '@quarry/contracts/exports';
import { ExportThread } from '../adapters/exports/export-thread';
import type { ExportDeps } from '../domain/reports/export/export-report';
import type { DocumentStore } from '../ports/document-store.port';
import type { ReportRenderer } from '../ports/report-renderer.port';

/** The report exports (docs/architecture/exports.md): a writer per format, over the run's stored report. */
export function exportsFor(store: DocumentStore, renderer: ReportRenderer): ExportDeps {
  const thread = new ExportThread();
  return {
    store,
    renderer,
    // Every file is written on a thread of its own: reading the report's HTML into blocks and laying
    // out a PDF or Word file of thousands of documents take seconds of CPU (docs/decisions/exports.md).
    writers: Object.fromEntries(
      EXPORT_FORMATS.map((format) => [format, thread.writer(format)]),
    ) as ExportDeps['writers'],
  };
}
