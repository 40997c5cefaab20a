import type { DriveDirectory } from '@quarry/contracts/user';
import { useMemo, useState } from 'react';
import { type FolderNode, foldersLeadingTo, ROOT_ID } from '../utils/folder-tree';

/**
 * Which folders of the tree are open. The root and every folder on the way to a saved selection
 * start open, so each selected folder can be seen ticked; what the person opens or closes wins.
 */
export function useFolderExpansion(tree: FolderNode | undefined, saved: DriveDirectory[] | undefined) {
  const openAtStart = useMemo(
    () =>
      tree
        ? foldersLeadingTo(
            tree,
            (saved ?? []).map((directory) => directory.id),
          )
        : new Set<string>(),
    [tree, saved],
  );
  const [chosen, setChosen] = useState<ReadonlyMap<string, boolean>>(new Map());
  const openByDefault = (id: string) => id === ROOT_ID || openAtStart.has(id);
  const isExpanded = (id: string) => chosen.get(id) ?? openByDefault(id);
  const toggle = (id: string) =>
    setChosen((current) => new Map(current).set(id, !(current.get(id) ?? openByDefault(id))));
  return { isExpanded, toggle };
}
