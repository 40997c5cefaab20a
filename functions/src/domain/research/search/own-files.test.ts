import { describe, expect, it } from 'vitest';
import type { Drive, DriveFile } from '../../../ports/drive.port';
import { buildSearchQueries } from './drive-query';
import { isOwnFile, ownFileExclusions, ownFolders } from './own-files';

const FOLDER = 'application/vnd.google-apps.folder';
const own = new Set(['reports', 'reports-2026']);

describe('isOwnFile', () => {
  it.each([
    ['a doc Quarry saved, with the fixed mark', true, { appProperties: { quarryMade: 'export' } }],
    [
      'a doc saved before the fixed mark (the run’s marks only)',
      true,
      { appProperties: { quarryRun: 'r1' } },
    ],
    ['Quarry’s folder, by its mark', true, { appProperties: { quarryFolder: 'reports' } }],
    ['Quarry’s folder, by its id', true, { id: 'reports' }],
    ['a file the person put in Quarry’s folder', true, { parents: ['reports'] }],
    ['a file in a folder inside Quarry’s folder', true, { parents: ['reports-2026'] }],
    ['a file of the person’s elsewhere', false, { parents: ['finance'] }],
    [
      'a file with another key of Quarry’s app',
      false,
      { parents: ['finance'], appProperties: { other: 'x' } },
    ],
  ])('when the file is %s, then it is Quarry’s: %s', (_, expected, file) => {
    expect(isOwnFile({ id: 'f1', ...file }, own)).toBe(expected);
  });
});

describe('the search query', () => {
  it('when Quarry has a folder, then every query leaves out its marked docs and the folder’s children, within the length limit', () => {
    const queries = buildSearchQueries(
      {
        keywords: Array.from({ length: 40 }, (_, i) => `keyword number ${i}`),
        negativeKeywords: ['draft'],
        exclusions: ownFileExclusions(['reports', 'reports-2026']),
      },
      { maxLength: 1200, maxParents: 50 },
    );

    expect(queries.length).toBeGreaterThan(1);
    for (const q of queries) {
      expect(q.length).toBeLessThanOrEqual(1200);
      expect(q).toContain(
        "and not fullText contains 'draft' and not appProperties has { key='quarryMade' and value='export' } and not 'reports' in parents and not 'reports-2026' in parents and trashed = false",
      );
    }
  });
});

/** Folders as Drive lists them for a query: the tops by mark or name, else the children of the parents named. */
function folderDrive(folders: DriveFile[]): { drive: Drive; asked: string[] } {
  const asked: string[] = [];
  const drive = {
    listFolders: async (_token: string, within?: string) => {
      asked.push(within ?? '');
      if (within?.includes('quarryFolder')) {
        return folders.filter((f) => f.name === 'Quarry reports' || f.appProperties?.quarryFolder);
      }
      const parents = [...(within ?? '').matchAll(/'([^']+)' in parents/g)].map((m) => m[1]);
      return folders.filter((f) => f.parents?.some((p) => parents.includes(p)));
    },
  } as unknown as Drive;
  return { drive, asked };
}

describe('ownFolders', () => {
  it('when the person has Quarry’s folder (marked, or older and made by Quarry) with folders inside, then all of them are Quarry’s, and a folder of that name the person made is not', async () => {
    const { drive } = folderDrive([
      {
        id: 'marked',
        name: 'Renamed by the person',
        mimeType: FOLDER,
        appProperties: { quarryFolder: 'reports' },
      },
      { id: 'older', name: 'Quarry reports', mimeType: FOLDER, isAppAuthorized: true, parents: ['root'] },
      { id: 'theirs', name: 'Quarry reports', mimeType: FOLDER, parents: ['root'] },
      { id: 'inside', name: '2026', mimeType: FOLDER, parents: ['marked'] },
      { id: 'deeper', name: 'Q1', mimeType: FOLDER, parents: ['inside'] },
      { id: 'elsewhere', name: 'Finance', mimeType: FOLDER, parents: ['root'] },
    ]);

    expect((await ownFolders(drive, 'token')).sort()).toEqual(['deeper', 'inside', 'marked', 'older']);
  });

  it('when the person has no folder of Quarry’s, then one Drive call tells it', async () => {
    const { drive, asked } = folderDrive([{ id: 'elsewhere', name: 'Finance', mimeType: FOLDER }]);

    expect(await ownFolders(drive, 'token')).toEqual([]);
    expect(asked).toEqual([
      "appProperties has { key='quarryFolder' and value='reports' } or (name = 'Quarry reports' and 'root' in parents)",
    ]);
  });
});
