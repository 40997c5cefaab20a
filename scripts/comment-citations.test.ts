import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { citationFindings, commentsOf } from './comment-citations';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
let scratch: string | undefined;
afterEach(() => {
  if (scratch) fs.rmSync(scratch, { recursive: true, force: true });
  scratch = undefined;
});

describe('comments cite docs/, not issues or DESIGN sections', () => {
  it('when every source tree is read, then no comment names an issue number, a DESIGN section, docs/decisions.md or a docs/ file that is not there', () => {
    expect(citationFindings(root)).toEqual([]);
  }, 60_000);

  it('when a comment names an issue, a DESIGN section or a docs/ file that is not there, then the check names the file and line, and strings and test names are left alone', () => {
    scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'quarry-citations-'));
    fs.mkdirSync(path.join(scratch, 'web'));
    fs.mkdirSync(path.join(scratch, 'docs', 'decisions'), { recursive: true });
    fs.mkdirSync(path.join(scratch, 'docs', 'architecture'), { recursive: true });
    fs.writeFileSync(path.join(scratch, 'docs', 'decisions', 'evidence-grid.md'), '# The grid\n');
    fs.writeFileSync(path.join(scratch, 'docs', 'architecture', 'runs.md'), '# Runs\n');
    fs.writeFileSync(
      path.join(scratch, 'web', 'planted.tsx'),
      [
        '// The grid (issue 30, item 5): sorted by amount.',
        "const text = 'issue 12 is a string, not a comment';",
        '/**',
        ' * Retention (DESIGN section 5), as',
        ' * docs/decisions.md says.',
        ' */',
        "it('when asked twice, then once (issue 24, item 2)', () => {});",
        'export const view = <div>{/* the design (DESIGN 18) */}see issue 3 in text</div>;',
        '// Fine: docs/decisions/evidence-grid.md and docs/architecture/runs.md.',
        '// Folded away: docs/pending/wave4-estimate.md.',
      ].join('\n'),
    );

    expect(citationFindings(scratch, ['web'])).toEqual([
      'web/planted.tsx:1: an issue number',
      'web/planted.tsx:3: a DESIGN section',
      'web/planted.tsx:3: docs/decisions.md',
      'web/planted.tsx:8: a DESIGN section',
      'web/planted.tsx:10: docs/pending/wave4-estimate.md, which does not exist',
    ]);
  });

  it('when a file has comments of every kind, then each is read once', () => {
    const text = '/** a */\nconst x = 1; // b\n/* c */ function f() { return "// not a comment" + x; }\n';

    expect(commentsOf(text, 'f.ts').map((c) => c.text)).toEqual(['/** a */', '// b', '/* c */']);
  });
});
