import { type DriveNode, FOLDER_MIME_TYPE } from '@quarry/contracts/drive';
import type { DriveDirectory } from '@quarry/contracts/user';

export const ROOT_ID = 'root';

/** A folder of the picker: the Drive node's folders only, each knowing its path from the root. */
export type FolderNode = { id: string; name: string; path: string; children: FolderNode[] };

/**
 * Keeps the folders of the tree (recognised by Drive's folder type) and gives each its path:
 * '/' for the root, '/Finance/2024' below it.
 */
export function toFolderTree(root: DriveNode): FolderNode {
  const walk = (node: DriveNode, path: string): FolderNode => ({
    id: node.id,
    name: node.name,
    path,
    children: node.children
      .filter((child) => child.mimeType === FOLDER_MIME_TYPE)
      .map((child) => walk(child, `${path === '/' ? '' : path}/${child.name}`)),
  });
  return walk(root, '/');
}

/** Ticks or unticks one folder, keeping the others in the order they were chosen. */
export function toggleDirectory(selected: DriveDirectory[], folder: FolderNode): DriveDirectory[] {
  if (selected.some((directory) => directory.id === folder.id)) {
    return selected.filter((directory) => directory.id !== folder.id);
  }
  return [...selected, { id: folder.id, name: folder.name, path: folder.path }];
}

/**
 * The folders to open so that each of `ids` shows in the tree: every folder holding one of them at
 * any depth. A selected folder is not opened for its own sake, only for a selection inside it.
 */
export function foldersLeadingTo(root: FolderNode, ids: Iterable<string>): Set<string> {
  const wanted = new Set(ids);
  const open = new Set<string>();
  const holdsWanted = (folder: FolderNode): boolean => {
    let found = false;
    for (const child of folder.children) {
      if (holdsWanted(child) || wanted.has(child.id)) found = true;
    }
    if (found) open.add(folder.id);
    return found;
  };
  holdsWanted(root);
  return open;
}
