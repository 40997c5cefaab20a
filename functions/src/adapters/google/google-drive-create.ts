import type { drive_v3 } from '@googleapis/drive';
import { FOLDER, GOOGLE_DOC } from '../../domain/research/search/document-types';
import { marksTerm, quote } from '../../domain/research/search/drive-query';
import { type DriveFile, DriveFolderNotFoundError, type NewGoogleDoc } from '../../ports/drive.port';
import { statusOf, toDriveFile, translate } from './drive-answers';
import { ALL_DRIVES, SUPPORTS_ALL_DRIVES } from './drive-listing';

const CREATED_FIELDS = 'id,name,mimeType,webViewLink';

/**
 * Creating files (docs/architecture/exports.md): files.create with a multipart upload converting HTML to a
 * Google Doc, https://developers.google.com/workspace/drive/api/guides/manage-uploads#multipart
 * (read 2026-11-27). Per-call options of an upload: googleapis builds the upload address from the call's own rootUrl
 * (default www.googleapis.com), not from the client's, so against the emulator it is given again.
 */
export type UploadOptions = { rootUrl?: string };

function created(data: drive_v3.Schema$File, what: string): DriveFile {
  // isAppAuthorized was asked for only to tell Quarry's folder from the person's.
  const [file] = toDriveFile({ ...data, isAppAuthorized: null });
  if (!file) throw new Error(`Google Drive create failed: the new ${what} came back incomplete`);
  return file;
}

/** files.create with the HTML as media and a Google Doc as the type: Drive converts it. */
export async function createGoogleDoc(
  drive: drive_v3.Drive,
  options: UploadOptions,
  doc: NewGoogleDoc,
): Promise<DriveFile> {
  try {
    const { data } = await drive.files.create(
      {
        requestBody: {
          name: doc.name,
          mimeType: GOOGLE_DOC,
          ...(doc.folderId ? { parents: [doc.folderId] } : {}),
          ...(doc.appProperties ? { appProperties: doc.appProperties } : {}),
        },
        media: { mimeType: 'text/html', body: doc.html },
        fields: CREATED_FIELDS,
        // A Shared Drive's folder is a parent only with it (checked 2026-12-06).
        ...SUPPORTS_ALL_DRIVES,
      },
      options,
    );
    return created(data, 'document');
  } catch (error) {
    // Drive's answer for a parent it does not have, or (drive.file) one the app neither created
    // nor was given in the Picker: 404 "File not found: <id>." (checked against the emulator, which
    // answers as Drive does).
    if (doc.folderId && statusOf(error) === 404) throw new DriveFolderNotFoundError(doc.folderId);
    throw translate(error, 'create');
  }
}

/** Folders matching `q`, oldest first, as Quarry's app sees them (its marks, isAppAuthorized). */
async function foldersWhere(drive: drive_v3.Drive, q: string): Promise<drive_v3.Schema$File[]> {
  const { data } = await drive.files.list({
    q: `${q} and mimeType = ${quote(FOLDER)} and trashed = false`,
    fields: `files(${CREATED_FIELDS},isAppAuthorized)`,
    orderBy: 'createdTime',
    pageSize: 100,
    // Quarry's folder may have been moved into a Shared Drive.
    ...ALL_DRIVES,
  });
  return data.files ?? [];
}

/**
 * Quarry's folder (docs/decisions/research-pipeline.md): the one bearing `marks` wherever the person moved it, else the
 * app's folder of that name at the top of My Drive made before folders were marked, which is marked
 * now (files.update; isAppAuthorized: one the person made themselves is not Quarry's to write in
 * under drive.file), else a new one there, marked.
 */
export async function findOrCreateFolder(
  drive: drive_v3.Drive,
  name: string,
  marks: Record<string, string>,
): Promise<DriveFile> {
  try {
    const [marked] = await foldersWhere(drive, marksTerm(marks));
    if (marked) return created(marked, 'folder');
    const older = (await foldersWhere(drive, `name = ${quote(name)} and 'root' in parents`)).find(
      (file) => file.isAppAuthorized,
    );
    if (older?.id) {
      const { data } = await drive.files.update({
        fileId: older.id,
        requestBody: { appProperties: marks },
        fields: CREATED_FIELDS,
        ...SUPPORTS_ALL_DRIVES,
      });
      return created(data, 'folder');
    }
    const { data: folder } = await drive.files.create({
      requestBody: { name, mimeType: FOLDER, parents: ['root'], appProperties: marks },
      fields: CREATED_FIELDS,
      ...SUPPORTS_ALL_DRIVES,
    });
    return created(folder, 'folder');
  } catch (error) {
    throw translate(error, 'create');
  }
}
