import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildFunctions, FUNCTION_ENTRIES, FUNCTIONS_DIR, type FunctionName } from '../../functions/build';
import { bundleDir } from '../../functions/src/testing/bundle-dir';
import { lazyPackages, outputFor, staticPackages } from '../../functions/src/testing/bundle-graph';
import { percentiles } from './percentiles';

/** Fresh processes per figure; the median is kept (a process start moves by tens of ms here). */
const RUNS = 9;

interface Timing {
  ms: number;
  rssMb: number;
}

/**
 * One fresh `node` importing `files` in order, as a function's instance does at a cold start
 * (index.js, then the function's own entry): the time from the first import() to the last one
 * settled, and the process's RSS after.
 */
function importOnce(files: string[]): Timing {
  const urls = JSON.stringify(files.map((file) => pathToFileURL(file).href));
  const script = `const started = performance.now();
for (const url of ${urls}) await import(url);
console.log(JSON.stringify({ ms: performance.now() - started, rssMb: process.memoryUsage().rss / 1048576 }));`;
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`Importing ${files.join(', ')} failed:\n${run.stderr}`);
  return JSON.parse(run.stdout.trim().split('\n').at(-1) as string) as Timing;
}

/**
 * Each set of files imported RUNS times, the sets taking turns round by round, so a change in the
 * machine's load while the bench runs moves every figure alike; the median of each is kept.
 */
function measureAll(sets: string[][]): Timing[] {
  // Untimed first: the files into the OS cache, as an instance's image would be.
  for (const files of sets) importOnce(files);
  const runs = sets.map((): Timing[] => []);
  for (let round = 0; round < RUNS; round++) {
    for (const [i, files] of sets.entries()) runs[i]?.push(importOnce(files));
  }
  return runs.map((timings) => ({
    ms: percentiles(timings.map((run) => run.ms)).median,
    rssMb: percentiles(timings.map((run) => run.rssMb)).median,
  }));
}

const list = (names: string[]) => (names.length ? names.map((name) => `\`${name}\``).join(', ') : 'none');

/**
 * Each Cloud Function's cold start: the bundle `firebase deploy` ships (functions/build.ts), built
 * into a scratch directory, imported by fresh processes as the function's instance would before
 * its first invocation; beside it, the packages it loads then and those it may load later.
 */
export async function coldStart(): Promise<string> {
  // Other work on the machine slows every import alike; the figure says how busy it was.
  const loadAverage = (os.loadavg()[0] ?? 0).toFixed(1);
  const out = bundleDir('quarry-cold-start-');
  try {
    const meta = await buildFunctions(out.dir);
    const file = (output: string) => path.join(FUNCTIONS_DIR, output);
    const index = outputFor(meta, 'src/index.ts');
    const empty = path.join(out.dir, 'empty.js');
    fs.writeFileSync(empty, '');
    const names = Object.keys(FUNCTION_ENTRIES) as FunctionName[];
    const entries = names.map((name) => outputFor(meta, FUNCTION_ENTRIES[name]));
    const [baseline, discovery, ...timings] = measureAll([
      [empty],
      [file(index)],
      ...entries.map((entry) => [file(index), file(entry)]),
    ]) as [Timing, Timing, ...Timing[]];
    const rows = names.map((name, i) => {
      const timing = timings[i] as Timing;
      console.log(`Cold start of ${name}: ${timing.ms.toFixed(0)} ms, ${timing.rssMb.toFixed(0)} MB`);
      const entry = entries[i] as string;
      return {
        name,
        timing,
        atStart: staticPackages(meta, [index, entry]),
        later: lazyPackages(meta, index, entry),
      };
    });
    const row = (what: string, t: Timing, atStart: string, later: string) =>
      `| ${what} | ${t.ms.toFixed(0)} ms | ${(t.ms - baseline.ms).toFixed(0)} ms | ${t.rssMb.toFixed(0)} MB | ${atStart} | ${later} |`;
    return [
      '## Cold start',
      '',
      `Each Cloud Function as its instance starts: a fresh \`node\` imports the deploy package's index.js and`,
      "then the function's own entry (cloud/<name>.function.js), which index.js imports at the first",
      `invocation. Median of ${RUNS} processes after one untimed run (files in the OS cache), the rows taking`,
      'turns so a change in load moves them alike; "over empty" is beyond importing an empty module.',
      "Building the function's dependencies at its first invocation (clients, configuration) is not",
      'included. Packages at start are what those imports load; the later ones load with import() when a',
      'document of their type is read or a report rendered.',
      `Measured on ${new Date().toISOString().slice(0, 10)}: ${os.cpus().length} cores (${os.cpus()[0]?.model.trim()}), Node ${process.version}, load average ${loadAverage} when it began.`,
      '',
      '| function | cold import | over empty | RSS after | packages at start | packages later |',
      '|---|---|---|---|---|---|',
      row('(an empty module)', baseline, '', ''),
      row(
        'index.js alone (what `firebase deploy` loads)',
        discovery,
        list(staticPackages(meta, [index])),
        '',
      ),
      ...rows.map((r) => row(`\`${r.name}\``, r.timing, list(r.atStart), list(r.later))),
      '',
    ].join('\n');
  } finally {
    out.remove();
  }
}
