import {
  DRIVE_FOLDER_NOT_FOUND,
  DRIVE_FOLDER_NOT_FOUND_MESSAGE,
  GOOGLE_DOCS_FOLDER,
  type GoogleDocExport,
} from '@quarry/contracts/exports';
import type { Clock } from '../../../ports/clock.port';
import type { DocumentStore } from '../../../ports/document-store.port';
import { DriveFolderNotFoundError } from '../../../ports/drive.port';
import type { DriveAccess } from '../../accounts/drive-access';
import { AppError } from '../../shared/app-error';
import { type ExportDeps, type ExportSubject, exportDocumentOf } from './export-report';
import { type GoogleDocRecord, readGoogleDoc, storeGoogleDoc } from './google-doc-records';
import { writeHtml } from './html-export';

export interface GoogleDocDeps {
  exports: ExportDeps;
  /** The person's Drive through their drive.file grant (403 DRIVE_FILE_AUTH_REQUIRED without it). */
  driveFile: DriveAccess;
  store: DocumentStore;
  clock: Clock;
}

const answer = ({ fileId, link, name, createdAt }: GoogleDocRecord): GoogleDocExport => ({
  fileId,
  link,
  name,
  createdAt,
});

/** The folder the person chose is gone, or no longer Quarry's to use: they choose again (404). */
function chosenFolderGone(): AppError {
  return new AppError({
    code: 'DRIVE.FOLDER_NOT_FOUND',
    httpStatus: 404,
    message: DRIVE_FOLDER_NOT_FOUND_MESSAGE,
    errorCode: DRIVE_FOLDER_NOT_FOUND,
  });
}

/** The doc saved before, if it was written as this person sees the run now. */
async function stored(deps: GoogleDocDeps, subject: ExportSubject, uid: string) {
  const record = await readGoogleDoc(deps.store, subject.id, uid);
  return record && record.withDocuments === !subject.hidden ? record : null;
}

/**
 * Saves the run, as its viewer may see it, as a Google Doc in their Drive (issue 27, item 4): in
 * the folder they chose, else in Quarry's own "Quarry reports". Asked again, the doc saved before
 * is answered while Drive still has it (trashed or deleted, a new one is made).
 */
export async function saveGoogleDoc(
  deps: GoogleDocDeps,
  subject: ExportSubject,
  uid: string,
  folderId?: string,
): Promise<GoogleDocExport> {
  const before = await stored(deps, subject, uid);
  const created = await deps.driveFile.withDrive(uid, async (drive, token) => {
    if (before && (await drive.getFiles(token, [before.fileId])).has(before.fileId)) return null;
    // Written only when a doc is to be made: answering the one saved before reads no report.
    const document = await exportDocumentOf(deps.exports, subject);
    const html = writeHtml(document).toString('utf8');
    if (!folderId) {
      const parent = (await drive.findOrCreateFolder(token, GOOGLE_DOCS_FOLDER)).id;
      return drive.createGoogleDoc(token, { name: document.title, html, folderId: parent });
    }
    return drive.createGoogleDoc(token, { name: document.title, html, folderId }).catch((error) => {
      throw error instanceof DriveFolderNotFoundError ? chosenFolderGone() : error;
    });
  });
  if (!created) return answer(before as GoogleDocRecord);
  if (!created.webViewLink) {
    throw new AppError({
      code: 'DRIVE.NO_LINK',
      httpStatus: 502,
      message: 'Google Drive created the document but gave no address for it.',
    });
  }
  const record: GoogleDocRecord = {
    executionId: subject.id,
    uid,
    ownerId: subject.doc.ownerId,
    fileId: created.id,
    link: created.webViewLink,
    name: created.name,
    createdAt: deps.clock.now().toISOString(),
    withDocuments: !subject.hidden,
  };
  await storeGoogleDoc(deps.store, record);
  return answer(record);
}

/** The doc this person saved the run as, for "Open in Google Docs"; 404 when there is none. */
export async function savedGoogleDoc(
  deps: Pick<GoogleDocDeps, 'store'>,
  subject: ExportSubject,
  uid: string,
): Promise<GoogleDocExport> {
  const record = await readGoogleDoc(deps.store, subject.id, uid);
  if (!record || record.withDocuments !== !subject.hidden) {
    throw AppError.notFound('This report has not been saved to Google Docs yet.');
  }
  return answer(record);
}
