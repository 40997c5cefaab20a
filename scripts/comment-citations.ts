import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * Comments cite docs/ paths or say their reason themselves. An issue number or a section number of
 * the old design file points outside the repository, where a successor cannot follow it, and
 * the one journal of decisions is now docs/decisions/<topic>.md.
 */
const FORBIDDEN: { name: string; pattern: RegExp }[] = [
  { name: 'an issue number', pattern: /\bissues?\s+#?\d+/i },
  { name: 'a DESIGN section', pattern: /\bDESIGN(?:\.md)?\s*(?:,\s*)?(?:sections?\s*)?\d+/ },
  { name: 'a DESIGN section', pattern: /\bDESIGN(?:\.md)? sections?\b/ },
  { name: 'docs/decisions.md', pattern: /docs\/decisions\.md/ },
];

export const CHECKED_TREES = ['functions', 'web', 'emulators', 'contracts', 'scripts'];
const SOURCE = /\.(?:ts|tsx|mts|cts|js|jsx|mjs|cjs)$/;
const SKIPPED = new Set(['node_modules', 'dist', '.cache', 'test-results', 'playwright-report']);

/** Every comment of a source file, with its line, read by TypeScript's parser (strings are not comments). */
export function commentsOf(text: string, fileName: string): { line: number; text: string }[] {
  const kind = /\.tsx$|\.jsx$/.test(fileName) ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, kind);
  const seen = new Map<number, { line: number; text: string }>();
  const take = (ranges: ts.CommentRange[] | undefined) => {
    for (const range of ranges ?? []) {
      if (seen.has(range.pos)) continue;
      const line = source.getLineAndCharacterOfPosition(range.pos).line + 1;
      seen.set(range.pos, { line, text: text.slice(range.pos, range.end) });
    }
  };
  const visit = (node: ts.Node) => {
    if (node.kind !== ts.SyntaxKind.JsxText) {
      take(ts.getLeadingCommentRanges(text, node.pos));
      take(ts.getTrailingCommentRanges(text, node.end));
    }
    for (const child of node.getChildren(source)) visit(child);
  };
  visit(source);
  return [...seen.values()].sort((a, b) => a.line - b.line);
}

/** What a comment cites that it should not. */
export function forbiddenCitations(comment: string): string[] {
  return [...new Set(FORBIDDEN.filter(({ pattern }) => pattern.test(comment)).map(({ name }) => name))];
}

/** The source files under the checked trees of a repository. */
export function sourceFiles(root: string, trees = CHECKED_TREES): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (SKIPPED.has(entry.name)) continue;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (SOURCE.test(entry.name)) out.push(full);
    }
  };
  for (const tree of trees) if (fs.existsSync(path.join(root, tree))) walk(path.join(root, tree));
  return out.sort();
}

const DOCS_PATH = /\bdocs\/[\w./-]*\w\.md\b/g;

/** The docs/ files a comment cites that the repository does not have (a moved or folded note). */
function missingDocs(comment: string, root: string): string[] {
  const cited = [...comment.matchAll(DOCS_PATH)].map(([found]) => found);
  return [...new Set(cited)]
    .filter((cite) => cite !== 'docs/decisions.md' && !fs.existsSync(path.join(root, cite)))
    .map((cite) => `${cite}, which does not exist`);
}

/**
 * `file:line: what` for every comment citing an issue number, a section of the old design file, the
 * old journal, or a docs/ file that is not there.
 */
export function citationFindings(root: string, trees = CHECKED_TREES): string[] {
  return sourceFiles(root, trees).flatMap((file) => {
    const text = fs.readFileSync(file, 'utf8');
    // Parsing is what costs; a file whose text names none of them anywhere has no such comment.
    if (forbiddenCitations(text).length === 0 && missingDocs(text, root).length === 0) return [];
    return commentsOf(text, file).flatMap(({ line, text: comment }) =>
      [...forbiddenCitations(comment), ...missingDocs(comment, root)].map(
        (what) => `${path.relative(root, file)}:${line}: ${what}`,
      ),
    );
  });
}
