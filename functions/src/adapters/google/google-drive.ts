// Drive's own package (@googleapis/drive), not the whole of googleapis: about 100 MB less per process.
import { auth, drive, type drive_v3 } from '@googleapis/drive';
import { FOLDER } from '../../domain/research/search/document-types';
import { quote } from '../../domain/research/search/drive-query';
import type { DocumentFetcher } from '../../ports/document-reader.port';
import {
  type Drive,
  DriveAuthError,
  type DriveChangesPage,
  type DriveFile,
  type NewGoogleDoc,
} from '../../ports/drive.port';
import { reasonOf, SCOPE_REASONS, toDriveFile, translate } from './drive-answers';
import { answerTo, type BatchPart, batchRequest, MAX_BATCH_CALLS, parseBatchResponse } from './drive-batch';
import { driveFetcher } from './drive-fetcher';
import { listEverywhere, listSharedDrives, type SharedDriveInfo, SUPPORTS_ALL_DRIVES } from './drive-listing';
import { SHORTCUT, SHORTCUT_FIELDS, withFolderShortcuts, withTargets } from './drive-shortcuts';
import { listChanges, startPageToken } from './google-drive-changes';
import { createGoogleDoc, findOrCreateFolder } from './google-drive-create';

/** Where Google's APIs answer (Drive's batch endpoint is not under its own root). */
const GOOGLE_APIS = 'https://www.googleapis.com';
/** appProperties: Quarry's own marks, so what it made is known at reading (domain/research/search/own-files.ts). */
const FILE_FIELDS =
  'id,name,mimeType,webViewLink,modifiedTime,version,size,parents,appProperties,driveId,trashed,capabilities(canDownload)';
/** Search hits: a shortcut's target is read from shortcutDetails (drive-shortcuts.ts). */
const SEARCH_FIELDS = `${FILE_FIELDS},${SHORTCUT_FIELDS}`;
const FOLDER_FIELDS = 'id,name,mimeType,parents,appProperties,isAppAuthorized';
const SHORTCUT_LIST_FIELDS = `id,parents,${SHORTCUT_FIELDS}`;
/** Drive's maximum; it may send fewer per page (e.g. when parents are asked for), paging covers that. */
const PAGE_SIZE = 1000;
/** Access tokens whose clients are kept (the oldest goes first): one per user reading at once. */
const MAX_CLIENTS = 64;
/** How long a person's Shared Drives (drives.list) are reused: a search makes several lists at once. */
const DRIVES_TTL_MS = 60_000;
/** Batch requests of access checks sent at once (each up to MAX_BATCH_CALLS files). */
const OPEN_BATCHES_AT_ONCE = 3;

/** Drive on googleapis (Drive v3), against Google or, with `emulatorsUrl`, the local emulator. */
export class GoogleDrive implements Drive {
  constructor(
    private readonly emulatorsUrl?: string,
    private readonly pageSize = PAGE_SIZE,
  ) {}

  /** Clients by access token, the latest last: a run reads thousands of files with one token. */
  private readonly clients = new Map<string, drive_v3.Drive>();
  /** Each token's Shared Drives, briefly (DRIVES_TTL_MS). */
  private readonly drives = new Map<string, { until: number; drives: Promise<SharedDriveInfo[]> }>();

  private client(accessToken: string): drive_v3.Drive {
    const known = this.clients.get(accessToken);
    if (known) return known;
    // googleapis' own OAuth2Client class: it bundles a different google-auth-library than ours.
    const client = new auth.OAuth2();
    client.setCredentials({ access_token: accessToken });
    const made = drive({
      version: 'v3',
      auth: client,
      ...(this.emulatorsUrl ? { rootUrl: `${this.emulatorsUrl}/` } : {}),
    });
    if (this.clients.size >= MAX_CLIENTS) this.clients.delete(this.clients.keys().next().value as string);
    this.clients.set(accessToken, made);
    return made;
  }

  /** The person's Shared Drives (drives.list), kept a minute per token. */
  private sharedDrives(accessToken: string): Promise<SharedDriveInfo[]> {
    const now = Date.now();
    const known = this.drives.get(accessToken);
    if (known && known.until > now) return known.drives;
    for (const [token, entry] of this.drives) if (entry.until <= now) this.drives.delete(token);
    const drives = listSharedDrives(this.client(accessToken));
    drives.catch(() => this.drives.delete(accessToken));
    this.drives.set(accessToken, { until: now + DRIVES_TTL_MS, drives });
    return drives;
  }

  async search(accessToken: string, q: string): Promise<DriveFile[]> {
    const found = await this.listAll(accessToken, q, SEARCH_FIELDS);
    const files = await withTargets(found, (ids) => this.getFiles(accessToken, ids));
    if (!files.some((file) => file.driveId)) return files;
    const names = new Map((await this.sharedDrives(accessToken)).map((drive) => [drive.id, drive.name]));
    return files.map((file) => {
      const driveName = file.driveId ? names.get(file.driveId) : undefined;
      return driveName ? { ...file, driveName } : file;
    });
  }

  startPageToken(accessToken: string): Promise<string> {
    return startPageToken(this.client(accessToken));
  }

  listChanges(accessToken: string, pageToken: string): Promise<DriveChangesPage> {
    return listChanges(this.client(accessToken), pageToken, this.pageSize);
  }

  async listFolders(accessToken: string, within?: string): Promise<DriveFile[]> {
    const folders = `mimeType = ${quote(FOLDER)} and trashed = false`;
    if (within) {
      return (await this.listAll(accessToken, `(${within}) and ${folders}`, FOLDER_FIELDS)).flatMap(
        toDriveFile,
      );
    }
    const shortcuts = `mimeType = ${quote(SHORTCUT)} and trashed = false`;
    const [found, pointers, drives] = await Promise.all([
      this.listAll(accessToken, folders, FOLDER_FIELDS),
      this.listAll(accessToken, shortcuts, SHORTCUT_LIST_FIELDS),
      this.sharedDrives(accessToken),
    ]);
    // Each Shared Drive as a folder: its top folder's id is the drive's, the parent of its top items.
    const tops = drives.map((drive) => ({ id: drive.id, name: drive.name, mimeType: FOLDER }));
    return [...tops, ...withFolderShortcuts(found.flatMap(toDriveFile), pointers)];
  }

  async getFile(accessToken: string, fileId: string): Promise<DriveFile> {
    let data: drive_v3.Schema$File;
    try {
      ({ data } = await this.client(accessToken).files.get({
        fileId,
        fields: FILE_FIELDS,
        ...SUPPORTS_ALL_DRIVES,
      }));
    } catch (error) {
      throw translate(error, 'metadata read');
    }
    const [file] = toDriveFile(data);
    if (!file) throw new Error(`Google Drive metadata read failed: file ${fileId} came back incomplete`);
    return file;
  }

  async getFiles(accessToken: string, fileIds: readonly string[]): Promise<Map<string, DriveFile>> {
    const found = new Map<string, DriveFile>();
    for (let start = 0; start < fileIds.length; start += MAX_BATCH_CALLS) {
      const ids = fileIds.slice(start, start + MAX_BATCH_CALLS);
      const parts = await this.batch(
        accessToken,
        ids.map(
          (id) => `/drive/v3/files/${encodeURIComponent(id)}?supportsAllDrives=true&fields=${FILE_FIELDS}`,
        ),
      );
      for (const [index, id] of ids.entries()) {
        const part = answerTo(parts, index);
        if (part?.status === 401 || (part?.status === 403 && SCOPE_REASONS.has(reasonOf(part.body) ?? ''))) {
          throw new DriveAuthError(`Google Drive refused the access token (${part.status})`);
        }
        // A file Drive did not answer for (not found, or an error of its own) is left out.
        const [file] = part?.status === 200 ? toDriveFile(part.body as drive_v3.Schema$File) : [];
        if (file?.id === id) found.set(id, file);
      }
    }
    return found;
  }

  /**
   * Which of the files this token can open: files.get(fileId, fields=id, supportsAllDrives=true)
   * for each, in batch requests of up to 100 calls, a few at once. 200 is true; 404 (Drive answers a
   * file the person may not see as one that does not exist) and 403 are false. A file Drive answered
   * otherwise for (429, 5xx) is left out: unknown this time. Drive v3 reference, files.get and
   * "Resolve errors" (404 notFound), checked 2026-12-06.
   */
  async opens(accessToken: string, fileIds: readonly string[]): Promise<Map<string, boolean>> {
    const batches: string[][] = [];
    for (let start = 0; start < fileIds.length; start += MAX_BATCH_CALLS) {
      batches.push(fileIds.slice(start, start + MAX_BATCH_CALLS));
    }
    const answers = new Map<string, boolean>();
    for (let first = 0; first < batches.length; first += OPEN_BATCHES_AT_ONCE) {
      const round = batches.slice(first, first + OPEN_BATCHES_AT_ONCE);
      await Promise.all(round.map((ids) => this.opensBatch(accessToken, ids, answers)));
    }
    return answers;
  }

  private async opensBatch(accessToken: string, ids: string[], answers: Map<string, boolean>) {
    const parts = await this.batch(
      accessToken,
      ids.map((id) => `/drive/v3/files/${encodeURIComponent(id)}?supportsAllDrives=true&fields=id`),
    );
    for (const [index, id] of ids.entries()) {
      const part = answerTo(parts, index);
      if (part?.status === 401 || (part?.status === 403 && SCOPE_REASONS.has(reasonOf(part.body) ?? ''))) {
        throw new DriveAuthError(`Google Drive refused the access token (${part.status})`);
      }
      if (part?.status === 200) answers.set(id, true);
      else if (part?.status === 404 || part?.status === 403) answers.set(id, false);
    }
  }

  /** One batch request of GETs; its inner responses, in the order sent. */
  private async batch(accessToken: string, paths: string[]): Promise<BatchPart[]> {
    const { body, contentType } = batchRequest(paths);
    let response: Response;
    try {
      response = await fetch(`${this.emulatorsUrl ?? GOOGLE_APIS}/batch/drive/v3`, {
        method: 'POST',
        headers: { authorization: `Bearer ${accessToken}`, 'content-type': contentType },
        body,
      });
    } catch (error) {
      throw translate(error, 'metadata read');
    }
    const text = await response.text();
    if (!response.ok) {
      let data: unknown = text;
      try {
        data = JSON.parse(text);
      } catch {}
      throw translate(
        { status: response.status, message: text.slice(0, 200), response: { data } },
        'metadata read',
      );
    }
    const parts = parseBatchResponse(text, response.headers.get('content-type'));
    if (!parts) throw new Error('Google Drive metadata read failed: the batch answer was not multipart');
    return parts;
  }

  fetcher(accessToken: string): DocumentFetcher {
    return driveFetcher(this.client(accessToken));
  }

  createGoogleDoc(accessToken: string, doc: NewGoogleDoc): Promise<DriveFile> {
    const options = this.emulatorsUrl ? { rootUrl: `${this.emulatorsUrl}/` } : {};
    return createGoogleDoc(this.client(accessToken), options, doc);
  }

  findOrCreateFolder(accessToken: string, name: string, marks: Record<string, string>): Promise<DriveFile> {
    return findOrCreateFolder(this.client(accessToken), name, marks);
  }

  /** Every file matching `q` across all drives (drive-listing.ts), as Drive sent them. */
  private listAll(accessToken: string, q: string, fileFields: string): Promise<drive_v3.Schema$File[]> {
    return listEverywhere(this.client(accessToken), q, fileFields, this.pageSize, () =>
      this.sharedDrives(accessToken),
    );
  }
}
