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
import { listChanges, startPageToken } from './google-drive-changes';
import { createGoogleDoc, findOrCreateFolder } from './google-drive-create';

/** Where Google's APIs answer (Drive's batch endpoint is not under its own root). */
const GOOGLE_APIS = 'https://www.googleapis.com';
/** appProperties: Quarry's own marks, so what it made is known at reading (domain/research/search/own-files.ts). */
const FILE_FIELDS = 'id,name,mimeType,webViewLink,modifiedTime,version,size,parents,appProperties';
const FOLDER_FIELDS = 'id,name,mimeType,parents,appProperties,isAppAuthorized';
/** Drive's maximum; it may send fewer per page (e.g. when parents are asked for), paging covers that. */
const PAGE_SIZE = 1000;
/** Access tokens whose clients are kept (the oldest goes first): one per user reading at once. */
const MAX_CLIENTS = 64;

/** Drive on googleapis (Drive v3), against Google or, with `emulatorsUrl`, the local emulator. */
export class GoogleDrive implements Drive {
  constructor(
    private readonly emulatorsUrl?: string,
    private readonly pageSize = PAGE_SIZE,
  ) {}

  /** Clients by access token, the latest last: a run reads thousands of files with one token. */
  private readonly clients = new Map<string, drive_v3.Drive>();

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

  search(accessToken: string, q: string): Promise<DriveFile[]> {
    return this.listAll(accessToken, q, FILE_FIELDS);
  }

  startPageToken(accessToken: string): Promise<string> {
    return startPageToken(this.client(accessToken));
  }

  listChanges(accessToken: string, pageToken: string): Promise<DriveChangesPage> {
    return listChanges(this.client(accessToken), pageToken, this.pageSize);
  }

  listFolders(accessToken: string, within?: string): Promise<DriveFile[]> {
    const folders = `mimeType = ${quote(FOLDER)} and trashed = false`;
    return this.listAll(accessToken, within ? `(${within}) and ${folders}` : folders, FOLDER_FIELDS);
  }

  async getFile(accessToken: string, fileId: string): Promise<DriveFile> {
    let data: drive_v3.Schema$File;
    try {
      ({ data } = await this.client(accessToken).files.get({ fileId, fields: FILE_FIELDS }));
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
        ids.map((id) => `/drive/v3/files/${encodeURIComponent(id)}?fields=${FILE_FIELDS}`),
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
    const drive = this.client(accessToken);
    return {
      download: async (fileId) => {
        try {
          const { data } = await drive.files.get({ fileId, alt: 'media' }, { responseType: 'arraybuffer' });
          return Buffer.from(data as unknown as ArrayBuffer);
        } catch (error) {
          throw translate(error, 'download');
        }
      },
      export: async (fileId, mimeType) => {
        try {
          const { data } = await drive.files.export({ fileId, mimeType }, { responseType: 'arraybuffer' });
          return Buffer.from(data as unknown as ArrayBuffer);
        } catch (error) {
          throw translate(error, 'export');
        }
      },
    };
  }

  createGoogleDoc(accessToken: string, doc: NewGoogleDoc): Promise<DriveFile> {
    const options = this.emulatorsUrl ? { rootUrl: `${this.emulatorsUrl}/` } : {};
    return createGoogleDoc(this.client(accessToken), options, doc);
  }

  findOrCreateFolder(accessToken: string, name: string, marks: Record<string, string>): Promise<DriveFile> {
    return findOrCreateFolder(this.client(accessToken), name, marks);
  }

  private async listAll(accessToken: string, q: string, fileFields: string): Promise<DriveFile[]> {
    const drive = this.client(accessToken);
    const files: DriveFile[] = [];
    const seenTokens = new Set<string>();
    let pageToken: string | undefined;
    do {
      let page: drive_v3.Schema$FileList;
      try {
        ({ data: page } = await drive.files.list({
          q,
          pageSize: this.pageSize,
          fields: `nextPageToken,files(${fileFields})`,
          ...(pageToken ? { pageToken } : {}),
        }));
      } catch (error) {
        throw translate(error, 'search');
      }
      files.push(...(page.files ?? []).flatMap(toDriveFile));
      pageToken = page.nextPageToken ?? undefined;
      // A token seen before would page forever; Drive never sends one, but a proxy might.
      if (pageToken && seenTokens.has(pageToken)) break;
      if (pageToken) seenTokens.add(pageToken);
    } while (pageToken);
    return files;
  }
}
