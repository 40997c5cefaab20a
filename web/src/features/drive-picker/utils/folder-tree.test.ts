import { type DriveNode, FOLDER_MIME_TYPE } from '@quarry/contracts/drive';
import { describe, expect, it } from 'vitest';
import { foldersLeadingTo, toFolderTree, toggleDirectory } from './folder-tree';

const folder = (id: string, name: string, children: DriveNode[] = []): DriveNode => ({
  id,
  name,
  mimeType: FOLDER_MIME_TYPE,
  children,
});

describe('drive folder tree', () => {
  it('when the structure holds files and folders, then only folders remain, each with its path from the root', () => {
    const tree = toFolderTree(
      folder('root', 'Root Directory', [
        folder('f1', 'Finance', [folder('f2', '2024')]),
        { id: 'x', name: 'notes.txt', mimeType: 'text/plain', children: [] },
      ]),
    );
    expect(tree).toEqual({
      id: 'root',
      name: 'Root Directory',
      path: '/',
      children: [
        {
          id: 'f1',
          name: 'Finance',
          path: '/Finance',
          children: [{ id: 'f2', name: '2024', path: '/Finance/2024', children: [] }],
        },
      ],
    });
  });

  it('when a folder is ticked and unticked, then it joins the selection with its path and leaves it again', () => {
    const finance = { id: 'f1', name: 'Finance', path: '/Finance', children: [] };
    const picked = toggleDirectory([{ id: 'h', name: 'HR', path: '/HR' }], finance);
    expect(picked).toEqual([
      { id: 'h', name: 'HR', path: '/HR' },
      { id: 'f1', name: 'Finance', path: '/Finance' },
    ]);
    expect(toggleDirectory(picked, finance)).toEqual([{ id: 'h', name: 'HR', path: '/HR' }]);
  });

  it('when folders are selected deep down, then exactly the folders holding them are to be opened', () => {
    const tree = toFolderTree(
      folder('root', 'Root Directory', [
        folder('f1', 'Finance', [folder('f2', '2024', [folder('f3', 'Q1')])]),
        folder('h', 'HR', [folder('h2', 'Policies')]),
        folder('l', 'Legal'),
      ]),
    );
    expect([...foldersLeadingTo(tree, ['f3', 'l'])].sort()).toEqual(['f1', 'f2', 'root']);
    expect([...foldersLeadingTo(tree, ['h'])]).toEqual(['root']);
    expect([...foldersLeadingTo(tree, ['gone'])]).toEqual([]);
  });
});
