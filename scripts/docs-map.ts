import fs from 'node:fs';
import path from 'node:path';

/**
 * The folders of a domain tree that docs/map.md must name: each area as `domain/<area>/` and each
 * subfolder one level down as `<area>/<sub>/`, so a newcomer's "where does X live" always finds them.
 */
export function domainFolders(domainDir: string): string[] {
  const dirsIn = (dir: string) =>
    fs
      .readdirSync(dir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .sort();
  return dirsIn(domainDir).flatMap((area) => [
    `domain/${area}/`,
    ...dirsIn(path.join(domainDir, area)).map((sub) => `${area}/${sub}/`),
  ]);
}

/** The folders map's text does not name. */
export function foldersMissingFromMap(domainDir: string, mapText: string): string[] {
  return domainFolders(domainDir).filter((folder) => !mapText.includes(folder));
}
