import { ExportThread } from '../adapters/exports/export-thread';
import { FflateZipWriter } from '../adapters/zip/fflate-zip-writer';
import type { DataExportDeps } from '../domain/account-data/download/build-data-export';
import type { ViewerDriveAccess } from '../ports/viewer-access.port';
import type { CoreDeps } from './core';

/**
 * Building the download of one's data (docs/architecture/accounts-and-data.md): the zip writer, and the reports'
 * Markdown written on an export thread of the job's own, as the Markdown export writes it.
 */
export function dataExportFor(
  core: Pick<CoreDeps, 'store' | 'clock'>,
  viewers: ViewerDriveAccess,
): DataExportDeps {
  return {
    store: core.store,
    clock: core.clock,
    zip: new FflateZipWriter(),
    markdown: new ExportThread().writer('md'),
    viewers,
  };
}
