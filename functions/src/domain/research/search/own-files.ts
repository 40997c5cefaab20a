import { GOOGLE_DOCS_FOLDER } from '@quarry/contracts/exports';
import type { Drive, DriveFile } from '../../../ports/drive.port';
import { appPropertyTerm, marksTerm, quote } from './drive-query';

/**
 * What Quarry wrote is never what it reads (docs/decisions/watching.md): a file Quarry created (its Google
 * Docs exports) or anything in its 'Quarry reports' folder is never offered in a search, never read
 * in a run and never wakes a watch. Quarry marks what it creates with Drive's appProperties, private
 * to its OAuth client (the read grant and the create grant are the same client, so both see them).
 *
 * Drive's query language (developers.google.com/workspace/drive/api/guides/ref-search-terms, checked
 * 2026-12-06): `not` negates any query term, `has` on appProperties needs both key and value (a key
 * alone is refused as an invalid query), and `'id' in parents` matches the direct children of a
 * folder. So the search leaves out the marked docs with `not appProperties has { ... }` on one fixed
 * mark, and the folder's children with `not 'id' in parents`; and because docs saved before that
 * mark carry only marks whose values vary (the run's id), every listing is filtered again by the
 * marks it gives back, as every read is.
 */

/** The mark of every file Quarry makes, the same on all: what a query can leave out. */
export const MADE_MARK: Readonly<Record<string, string>> = { quarryMade: 'export' };
/** The mark of Quarry's 'Quarry reports' folder. */
export const FOLDER_MARK: Readonly<Record<string, string>> = { quarryFolder: 'reports' };
/**
 * Keys only Quarry sets (the last three on every doc saved since docs/decisions/web.md, before MADE_MARK): a file
 * bearing any of them, whatever its value, is Quarry's.
 */
const OWN_KEYS = ['quarryMade', 'quarryFolder', 'quarryRun', 'quarryFor', 'quarryView'];
/** Folders per query when looking for the folders inside Quarry's (Drive refuses very complex queries). */
const PARENTS_PER_QUERY = 50;

/** Whether the file bears one of Quarry's marks. */
export function isMarked(file: Pick<DriveFile, 'appProperties'>): boolean {
  const properties = file.appProperties ?? {};
  return OWN_KEYS.some((key) => Object.hasOwn(properties, key));
}

/** Quarry's own: marked, one of Quarry's folders, or inside one of them. */
export function isOwnFile(
  file: Pick<DriveFile, 'id' | 'parents' | 'appProperties'>,
  ownFolders: ReadonlySet<string>,
): boolean {
  return (
    isMarked(file) || ownFolders.has(file.id) || (file.parents ?? []).some((parent) => ownFolders.has(parent))
  );
}

/** Query terms (and-ed with a search) that leave out Quarry's marked docs and its folders' children. */
export function ownFileExclusions(ownFolders: readonly string[]): string[] {
  const [[key, value]] = Object.entries(MADE_MARK) as [[string, string]];
  return [`not ${appPropertyTerm(key, value)}`, ...ownFolders.map((id) => `not ${quote(id)} in parents`)];
}

/**
 * Quarry's 'Quarry reports' folder (found by its mark; made before folders were marked, by its name
 * at the top of My Drive and Drive's word that Quarry's app made it) and every folder inside it.
 * A person without one costs one Drive call; with one, one more per level of folders inside it.
 */
export async function ownFolders(drive: Drive, token: string): Promise<string[]> {
  const tops = await drive.listFolders(
    token,
    `${marksTerm(FOLDER_MARK)} or (name = ${quote(GOOGLE_DOCS_FOLDER)} and 'root' in parents)`,
  );
  const found = new Set(tops.filter((f) => isMarked(f) || f.isAppAuthorized).map((f) => f.id));
  for (let level = [...found]; level.length > 0; ) {
    const next: string[] = [];
    for (let start = 0; start < level.length; start += PARENTS_PER_QUERY) {
      const parents = level.slice(start, start + PARENTS_PER_QUERY).map((id) => `${quote(id)} in parents`);
      for (const child of await drive.listFolders(token, parents.join(' or '))) {
        if (found.has(child.id)) continue;
        found.add(child.id);
        next.push(child.id);
      }
    }
    level = next;
  }
  return [...found];
}
