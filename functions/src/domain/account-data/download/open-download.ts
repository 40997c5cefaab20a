import type { DocumentStore } from '../../../ports/document-store.port';
import { AppError } from '../../shared/app-error';
import type { AccountJobStore } from '../account-jobs';
import { isDataExportId, isExpired, readDataExport } from './data-exports';
import { readChunks } from './export-chunks';

export const DOWNLOAD_NOT_FOUND = 'This download was not found. Please start a new one from Settings.';
export const DOWNLOAD_BUILDING = 'Your download is still being prepared. Please try again when it is ready.';
export const DOWNLOAD_EXPIRED =
  'This download has expired and was deleted. Please start a new one from Settings.';

/**
 * GET /api/account/data-export/{id}/download: the owner's ready zip, as its chunks in order. Anyone
 * else's (or an id this app never gives) is not found; one still building is a conflict; one past
 * its time is gone.
 */
export async function openDownload(
  deps: Pick<AccountJobStore, 'clock'> & { store: DocumentStore },
  uid: string,
  id: string,
): Promise<{ fileName: string; sizeBytes: number; bytes: AsyncGenerator<Buffer> }> {
  const found = isDataExportId(id) ? await readDataExport(deps.store, id) : null;
  if (!found || found.doc.ownerId !== uid || found.job?.status === 'failed') {
    throw AppError.notFound(DOWNLOAD_NOT_FOUND);
  }
  const { doc } = found;
  if (isExpired(doc, deps.clock.now())) {
    throw new AppError({ code: 'DATA_EXPORT.EXPIRED', httpStatus: 410, message: DOWNLOAD_EXPIRED });
  }
  if (doc.status !== 'ready' || doc.chunkCount === null) {
    throw new AppError({ code: 'DATA_EXPORT.BUILDING', httpStatus: 409, message: DOWNLOAD_BUILDING });
  }
  return {
    fileName: doc.fileName,
    sizeBytes: doc.sizeBytes ?? 0,
    bytes: readChunks(deps.store, id, doc.chunkCount),
  };
}
