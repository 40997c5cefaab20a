import type { DocumentFetcher } from './document-reader.port';

export interface DriveFile {
  id: string;
  name: string;
  mimeType: string;
  webViewLink?: string;
  modifiedTime?: string;
  /** Changes exactly when the content changes; part of the extraction cache key. */
  version?: string;
  size?: number;
  parents?: string[];
  /**
   * Drive's appProperties as Quarry's own OAuth client sees them (each app sees only its own): the
   * marks Quarry puts on what it creates (domain/research/search/own-files.ts). Absent on everything else.
   */
  appProperties?: Record<string, string>;
  /** Set (true) when Quarry's app created the file or was given it in the Picker (Drive's isAppAuthorized). */
  isAppAuthorized?: boolean;
  /** The Shared Drive the file is in (Drive's driveId); absent in My Drive. */
  driveId?: string;
  /** That Shared Drive's name (from drives.list), for search results to say where a file is. */
  driveName?: string;
  /** Set (true) when the file is in the trash: Drive still hands it over, Quarry does not read it. */
  trashed?: boolean;
  /** Set (false) when the person may not download it (its owner turned download off for viewers). */
  canDownload?: boolean;
  /**
   * Not from Drive: the titles the file gave itself when it was read (ReadResult.titles), carried
   * with it to the report so hiding its name hides them too (domain/research/writing/hide-names.ts).
   */
  titles?: string[];
}

/** The access token was refused (expired or revoked grant): the person must authorize again. */
export class DriveAuthError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DriveAuthError';
  }
}

/**
 * The folder a file was to be created in is not there, or (drive.file) not Quarry's to use: Drive
 * answers both with 404 "File not found" on files.create.
 */
export class DriveFolderNotFoundError extends Error {
  constructor(readonly folderId: string) {
    super(`Google Drive has no folder ${folderId} that Quarry may create files in`);
    this.name = 'DriveFolderNotFoundError';
  }
}

/**
 * One entry of Drive's change log (changes.list, checked 2026-11-27): the file added, edited,
 * trashed or removed. `removed` (deleted, or no longer visible to the person) comes without a file.
 */
export interface DriveChange {
  fileId: string;
  removed: boolean;
  /** The file as it is now; absent when removed. */
  file?: DriveFile & { trashed?: boolean };
}

/**
 * One page of changes. Exactly one of the tokens is set: `nextPageToken` when more pages follow
 * now, `newStartPageToken` on the last page (where to ask from next time).
 */
export interface DriveChangesPage {
  changes: DriveChange[];
  nextPageToken?: string;
  newStartPageToken?: string;
}

/** A Google Doc to create from HTML (Drive converts it), in a folder or else in My Drive. */
export interface NewGoogleDoc {
  name: string;
  html: string;
  folderId?: string;
  /** Drive's appProperties: marks private to Quarry's OAuth client, searchable to find the doc again. */
  appProperties?: Record<string, string>;
}

/**
 * Google Drive v3 as the use cases need it: reading for research; creating Google Docs and their
 * folder to save reports (docs/architecture/exports.md), which needs only the drive.file scope.
 */
export interface Drive {
  /**
   * Every file matching a Drive query `q`, all pages, in My Drive, shared with the person and in
   * every Shared Drive they are a member of (each with its drive's name); a shortcut comes as its
   * target, once.
   */
  search(accessToken: string, q: string): Promise<DriveFile[]>;
  /**
   * Every folder the person can see (not trashed), all pages, Shared Drives included: each Shared
   * Drive comes as a folder of its own (its id is its top folder's), and a folder a shortcut points
   * at also has the shortcut's folder among its parents. With `within`, only the folders that also
   * match that Drive query (with their appProperties and isAppAuthorized).
   */
  listFolders(accessToken: string, within?: string): Promise<DriveFile[]>;
  /**
   * One file's metadata (files.get, same fields as search). The pipeline resolves the documents a
   * person picked this way, so report links and cache keys come from Drive, never from the browser.
   */
  getFile(accessToken: string, fileId: string): Promise<DriveFile>;
  /**
   * Many files' metadata at once (files.get in Drive's batch requests, up to 100 a request): the
   * files Drive answered for, by id; one it could not find or read is left out.
   */
  getFiles(accessToken: string, fileIds: readonly string[]): Promise<Map<string, DriveFile>>;
  /** Reads file bytes with this token. */
  fetcher(accessToken: string): DocumentFetcher;
  /**
   * Creates a Google Doc converted from the HTML; returns it with its webViewLink. A folder Drive
   * will not create in throws DriveFolderNotFoundError.
   */
  createGoogleDoc(accessToken: string, doc: NewGoogleDoc): Promise<DriveFile>;
  /**
   * The folder bearing `marks` (not trashed, wherever the person moved it or however renamed), else
   * the one of that name at the top of My Drive that Quarry created before folders were marked (it is
   * marked now), else a new one there, marked: saving report after report fills one folder, never a
   * folder per report.
   */
  findOrCreateFolder(accessToken: string, name: string, marks: Record<string, string>): Promise<DriveFile>;
  /** Where the person's change log stands now (changes.getStartPageToken): changes after it follow. */
  startPageToken(accessToken: string): Promise<string>;
  /** One page of the person's changes from `pageToken` (changes.list, removals included). */
  listChanges(accessToken: string, pageToken: string): Promise<DriveChangesPage>;
}
