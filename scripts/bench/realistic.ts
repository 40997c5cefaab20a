import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import bundleEmulators from '../../functions/src/testing/emulators-bundle';
import { startEmulatorsProcess } from '../../functions/src/testing/emulators-process';
import { bundledApp } from './app-bundle';
import { compositionWaits, EMAIL } from './bench-run';
import { type MemoryCgroup, memoryCgroup } from './memory-cgroup';
import { peakRssMbOf } from './process-memory';
import { type QueuedRun, queuedRunOver } from './queued-run';
import { CORPUS_VERSION, realisticName } from './realistic-corpus';
import { realisticParsing, type TypeParsing } from './realistic-parsing';
import { workersSection } from './realistic-workers';

/**
 * `BENCH_ONLY=realistic`: 'Run Report' over documents the size people's Drives hold
 * (realistic-corpus.ts), with the Gemini emulator at LATENCY_MS. The run is a saved report's queued
 * run in an app process of its own, built as the deploy builds it (app-bundle.ts), in a memory
 * cgroup of the 1 GiB reportWorker's limit (or, where none can be made, its old space capped at
 * HEAP_MB), read by one worker as one instance reads it
 * (in shards past SHARD_THRESHOLD). Per size: wall, ideal, the app process's peak RSS and CPU, and
 * its growth per 1,000 documents; at BENCH_REALISTIC_WORKERS_AT (the largest size) 1, 2 and 4 workers (realistic-workers.ts);
 * per type: parsing MB/s and CPU ms per document.
 */
const LATENCY_MS = 100;
const CONCURRENCY = Number(process.env.RESEARCH_CONCURRENCY ?? 4);
/** 10,000 takes long: BENCH_REALISTIC_SIZES=100,1000,10000 adds it; empty measures no size (the parsing alone). */
const SIZES = (process.env.BENCH_REALISTIC_SIZES ?? '100,1000')
  .split(',')
  .map(Number)
  .filter((size) => size > 0);
/** The reportWorker's memory (functions/src/index.ts: 1GiB): the cgroup's limit. */
const INSTANCE_MB = 1024;
/**
 * Without a cgroup, the app's old space cap, in MB: about what Node gives itself on a 1 GiB
 * instance (560 MB measured in a 1 GiB cgroup), so the heap does not size itself from this
 * machine's memory instead.
 */
const HEAP_MB = Number(process.env.BENCH_REALISTIC_HEAP_MB ?? 512);
/**
 * The workers the WORKERS_AT size is also read by, each a run of its own over the same emulators
 * (BENCH_REALISTIC_WORKERS, default 1, 2 and 4; empty: none), parsing on MACHINE_THREADS.
 */
const WORKERS = (process.env.BENCH_REALISTIC_WORKERS ?? '1,2,4')
  .split(',')
  .map(Number)
  .filter((workers) => workers > 0);
/**
 * The size the workers read (BENCH_REALISTIC_WORKERS_AT; default the largest of SIZES). One not in
 * SIZES is read by the workers alone: BENCH_REALISTIC_SIZES= BENCH_REALISTIC_WORKERS_AT=10000
 * measures the workers at 10,000 without the hour of the one-thread size row.
 */
const WORKERS_AT = Number(process.env.BENCH_REALISTIC_WORKERS_AT ?? Math.max(0, ...SIZES));
/** Parsing threads of the cloud's instance (config.ts: 1 in the cloud, a 1 GiB function's 0.583 vCPU). */
const CLOUD_THREADS = 1;
/** Parsing threads when local workers share this machine's CPUs (config.ts: 2 locally). */
const MACHINE_THREADS = 2;
/** The memory goal of docs/benchmarks.md's table: the 1 GiB function's process under this peak. */
const PEAK_GOAL_MB = 768;
/** Documents whose parsing is measured per type (the corpus's first ones, every type in turn). */
const PARSED = Math.min(100, ...SIZES.map((size) => Math.max(size, 10)));
const REPORT = {
  reportName: 'Bench realistic',
  query: 'What revenue, costs and headcount do these documents report?',
  keywords: ['Bench'],
  deepResearch: true,
};

export interface RealisticRow extends QueuedRun {
  documents: number;
  workers: number;
  threads: number;
  megabytes: number;
  idealMs: number;
  extractionCalls: number;
  emulatorsPeakMb: number | undefined;
}

const mb = (bytes: number) => bytes / 1024 / 1024;

/** The corpus kept between sizes and bench runs: documents are the same bytes every time. */
export function corpusOf(count: number): string {
  const dir = path.join(os.tmpdir(), `quarry-bench-realistic-v${CORPUS_VERSION}`);
  // Written in a process of its own, so generating does not weigh on this process's RSS.
  execFileSync('npx', ['tsx', 'scripts/bench/realistic-corpus-cli.ts', dir, String(count)], {
    stdio: 'inherit',
  });
  return dir;
}

/** A drive of the corpus's first `count` documents, linked (not copied) into a folder of its own. */
export function driveOf(corpus: string, count: number): { drive: string; bytes: number } {
  const drive = fs.mkdtempSync(path.join(os.tmpdir(), 'quarry-bench-realistic-drive-'));
  const folder = path.join(drive, EMAIL, `Bench realistic ${count}`);
  fs.mkdirSync(folder, { recursive: true });
  let bytes = 0;
  for (let i = 0; i < count; i++) {
    const name = realisticName(i);
    fs.linkSync(path.join(corpus, name), path.join(folder, name));
    bytes += fs.statSync(path.join(folder, name)).size;
  }
  return { drive, bytes };
}

/** How a run is read: local workers, and parsing threads in the app process. */
interface RunPlan {
  workers: number;
  threads: number;
}

/**
 * The emulators' state for one drive, fresh, but with the Drive emulator's cache of extracted text
 * (keyed by each file's content, emulators/src/drive/text-cache.ts) kept beside the corpus: the
 * first bench over a corpus reads every document's text for the search, later ones read it back.
 */
function emulatorsState(corpus: string): string {
  const state = fs.mkdtempSync(path.join(os.tmpdir(), 'quarry-bench-realistic-emulators-'));
  const cache = `${corpus}-drive-text`;
  fs.mkdirSync(cache, { recursive: true });
  fs.symlinkSync(cache, path.join(state, 'drive-text-v1'));
  return state;
}

/** The runs over one drive of `count` documents, one Drive and Gemini emulator process for all of them. */
async function runsOver(
  corpus: string,
  count: number,
  entry: string,
  plans: RunPlan[],
  cgroup: MemoryCgroup | undefined,
) {
  const { drive, bytes } = driveOf(corpus, count);
  const state = emulatorsState(corpus);
  const emulators = await startEmulatorsProcess({ EMULATORS_STATE_DIR: state, QUARRY_DRIVE_DIR: drive });
  const rows: RealisticRow[] = [];
  try {
    for (const { workers, threads } of plans) {
      const env = {
        RESEARCH_CONCURRENCY: String(CONCURRENCY),
        RESEARCH_MAX_CONCURRENCY: String(CONCURRENCY),
        WORKER_CONCURRENCY: String(workers),
        PARSE_THREADS: String(threads),
        ...(cgroup ? {} : { NODE_OPTIONS: `--max-old-space-size=${HEAP_MB}` }),
      };
      const run = await queuedRunOver(emulators, {
        entry,
        cgroup,
        env,
        documents: count,
        latencyMs: LATENCY_MS,
        report: REPORT,
      });
      if (run.status !== 'success') throw new Error(`The ${count}-document run ended ${run.status}`);
      const extractionCalls = run.byTask.extraction ?? 0;
      const row: RealisticRow = {
        ...run,
        documents: count,
        workers,
        threads,
        megabytes: mb(bytes),
        idealMs: (Math.ceil(extractionCalls / CONCURRENCY) + compositionWaits(run.byTask)) * LATENCY_MS,
        extractionCalls,
        emulatorsPeakMb: peakRssMbOf(emulators.pid),
      };
      rows.push(row);
      console.log(runLine(row));
    }
    return rows;
  } finally {
    await emulators.stop();
    fs.rmSync(drive, { recursive: true, force: true });
    fs.rmSync(state, { recursive: true, force: true });
  }
}

/** The size rows: one instance as the cloud runs it (one worker, CLOUD_THREADS). */
const isSizeRow = (row: RealisticRow) => row.workers === 1 && row.threads === CLOUD_THREADS;

/** Growth per 1,000 documents: of the peak, against the next smaller size (none for the smallest). */
function growthOf(rows: RealisticRow[], row: RealisticRow): number | undefined {
  const smaller = rows.filter((r) => isSizeRow(r) && r.documents < row.documents).at(-1);
  if (!smaller) return undefined;
  return ((row.peakRssMb - smaller.peakRssMb) / (row.documents - smaller.documents)) * 1000;
}

const inMb = (value: number | undefined) => (value === undefined ? 'n/a' : `${value.toFixed(0)} MB`);
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

function runLine(r: RealisticRow): string {
  return (
    `  ${r.documents} documents, ${r.workers} worker(s), ${r.shards} shard(s): wall ${seconds(r.wallMs)} (ideal ${seconds(r.idealMs)}), ` +
    `app peak RSS ${r.peakRssMb.toFixed(0)} MB, app CPU ${seconds(r.appCpuMs)}, emulators CPU ${seconds(r.emulatorsCpuMs)}`
  );
}

export async function realisticRun(): Promise<string> {
  const corpus = corpusOf(Math.max(PARSED, WORKERS_AT, ...SIZES));
  const app = await bundledApp();
  const unbundleEmulators = await bundleEmulators();
  const cgroup = memoryCgroup(`quarry-bench-realistic-${process.pid}`, INSTANCE_MB);
  const rows: RealisticRow[] = [];
  try {
    for (const size of [...new Set([...SIZES, WORKERS_AT])].filter((s) => s > 0).sort((a, b) => a - b)) {
      const plans = SIZES.includes(size) ? [{ workers: 1, threads: CLOUD_THREADS }] : [];
      if (size === WORKERS_AT)
        plans.push(...WORKERS.map((workers) => ({ workers, threads: MACHINE_THREADS })));
      if (plans.length > 0) rows.push(...(await runsOver(corpus, size, app.entry, plans, cgroup)));
    }
  } finally {
    unbundleEmulators();
    app.remove();
    cgroup?.remove();
  }
  const parsing = await realisticParsing(corpus, PARSED);
  for (const p of parsing) {
    console.log(
      `parse ${p.type}: ${p.mbPerSecond.toFixed(2)} MB/s, ${p.cpuMsPerDocument.toFixed(0)} CPU ms per document (mean ${p.meanKb.toFixed(0)} KB)`,
    );
  }
  for (const r of rows.filter(isSizeRow)) {
    const growth = growthOf(rows, r);
    console.log(
      `realistic ${r.documents} documents: wall ${seconds(r.wallMs)} (ideal ${seconds(r.idealMs)}), ` +
        `peak RSS ${r.peakRssMb.toFixed(0)} MB, growth ${growth === undefined ? 'n/a (the smallest size)' : growth.toFixed(0)} MB per 1000 documents`,
    );
  }
  const workers = rows.filter((r) => r.documents === WORKERS_AT && r.threads === MACHINE_THREADS);
  const section = realisticSection(rows, parsing, cgroup !== undefined);
  return workers.length > 0 ? `${section}\n${workersSection(WORKERS_AT, workers)}` : section;
}

function realisticSection(rows: RealisticRow[], parsing: TypeParsing[], inCgroup: boolean): string {
  const memory = inCgroup
    ? `in a memory cgroup limited to ${INSTANCE_MB} MB, as the 1 GiB reportWorker's instance is (Node sizes its heaps from the limit, and the kernel would kill the process past it)`
    : `its old space capped at ${HEAP_MB} MB (\`--max-old-space-size\`; no memory cgroup could be made here), about as Node caps it on a 1 GiB instance`;
  const sizes = rows.filter(isSizeRow);
  return `## Realistic documents

\`BENCH_ONLY=realistic\` (scripts/bench/realistic.ts): 'Run Report' (a saved report's queued run, deep
research) over a corpus the bench makes deterministically (scripts/bench/realistic-corpus.ts; PDF,
Word, xlsx, Google Doc and CSV in turn): PDFs of 10-50 pages of text and tables, Word documents of
5-30 pages, xlsx of 1,000-20,000 rows over 2-4 sheets, Google Docs of 20-80 KB and CSVs of 20 KB to
10 MB (most under 1 MB). Sizes are BENCH_REALISTIC_SIZES (default 100 and 1,000; 10,000 takes long);
BENCH_REALISTIC_WORKERS_AT=10000 with no sizes measures only the workers' runs below.
The app runs as its own process, built as the deploy builds the functions (scripts/bench/app-bundle.ts),
${memory}: one worker (WORKER_CONCURRENCY=1, one instance), reading in shards of 200 past 300 documents
(docs/architecture/runs.md), parsing on ${CLOUD_THREADS} thread as the cloud does (PARSE_THREADS). The Gemini emulator answers every
call after ${LATENCY_MS} ms, ${CONCURRENCY} extraction calls at once. The ideal is ceil(extraction
calls / concurrency) x latency + composition waits x latency, as in the pipeline section: the time
the model alone needs for the calls the run made. Peak RSS is the app process's high-water mark
(VmHWM: the main thread, the parsing threads and every buffer), against the goal of
${PEAK_GOAL_MB} MB; growth is the peak's, per 1,000 documents, against the next smaller size. CPU is the
app process's (all threads) and the emulators' (Drive and Gemini, one process) during the run: on
two cores, (app + emulators) / 2 is the least wall time the machine allows. Set-up is the search
that finds the documents before the run, in which the Drive emulator reads every document's text
for \`fullText contains\` (the first 128 Ki characters of each, emulators/src/drive/indexed-text.ts);
the run's own search then finds the index built. The extracted text is cached beside the corpus, so
only the first bench over a corpus extracts it; later ones read it back.

| documents | corpus | shards | wall time | ideal (model) | wall / ideal | CPU: app / emulators | extraction calls | app peak RSS | app RSS before the run | growth per 1,000 documents | set-up (search) | emulators peak RSS |
|---|---|---|---|---|---|---|---|---|---|---|---|---|
${sizes
  .map((r) => {
    const growth = growthOf(rows, r);
    return `| ${r.documents} | ${r.megabytes.toFixed(0)} MB | ${r.shards} | ${seconds(r.wallMs)} | ${seconds(r.idealMs)} | ${(r.wallMs / r.idealMs).toFixed(2)} | ${seconds(r.appCpuMs)} / ${seconds(r.emulatorsCpuMs)} | ${r.extractionCalls} | ${r.peakRssMb.toFixed(0)} MB | ${r.rssBeforeMb.toFixed(0)} MB | ${growth === undefined ? 'n/a' : `${growth.toFixed(0)} MB`} | ${seconds(r.setUpMs)} | ${inMb(r.emulatorsPeakMb)} |`;
  })
  .join('\n')}

### Parsing the realistic documents

The corpus's first ${PARSED} documents, read by the pipeline's own reader as the app composes it
(a Google Doc as its text export; parsing on PARSE_THREADS worker threads, several documents at once):
MB of source per second of wall time, CPU time of the process (user + system, all its threads) per
document, and the longest the reading thread's event loop was held meanwhile.

| type | documents | mean size | throughput | CPU per document | event loop held at most | unreadable |
|---|---|---|---|---|---|---|
${parsing
  .map(
    (p) =>
      `| ${p.type} | ${p.documents} | ${p.meanKb.toFixed(0)} KB | ${p.mbPerSecond.toFixed(2)} MB/s | ${p.cpuMsPerDocument.toFixed(0)} ms | ${p.loopHeldMs.toFixed(0)} ms | ${p.failed} |`,
  )
  .join('\n')}
`;
}
