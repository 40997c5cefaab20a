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
import { FOLDER_MARK, MADE_MARK } from '../../research/search/own-files';
import { AppError } from '../../shared/app-error';
import { viewKeyOf } from '../saved/document-view';
import { type ExportDeps, type ExportSubject, exportDocumentOf } from './export-report';
import {
  CLAIM_WAIT_MS,
  claimGoogleDoc,
  finishGoogleDoc,
  releaseGoogleDoc,
  waitForClaim,
} from './google-doc-claims';
import { googleDocMarks, markedDocQuery } from './google-doc-marks';
import { type GoogleDocRecord, readGoogleDoc, writtenAs } from './google-doc-records';
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

/** The doc saved before, if it was written as this person sees the run now; and the record's doc either way. */
async function stored(deps: GoogleDocDeps, subject: ExportSubject, uid: string) {
  const record = await readGoogleDoc(deps.store, subject.id, uid);
  const before = record && writtenAs(record, viewKeyOf(subject.view)) ? record : null;
  return { before, seenFileId: record?.fileId ?? null };
}

/**
 * Saves the run, as its viewer may see it, as a Google Doc in their Drive (docs/decisions/exports.md): in
 * the folder they chose, else in Quarry's own "Quarry reports". Asked again, the doc saved before
 * is answered while Drive still has it (trashed or deleted, a new one is made). Saves of one run by
 * one person make one doc however they arrive (docs/decisions/exports.md): a new doc is made only under the
 * record's claim (google-doc-claims.ts), and one made before a crash is found again by its marks.
 */
export async function saveGoogleDoc(
  deps: GoogleDocDeps,
  subject: ExportSubject,
  uid: string,
  folderId?: string,
): Promise<GoogleDocExport> {
  const owner = { executionId: subject.id, uid, ownerId: subject.doc.ownerId };
  const deadline = Date.now() + CLAIM_WAIT_MS;
  for (;;) {
    const { before, seenFileId } = await stored(deps, subject, uid);
    if (before && (await stillInDrive(deps, uid, before.fileId))) return answer(before);
    const taken = await claimGoogleDoc(deps, owner, seenFileId);
    if (taken.kind === 'held') await waitForClaim(deps, owner, deadline);
    if (taken.kind !== 'mine') continue;
    try {
      const record = await makeDoc(deps, subject, uid, folderId);
      await finishGoogleDoc(deps.store, taken.claim, record);
      return answer(record);
    } catch (error) {
      // Whatever was made is marked: the next save finds it instead of making another.
      await releaseGoogleDoc(deps.store, owner, taken.claim).catch(() => undefined);
      throw error;
    }
  }
}

function stillInDrive(deps: GoogleDocDeps, uid: string, fileId: string): Promise<boolean> {
  return deps.driveFile.withDrive(uid, async (drive, token) =>
    (await drive.getFiles(token, [fileId])).has(fileId),
  );
}

/** The doc Quarry made of this run for this person before (found by its marks), else a new one. */
async function makeDoc(
  deps: GoogleDocDeps,
  subject: ExportSubject,
  uid: string,
  folderId: string | undefined,
): Promise<GoogleDocRecord> {
  const marks = googleDocMarks(subject, uid);
  const created = await deps.driveFile.withDrive(uid, async (drive, token) => {
    const [made] = await drive.search(token, markedDocQuery(marks));
    if (made) return made;
    const document = await exportDocumentOf(deps.exports, subject);
    // MADE_MARK: Quarry never reads what it wrote (docs/decisions/research-pipeline.md); the run's marks find it again.
    const appProperties = { ...marks, ...MADE_MARK };
    const doc = { name: document.title, html: writeHtml(document).toString('utf8'), appProperties };
    if (!folderId) {
      const parent = (await drive.findOrCreateFolder(token, GOOGLE_DOCS_FOLDER, FOLDER_MARK)).id;
      return drive.createGoogleDoc(token, { ...doc, folderId: parent });
    }
    return drive.createGoogleDoc(token, { ...doc, folderId }).catch((error) => {
      throw error instanceof DriveFolderNotFoundError ? chosenFolderGone() : error;
    });
  });
  if (!created.webViewLink) {
    throw new AppError({
      code: 'DRIVE.NO_LINK',
      httpStatus: 502,
      message: 'Google Drive created the document but gave no address for it.',
    });
  }
  return {
    executionId: subject.id,
    uid,
    ownerId: subject.doc.ownerId,
    fileId: created.id,
    link: created.webViewLink,
    name: created.name,
    createdAt: deps.clock.now().toISOString(),
    withDocuments: subject.view.shows === 'all',
    view: viewKeyOf(subject.view),
  };
}

/** The doc this person saved the run as, for "Open in Google Docs"; 404 when there is none. */
export async function savedGoogleDoc(
  deps: Pick<GoogleDocDeps, 'store'>,
  subject: ExportSubject,
  uid: string,
): Promise<GoogleDocExport> {
  const record = await readGoogleDoc(deps.store, subject.id, uid);
  if (!record || !writtenAs(record, viewKeyOf(subject.view))) {
    throw AppError.notFound('This report has not been saved to Google Docs yet.');
  }
  return answer(record);
}
