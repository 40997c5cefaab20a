import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../../functions/src/config';
import { registerWithEmulators } from '../../functions/src/emulator-registration';
import { startAppProcess } from '../../functions/src/testing/app-process';
import { BrowserSession } from '../../functions/src/testing/browser-session';
import { startEmulatorsProcess } from '../../functions/src/testing/emulators-process';
import { freePort } from '../../functions/src/testing/free-port';
import { readySession } from '../../functions/src/testing/sign-in-flow';
import { BENCH_QUESTION, EMAIL, writeDrive } from './bench-run';
import { heapOfSnapshot } from './heap-snapshot';
import { peakRssMbOf, rssMbOf } from './process-memory';

/**
 * `BENCH_ONLY=memory`: what a run keeps per document. A saved report's background run over 500 and
 * 3,000 small documents, as large-run.ts makes it, the app its own process with its old space capped
 * as a 512 MB instance caps it: once read in one piece (SHARD_THRESHOLD past the run) and once in
 * shards as configured. Near the end of reading the app writes a heap snapshot (SIGUSR2), which
 * collects garbage first: its live bytes are the heap after GC. Growth per 1,000 documents is the
 * difference between the two sizes, over 2.5.
 */
const SIZES = (process.env.BENCH_MEMORY_SIZES ?? '500,3000').split(',').map(Number);
const CONCURRENCY = 16;
const LATENCY_MS = 100;
/** The app's old space cap (BENCH_MEMORY_HEAP_MB), as a 512 MB instance caps it by default. */
const HEAP_MB = Number(process.env.BENCH_MEMORY_HEAP_MB ?? 384);
/** The run's progress (5-85% while reading) at which the snapshot is taken: about 94% read. */
const SNAPSHOT_AT = 80;
/** And a second while the report is written (86-99%), if the poll meets the run there. */
const WRITING_AT = 86;

interface Measure {
  documents: number;
  peakRssMb: number;
  /** RSS when the run's progress reached SNAPSHOT_AT, in the run without snapshots. */
  readingRssMb: number;
  heapMb: number;
  writingHeapMb: number | undefined;
  /** The largest kinds of object in the snapshot, in MB. */
  kinds: Map<string, number>;
}

const MODES = [
  { name: 'one piece', env: { SHARD_THRESHOLD: '100000' } },
  { name: 'in shards', env: {} },
] as const;

export async function memoryRun(): Promise<string> {
  const rows: string[] = [];
  for (const mode of MODES) {
    const measured: Measure[] = [];
    for (const documents of SIZES) {
      const m = await measureRun(documents, mode.env);
      measured.push(m);
      console.log(
        `  ${mode.name}, ${documents} documents: peak RSS ${m.peakRssMb.toFixed(0)} MB (${m.readingRssMb.toFixed(0)} MB near the end of reading), heap after GC ${m.heapMb.toFixed(1)} MB reading, ${mb(m.writingHeapMb)} writing`,
      );
    }
    const [small, large] = [measured[0] as Measure, measured.at(-1) as Measure];
    const per1000 = (a: number, b: number) => ((b - a) * 1000) / (large.documents - small.documents);
    const heapGrowth = per1000(small.heapMb, large.heapMb);
    const rssGrowth = per1000(small.peakRssMb, large.peakRssMb);
    for (const m of measured) {
      // Growth: of the heap after GC, what the run keeps (the peak RSS moves by tens of MB from run
      // to run with the heap's slack between collections).
      console.log(
        `memory ${m.documents} documents: peak RSS ${m.peakRssMb.toFixed(0)} MB, growth ${heapGrowth.toFixed(1)} MB per 1000 documents (${mode.name})`,
      );
      rows.push(
        `| ${mode.name} | ${m.documents} | ${m.peakRssMb.toFixed(0)} MB | ${m.readingRssMb.toFixed(0)} MB | ${m.heapMb.toFixed(1)} MB | ${mb(m.writingHeapMb)} | ${heapGrowth.toFixed(1)} MB | ${rssGrowth.toFixed(1)} MB |`,
      );
    }
    console.log(`  ${mode.name}: what grew most, ${small.documents} → ${large.documents} documents`);
    for (const [kind, mb] of grewMost(small.kinds, large.kinds))
      console.log(`    ${kind}: +${mb.toFixed(2)} MB`);
  }
  return `## Memory per document

\`BENCH_ONLY=memory\` (scripts/bench/memory.ts): one saved report's background run over ${SIZES.join(' and ')}
small documents (about 1.7 KB), as 'Run Report' makes it, with the Gemini emulator at ${LATENCY_MS} ms and
${CONCURRENCY} extraction calls at once. The app runs as its own process, its old space capped at ${HEAP_MB} MB.
*One piece*: SHARD_THRESHOLD past the run, so one worker reads every document; *in shards*: as
configured (shards of 200, read two at a time locally, then the merge). Peak RSS is the kernel's
high-water mark of the app process (VmHWM); heap after GC is the live size of a heap snapshot the app
writes (SIGUSR2, a full GC first) when the run's progress reaches ${SNAPSHOT_AT}% (about 94% of the
documents read) and, when the poll meets it, at ${WRITING_AT}% or more (the report being written, after the
merge loaded every outcome). Each size runs twice, since a snapshot costs the process hundreds of MB
of RSS itself: RSS figures come from the run without snapshots. Growth is per 1,000 documents,
between the two sizes.

| run | documents | peak RSS | RSS near the end of reading | heap after GC near the end of reading | heap after GC while the report is written | heap growth per 1,000 documents (reading) | peak RSS growth per 1,000 documents |
|---|---|---|---|---|---|---|---|
${rows.join('\n')}
`;
}

const mb = (value: number | undefined) => (value === undefined ? '-' : `${value.toFixed(1)} MB`);

/** The kinds of object whose live size grew most between two snapshots. */
function grewMost(small: Map<string, number>, large: Map<string, number>): [string, number][] {
  return [...large.entries()]
    .map(([kind, mb]): [string, number] => [kind, mb - (small.get(kind) ?? 0)])
    .sort((a, b) => b[1] - a[1])
    .slice(0, 8);
}

/**
 * Each size is run twice: once untouched, for its peak RSS and its RSS near the end of reading
 * (writing a snapshot costs the process hundreds of MB of RSS of its own), and once for the heap
 * snapshots, near the end of reading and, if the poll meets it, while the report is written.
 */
async function measureRun(documents: number, modeEnv: Record<string, string>): Promise<Measure> {
  const clean = await oneRun(documents, modeEnv, false);
  const snapped = await oneRun(documents, modeEnv, true);
  const reading = heapOfSnapshot(snapped.snapshots[0] as string);
  const writing = snapped.snapshots[1] ? heapOfSnapshot(snapped.snapshots[1]).totalMb : undefined;
  for (const file of snapped.snapshots) fs.rmSync(file, { force: true });
  return { documents, ...clean.rss, heapMb: reading.totalMb, writingHeapMb: writing, kinds: reading.kinds };
}

async function oneRun(documents: number, modeEnv: Record<string, string>, snapshots: boolean) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'quarry-bench-memory-'));
  const dir = path.join(os.tmpdir(), `quarry-bench-snapshots-${process.pid}-${documents}`);
  fs.mkdirSync(dir, { recursive: true });
  writeDrive(path.join(root, 'drive'), documents);
  const emulators = await startEmulatorsProcess({
    EMULATORS_STATE_DIR: path.join(root, 'emulators'),
    QUARRY_DRIVE_DIR: path.join(root, 'drive'),
  });
  const snapshotting = snapshots ? ` --heapsnapshot-signal=SIGUSR2 --diagnostic-dir=${dir}` : '';
  const env = {
    DATA_DIR: path.join(root, 'app'),
    EMULATORS_URL: emulators.url,
    RESEARCH_CONCURRENCY: String(CONCURRENCY),
    RESEARCH_MAX_CONCURRENCY: String(CONCURRENCY),
    NODE_OPTIONS: `--max-old-space-size=${HEAP_MB}${snapshotting}`,
    ...modeEnv,
  };
  const port = await freePort();
  const app = await startAppProcess(port, env);
  try {
    await registerWithEmulators(loadConfig({ ...env, PORT: String(port), APP_ORIGIN: app.url }));
    const session = await readySession(new BrowserSession(app.url), EMAIL);
    await fetch(`${emulators.url}/__control/gemini/settings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ latencyMs: LATENCY_MS }),
    });
    const saved = await session.call('POST', '/api/saved-reports', {
      reportName: 'Bench',
      query: BENCH_QUESTION,
      keywords: ['Bench'],
      deepResearch: true,
    });
    const queued = await session.call('POST', '/api/report-executions', { savedReportId: saved.json.id });
    const id = String(queued.json.executionId);
    const taken: string[] = [];
    let readingRssMb = Number.NaN;
    let status = 'pending';
    while (status === 'pending' || status === 'running') {
      await new Promise((resolve) => setTimeout(resolve, 100));
      const view = await session.call('GET', `/api/report-execution/${id}/view`);
      const execution = view.json.execution as { executionStatus: string; progress: number };
      status = execution.executionStatus;
      const due = taken.length === 0 ? SNAPSHOT_AT : WRITING_AT;
      if (status !== 'running' || execution.progress < due || taken.length === 2) continue;
      if (Number.isNaN(readingRssMb)) readingRssMb = rssMbOf(app.pid);
      if (snapshots) taken.push(await snapshotOf(app.pid, app.url, dir, taken));
      else taken.push('');
    }
    if (status !== 'success') throw new Error(`The ${documents}-document run ended ${status}`);
    if (taken.length === 0) throw new Error(`The ${documents}-document run ended before its snapshot`);
    const rss = { peakRssMb: peakRssMbOf(app.pid) ?? Number.NaN, readingRssMb };
    return { rss, snapshots: taken };
  } finally {
    await app.stop();
    await emulators.stop();
    fs.rmSync(root, { recursive: true, force: true });
  }
}

/** Asks the app for a heap snapshot and waits until it is written (the app answers nothing meanwhile). */
async function snapshotOf(pid: number, url: string, dir: string, taken: string[]): Promise<string> {
  process.kill(pid, 'SIGUSR2');
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    await fetch(`${url}/api/health`);
    const file = fs
      .readdirSync(dir)
      .find((name) => name.endsWith('.heapsnapshot') && !taken.includes(path.join(dir, name)));
    if (!file) continue;
    const full = path.join(dir, file);
    const size = fs.statSync(full).size;
    await new Promise((resolve) => setTimeout(resolve, 300));
    if (size > 0 && fs.statSync(full).size === size) return full;
  }
}
