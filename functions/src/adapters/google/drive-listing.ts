import type { drive_v3 } from '@googleapis/drive';
import { translate } from './drive-answers';

/**
 * files.list over everything the person can open (checked 2026-12-06, Drive v3 files.list):
 * `corpora=allDrives` ("all shared drives the user is a member of" and the user's own corpus),
 * `includeItemsFromAllDrives=true` ("Whether both My Drive and shared drive items should be included
 * in results") and `supportsAllDrives=true`. Without them Drive leaves every Shared Drive out.
 */
export const ALL_DRIVES = { corpora: 'allDrives', includeItemsFromAllDrives: true, supportsAllDrives: true };
/** Every call naming one file (get, export, download, create, update): 404 on a Shared Drive's file without it. */
export const SUPPORTS_ALL_DRIVES = { supportsAllDrives: true };

/** A Shared Drive the person is a member of. */
export interface SharedDriveInfo {
  id: string;
  name: string;
}

/** drives.list's largest page (checked 2026-12-06: 10 by default, 100 at most). */
const DRIVES_PAGE_SIZE = 100;

/** drives.list, every page: the Shared Drives the person is a member of. */
export async function listSharedDrives(drive: drive_v3.Drive): Promise<SharedDriveInfo[]> {
  const drives: SharedDriveInfo[] = [];
  let pageToken: string | undefined;
  do {
    let page: drive_v3.Schema$DriveList;
    try {
      ({ data: page } = await drive.drives.list({
        pageSize: DRIVES_PAGE_SIZE,
        fields: 'nextPageToken,drives(id,name)',
        ...(pageToken ? { pageToken } : {}),
      }));
    } catch (error) {
      throw translate(error, 'shared drives list');
    }
    for (const found of page.drives ?? []) {
      if (found.id && found.name) drives.push({ id: found.id, name: found.name });
    }
    pageToken = page.nextPageToken ?? undefined;
  } while (pageToken);
  return drives;
}

type ListParams = Omit<drive_v3.Params$Resource$Files$List, 'pageToken' | 'fields' | 'pageSize'>;

/** One files.list, every page; whether Drive said any page's search was incomplete. */
async function allPages(
  drive: drive_v3.Drive,
  params: ListParams,
  fileFields: string,
  pageSize: number,
): Promise<{ files: drive_v3.Schema$File[]; incomplete: boolean }> {
  const files: drive_v3.Schema$File[] = [];
  const seenTokens = new Set<string>();
  let incomplete = false;
  let pageToken: string | undefined;
  do {
    let page: drive_v3.Schema$FileList;
    try {
      ({ data: page } = await drive.files.list({
        ...params,
        pageSize,
        fields: `nextPageToken,incompleteSearch,files(${fileFields})`,
        ...(pageToken ? { pageToken } : {}),
      }));
    } catch (error) {
      throw translate(error, 'search');
    }
    files.push(...(page.files ?? []));
    incomplete ||= page.incompleteSearch === true;
    pageToken = page.nextPageToken ?? undefined;
    // A token seen before would page forever; Drive never sends one, but a proxy might.
    if (pageToken && seenTokens.has(pageToken)) break;
    if (pageToken) seenTokens.add(pageToken);
  } while (pageToken);
  return { files, incomplete };
}

/**
 * Every file matching `q` wherever the person can open it. When Drive answers `incompleteSearch:
 * true` (it "may occur when searching multiple shared drives with the allDrives corpora"; the
 * reference suggests narrowing, checked 2026-12-06), the search is made again narrowed: once over
 * the person's own corpus (`corpora=user`) and once per Shared Drive (`corpora=drive`, `driveId`),
 * and the answers are united, each file once. Costs one more list per drive only when Drive asks.
 */
export async function listEverywhere(
  drive: drive_v3.Drive,
  q: string,
  fileFields: string,
  pageSize: number,
  sharedDrives: () => Promise<SharedDriveInfo[]>,
): Promise<drive_v3.Schema$File[]> {
  const first = await allPages(drive, { q, ...ALL_DRIVES }, fileFields, pageSize);
  if (!first.incomplete) return first.files;
  const narrowed = [
    { q, corpora: 'user', includeItemsFromAllDrives: true, supportsAllDrives: true },
    ...(await sharedDrives()).map((shared) => ({ q, ...ALL_DRIVES, corpora: 'drive', driveId: shared.id })),
  ];
  const parts = await Promise.all(narrowed.map((params) => allPages(drive, params, fileFields, pageSize)));
  const byId = new Map<string, drive_v3.Schema$File>();
  for (const file of [...first.files, ...parts.flatMap((part) => part.files)]) {
    if (file.id && !byId.has(file.id)) byId.set(file.id, file);
  }
  return [...byId.values()];
}
