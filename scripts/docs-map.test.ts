import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { domainFolders, foldersMissingFromMap } from './docs-map';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
let scratch: string | undefined;
afterEach(() => {
  if (scratch) fs.rmSync(scratch, { recursive: true, force: true });
  scratch = undefined;
});

describe('docs/map.md', () => {
  it('when the map is read, then it names every domain area and every subfolder one level down', () => {
    const map = fs.readFileSync(path.join(root, 'docs/map.md'), 'utf8');

    const missing = foldersMissingFromMap(path.join(root, 'functions/src/domain'), map);

    expect(missing).toEqual([]);
  });

  it('when a domain folder is added and the map does not name it, then the check names that folder', () => {
    scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'quarry-docs-map-'));
    for (const dir of ['reports/runs', 'reports/export', 'watch', 'research/model/deep']) {
      fs.mkdirSync(path.join(scratch, dir), { recursive: true });
    }
    const map = 'Areas: `domain/reports/` (`reports/runs/`), `domain/research/` and `research/model/`.';

    expect(domainFolders(scratch)).toEqual([
      'domain/reports/',
      'reports/export/',
      'reports/runs/',
      'domain/research/',
      'research/model/',
      'domain/watch/',
    ]);
    expect(foldersMissingFromMap(scratch, map)).toEqual(['reports/export/', 'domain/watch/']);
  });
});
