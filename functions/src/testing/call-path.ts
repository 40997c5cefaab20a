/**
 * The files of functions/src on the current call stack (async callers included, as V8 records the
 * awaits), outermost first, with a file's consecutive frames as one visit: the walk that led here.
 * docs/decisions/code-structure.md: the walk from the worker to an e-mail enters each file once.
 */
export function filesOnCallPath(): string[] {
  const limit = Error.stackTraceLimit;
  Error.stackTraceLimit = 200;
  const stack = new Error().stack ?? '';
  Error.stackTraceLimit = limit;
  const files = stack
    .split('\n')
    .map((line) => /functions\/src\/([\w./-]+\.ts):\d+/.exec(line)?.[1])
    .filter((file): file is string => file !== undefined && !file.startsWith('testing/'))
    .filter((file) => !file.endsWith('.test.ts'))
    .reverse();
  return files.filter((file, index) => file !== files[index - 1]);
}
