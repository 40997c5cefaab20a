import type { DriveNode } from '@quarry/contracts/drive';
import { describe, expect, it } from 'vitest';
import { folderTree } from './drive-structure';

const FOLDER = 'application/vnd.google-apps.folder';
const folder = (id: string, name: string, parents?: string[]) => ({
  id,
  name,
  mimeType: FOLDER,
  ...(parents ? { parents } : {}),
});
const names = (node: DriveNode): unknown => ({ [node.name]: node.children.map(names) });

describe('folderTree', () => {
  it('when folders are nested, then they hang under a Root Directory node with id root, each level sorted by name', () => {
    const tree = folderTree([
      folder('ops', 'Operations', ['my-drive']),
      folder('sup', 'Suppliers', ['ops']),
      folder('rec', 'Ridgeline 2 Recall', ['ops']),
      folder('fin', 'Finance', ['my-drive']),
      folder('arch', '_archive', ['fin']),
      folder('board', 'board', ['my-drive']),
    ]);
    expect(tree).toMatchObject({ id: 'root', name: 'Root Directory', mimeType: FOLDER });
    expect(names(tree)).toEqual({
      'Root Directory': [
        { board: [] },
        { Finance: [{ _archive: [] }] },
        { Operations: [{ 'Ridgeline 2 Recall': [] }, { Suppliers: [] }] },
      ],
    });
  });

  it('when a folder has no parents or an unseen parent (shared with me), then it is at the top level', () => {
    const tree = folderTree([folder('a', 'Shared plans', ['someone-elses']), folder('b', 'Loose')]);
    expect(tree.children.map((c) => c.name)).toEqual(['Loose', 'Shared plans']);
  });

  it('when a folder has two parents, then it appears under both', () => {
    const tree = folderTree([
      folder('a', 'A', ['r']),
      folder('b', 'B', ['r']),
      folder('both', 'Both', ['a', 'b']),
    ]);
    expect(names(tree)).toEqual({ 'Root Directory': [{ A: [{ Both: [] }] }, { B: [{ Both: [] }] }] });
  });

  it('when there are no folders, then the root has no children', () => {
    expect(folderTree([])).toEqual({ id: 'root', name: 'Root Directory', mimeType: FOLDER, children: [] });
  });

  it('when folders form a cycle under a top folder, then the tree is finite', () => {
    const tree = folderTree([
      folder('t', 'Top', ['r']),
      folder('x', 'X', ['t', 'y']),
      folder('y', 'Y', ['x']),
    ]);
    expect(names(tree)).toEqual({ 'Root Directory': [{ Top: [{ X: [{ Y: [] }] }] }] });
  });
});
