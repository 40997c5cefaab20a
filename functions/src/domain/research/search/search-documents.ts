import type { FoundDocument } from '@quarry/contracts/research';
import type { DriveDirectory } from '@quarry/contracts/user';
import type { Drive, DriveFile } from '../../../ports/drive.port';
import type { AccountDeps } from '../../accounts/account-deps';
import type { DriveAccess } from '../../accounts/drive-access';
import { AppError } from '../../shared/app-error';
import { mapPool } from '../model/pool';
import { badgeFor, isSupported } from './document-types';
import { buildSearchQueries, distinctKeywords, nameHasNegative, withDescendants } from './drive-query';
import { byName } from './name-order';
import { isOwnFile, ownFileExclusions, ownFolders } from './own-files';

export interface SearchDeps {
  accounts: AccountDeps;
  drive: DriveAccess;
}

export interface SearchInput {
  keywords: string[];
  negativeKeywords: string[];
  /** The folders to search; the person's selected directories when absent (a saved report has its own). */
  directories?: DriveDirectory[];
}

/** The folder picker's 'Root Directory' node; choosing it means the whole drive. */
export const ROOT_FOLDER_ID = 'root';
/** Drive calls in flight at once for one search. */
const PARALLEL_QUERIES = 4;

/**
 * The document dialog's list: a live Drive search for the keywords within the user's selected
 * directories (and all folders below them), negative keywords removed, and never a file Quarry
 * wrote (own-files.ts), in name order.
 */
export async function searchDocuments(
  deps: SearchDeps,
  uid: string,
  input: SearchInput,
): Promise<FoundDocument[]> {
  const user = await deps.accounts.users.get(uid);
  if (!user) throw AppError.notFound('User not found');
  const negatives = distinctKeywords(input.negativeKeywords);
  const { files, own } = await runDriveCall('search', () =>
    deps.drive.withDrive(uid, async (drive, token) => {
      const [folderIds, own] = await Promise.all([
        searchScope(drive, token, input.directories ?? user.preferences.selectedDriveDirectories ?? []),
        ownFolders(drive, token),
      ]);
      const queries = buildSearchQueries({
        keywords: input.keywords,
        negativeKeywords: negatives,
        folderIds,
        exclusions: ownFileExclusions(own),
      });
      const files = (await mapPool(queries, PARALLEL_QUERIES, (q) => drive.search(token, q))).flat();
      return { files, own: new Set(own) };
    }),
  );
  const unique = new Map<string, DriveFile>();
  for (const file of files) {
    // Again after the query: docs saved before the fixed mark, and files deeper in Quarry's folder.
    if (unique.has(file.id) || nameHasNegative(file.name, negatives) || isOwnFile(file, own)) continue;
    unique.set(file.id, file);
  }
  return byName([...unique.values()].map(toFoundDocument));
}

/** The folders to search in, or undefined for the whole drive. */
async function searchScope(
  drive: Drive,
  token: string,
  directories: DriveDirectory[],
): Promise<string[] | undefined> {
  const selected = directories.map((d) => d.id);
  if (selected.length === 0 || selected.includes(ROOT_FOLDER_ID)) return undefined;
  return withDescendants(selected, await drive.listFolders(token));
}

function toFoundDocument(file: DriveFile): FoundDocument {
  return {
    id: file.id,
    name: file.name,
    mimeType: file.mimeType,
    ...(file.webViewLink ? { webViewLink: file.webViewLink } : {}),
    ...(file.version ? { version: file.version } : {}),
    ...(file.size !== undefined ? { size: file.size } : {}),
    ...(file.driveId ? { driveId: file.driveId } : {}),
    ...(file.driveName ? { driveName: file.driveName } : {}),
    supported: isSupported(file.mimeType),
    badge: badgeFor(file.mimeType),
  };
}

/** Drive failures other than a lost grant become a 502 that says what failed. */
export async function runDriveCall<T>(what: 'search' | 'folders', call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof AppError) throw error;
    const action =
      what === 'search' ? 'Google Drive search failed' : 'Could not load your Google Drive folders';
    throw new AppError({
      code: 'DRIVE.UNAVAILABLE',
      httpStatus: 502,
      message: `${action}. Please try again.`,
      details: error instanceof Error ? error.message : String(error),
    });
  }
}
