import type { drive_v3 } from '@googleapis/drive';
import { type DocumentFetcher, DocumentReadError } from '../../ports/document-reader.port';
import { reasonOf, statusOf, translate } from './drive-answers';
import { SUPPORTS_ALL_DRIVES } from './drive-listing';

/** What a person is told when Drive will not hand a file over, by Drive's error reason. */
export const REFUSALS: Record<string, string> = {
  // files.export: "the exported content is limited to 10MB" (checked 2026-12-06).
  exportSizeLimitExceeded:
    'Google Drive will not export this document: it is larger than the 10 MB Drive allows. Split it into smaller documents to read it.',
  // The owner turned off download, print and copy for viewers and commenters (capabilities.canDownload false).
  cannotDownloadFile:
    "The file's owner turned off downloading for people who can only view or comment, so Quarry cannot read it. Ask the owner for edit access, or to allow downloads.",
  cannotExportFile:
    "The file's owner turned off downloading for people who can only view or comment, so Quarry cannot read it. Ask the owner for edit access, or to allow downloads.",
};

/** A refusal the person can understand as a DocumentReadError; anything else as Drive failures are. */
function refusal(error: unknown, action: string): Error {
  const data = (error as { response?: { data?: unknown } } | undefined)?.response?.data;
  const reason = statusOf(error) === 403 ? reasonOf(data) : undefined;
  const text = reason ? REFUSALS[reason] : undefined;
  return text ? new DocumentReadError(text) : translate(error, action);
}

/**
 * File bytes with one token: downloads (files.get alt=media) with supportsAllDrives=true, or Drive
 * answers 404 for a Shared Drive's file; exports (files.export) by id alone: the reference gives
 * export no supportsAllDrives parameter, only fileId and mimeType (both checked 2026-12-06).
 */
export function driveFetcher(drive: drive_v3.Drive): DocumentFetcher {
  return {
    download: async (fileId) => {
      try {
        const { data } = await drive.files.get(
          { fileId, alt: 'media', ...SUPPORTS_ALL_DRIVES },
          { responseType: 'arraybuffer' },
        );
        return Buffer.from(data as unknown as ArrayBuffer);
      } catch (error) {
        throw refusal(error, 'download');
      }
    },
    export: async (fileId, mimeType) => {
      try {
        const { data } = await drive.files.export({ fileId, mimeType }, { responseType: 'arraybuffer' });
        return Buffer.from(data as unknown as ArrayBuffer);
      } catch (error) {
        throw refusal(error, 'export');
      }
    },
  };
}
