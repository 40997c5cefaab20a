import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

/**
 * A function that passes 80 lines is doing several things (STYLE.md). Biome's noExcessiveLinesPerFunction
 * counts only the bodies of plain functions, so a React component written as an arrow, or a route table
 * built inside one, slipped past it. This counts every function whole, from its first line (its
 * `export`, `async` or name) to its closing brace: declarations, expressions, arrows, methods,
 * accessors and constructors. Run by `npm run lint`.
 *
 * Tests are exempt, as they were from Biome's limit: the `*.test.ts(x)` files, where a `describe` block
 * is a list of cases rather than one function doing several things, and the testing/ folders (shared
 * fixtures, builders and contract suites, some of them tables of cases).
 */
export const MAX_LINES = 80;

/** The folders whose code is checked, relative to the repository root. */
export const ROOTS = ['functions/src', 'emulators/src', 'web/src', 'contracts/src', 'scripts'];

const CHECKED = /\.(ts|tsx|mts|cts)$/;
const EXEMPT = /(\.test\.tsx?|\.d\.ts)$/;
const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', 'testing']);

export interface LongFunction {
  file: string;
  line: number;
  name: string;
  lines: number;
}

/** Every function in one file's text longer than `maxLines`, outermost first. */
export function longFunctions(file: string, text: string, maxLines = MAX_LINES): LongFunction[] {
  const kind = file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  const found: LongFunction[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body) {
      const start = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
      const end = source.getLineAndCharacterOfPosition(node.getEnd()).line;
      const lines = end - start + 1;
      if (lines > maxLines) found.push({ file, line: start + 1, name: nameOf(node), lines });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The name a reader would search for: the function's own, else the variable, property or call holding it. */
function nameOf(node: ts.SignatureDeclaration): string {
  if (node.name && !ts.isComputedPropertyName(node.name)) return node.name.getText();
  if (ts.isConstructorDeclaration(node)) return 'constructor';
  const parent = node.parent;
  if (
    ts.isVariableDeclaration(parent) ||
    ts.isPropertyAssignment(parent) ||
    ts.isPropertyDeclaration(parent)
  ) {
    return parent.name.getText();
  }
  if (ts.isCallExpression(parent)) return `(callback of ${parent.expression.getText().slice(0, 40)})`;
  return '(anonymous)';
}

/** The checked files under one folder, as paths relative to `repo`. */
export function checkedFiles(repo: string, root: string): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(path.join(repo, dir), { withFileTypes: true })) {
      const child = path.posix.join(dir, entry.name);
      if (entry.isDirectory() && !SKIPPED_FOLDERS.has(entry.name)) walk(child);
      else if (entry.isFile() && CHECKED.test(entry.name) && !EXEMPT.test(entry.name)) files.push(child);
    }
  };
  if (fs.existsSync(path.join(repo, root))) walk(root);
  return files.sort();
}

/** Every long function under the roots of `repo`. */
export function longFunctionsIn(repo: string, roots = ROOTS, maxLines = MAX_LINES): LongFunction[] {
  return roots
    .flatMap((root) => checkedFiles(repo, root))
    .flatMap((file) => longFunctions(file, fs.readFileSync(path.join(repo, file), 'utf8'), maxLines));
}

function main() {
  const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const found = longFunctionsIn(repo);
  for (const f of found) {
    console.error(`${f.file}:${f.line} ${f.name} is ${f.lines} lines (at most ${MAX_LINES}): split it.`);
  }
  if (found.length > 0) {
    console.error(`\n${found.length} function(s) over ${MAX_LINES} lines.`);
    process.exitCode = 1;
  } else {
    console.log(`No function over ${MAX_LINES} lines in ${ROOTS.join(', ')}.`);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
