import type { drive_v3 } from '@googleapis/drive';
import { FOLDER } from '../../domain/research/search/document-types';
import type { DriveFile } from '../../ports/drive.port';
import { toDriveFile } from './drive-answers';

/**
 * Drive's shortcuts (checked 2026-12-06, developers.google.com/workspace/drive/api/guides/shortcuts):
 * files of this type whose `shortcutDetails.targetId` names the file or folder they point at and
 * `targetMimeType` its type when the shortcut was made.
 */
export const SHORTCUT = 'application/vnd.google-apps.shortcut';
export const SHORTCUT_FIELDS = 'shortcutDetails(targetId,targetMimeType)';

/**
 * Search hits with each shortcut read as its target: targets looked up once each (`lookUp`, files.get
 * in batches), then every file once by id, so a document found directly and through a shortcut, or
 * through two shortcuts, is one document. A shortcut to a folder, or whose target is gone, trashed or
 * not the person's to open, is left out.
 */
export async function withTargets(
  files: drive_v3.Schema$File[],
  lookUp: (ids: string[]) => Promise<Map<string, DriveFile>>,
): Promise<DriveFile[]> {
  const targetIds = new Set<string>();
  for (const file of files) {
    const details = file.mimeType === SHORTCUT ? file.shortcutDetails : undefined;
    if (details?.targetId && details.targetMimeType !== FOLDER) targetIds.add(details.targetId);
  }
  const targets = targetIds.size > 0 ? await lookUp([...targetIds]) : new Map<string, DriveFile>();
  const byId = new Map<string, DriveFile>();
  for (const file of files) {
    const [found] =
      file.mimeType === SHORTCUT
        ? [targets.get(file.shortcutDetails?.targetId ?? '')].filter((t): t is DriveFile => !!t && !t.trashed)
        : toDriveFile(file);
    if (found && !byId.has(found.id)) byId.set(found.id, found);
  }
  return [...byId.values()];
}

/**
 * Folders with shortcuts to folders followed: a folder a shortcut points at gets the shortcut's
 * parents among its own, so choosing the folder that holds the shortcut takes in the target and
 * everything below it (withDescendants), as Drive shows the target there.
 */
export function withFolderShortcuts(folders: DriveFile[], shortcuts: drive_v3.Schema$File[]): DriveFile[] {
  const extra = new Map<string, string[]>();
  for (const shortcut of shortcuts) {
    const details = shortcut.shortcutDetails;
    if (!details?.targetId || details.targetMimeType !== FOLDER) continue;
    extra.set(details.targetId, [...(extra.get(details.targetId) ?? []), ...(shortcut.parents ?? [])]);
  }
  return folders.map((folder) => {
    const parents = extra.get(folder.id);
    return parents ? { ...folder, parents: [...new Set([...(folder.parents ?? []), ...parents])] } : folder;
  });
}
