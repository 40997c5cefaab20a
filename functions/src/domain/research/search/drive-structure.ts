import { type DriveNode, FOLDER_MIME_TYPE } from '@quarry/contracts/drive';
import type { DriveFile } from '../../../ports/drive.port';
import type { DriveAccess } from '../../accounts/drive-access';
import { compareNames } from './name-order';
import { ROOT_FOLDER_ID, runDriveCall } from './search-documents';

export const ROOT_DIRECTORY_NAME = 'Root Directory';

/**
 * The folder picker's tree: a 'Root Directory' node holding every top-level folder (one whose
 * parent is no folder we can see: My Drive's root, or a folder shared with the person), nested,
 * each level in name order. A folder with two parents appears under both.
 */
export function folderTree(folders: DriveFile[]): DriveNode {
  const ids = new Set(folders.map((f) => f.id));
  const children = new Map<string, DriveFile[]>();
  const top: DriveFile[] = [];
  for (const folder of folders) {
    const known = (folder.parents ?? []).filter((p) => ids.has(p) && p !== folder.id);
    if (known.length === 0) top.push(folder);
    for (const parent of known) children.set(parent, [...(children.get(parent) ?? []), folder]);
  }
  const build = (folder: DriveFile, ancestors: Set<string>): DriveNode => {
    const path = new Set(ancestors).add(folder.id);
    return {
      id: folder.id,
      name: folder.name,
      mimeType: FOLDER_MIME_TYPE,
      // Drive forbids cycles; the guard keeps a corrupt answer from recursing forever.
      children: sorted(children.get(folder.id) ?? [])
        .filter((child) => !path.has(child.id))
        .map((child) => build(child, path)),
    };
  };
  return {
    id: ROOT_FOLDER_ID,
    name: ROOT_DIRECTORY_NAME,
    mimeType: FOLDER_MIME_TYPE,
    children: sorted(top).map((folder) => build(folder, new Set())),
  };
}

function sorted(folders: DriveFile[]): DriveFile[] {
  return [...folders].sort((a, b) => compareNames(a.name, b.name));
}

export async function driveStructure(drive: DriveAccess, uid: string): Promise<DriveNode> {
  const folders = await runDriveCall('folders', () =>
    drive.withDrive(uid, (d, token) => d.listFolders(token)),
  );
  return folderTree(folders);
}
