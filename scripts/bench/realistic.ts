import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { compositionWaits, EMAIL, startBenchOver } from './bench-run';
import { peakRssMbOf } from './process-memory';
import { CORPUS_VERSION, realisticName } from './realistic-corpus';
import { realisticParsing, type TypeParsing } from './realistic-parsing';
import { realisticWorkers, workersSection } from './realistic-workers';

/**
 * `BENCH_ONLY=realistic`: deep research over documents the size people's Drives hold
 * (realistic-corpus.ts), with the Gemini emulator at LATENCY_MS. Per size: wall, ideal, peak RSS of
 * the bench process (the app runs in it; the emulators run in their own) and its growth per 1,000
 * documents; per type: parsing MB/s and CPU ms per document.
 */
const LATENCY_MS = 100;
const CONCURRENCY = Number(process.env.RESEARCH_CONCURRENCY ?? 4);
/** 10,000 takes long: BENCH_REALISTIC_SIZES=100,1000,10000 adds it; empty measures no size (the workers alone). */
const SIZES = (process.env.BENCH_REALISTIC_SIZES ?? '100,1000')
  .split(',')
  .map(Number)
  .filter((size) => size > 0);
/** A large run read in shards by 1, 2 and 4 workers (realistic-workers.ts): opt-in, its size. */
const WORKERS_SIZE = Number(process.env.BENCH_REALISTIC_WORKERS ?? 0);
/** Documents whose parsing is measured per type (the corpus's first ones, every type in turn). */
const PARSED = Math.min(100, ...SIZES.map((size) => Math.max(size, 10)));

interface SizeRow {
  documents: number;
  megabytes: number;
  wallMs: number;
  idealMs: number;
  extractionCalls: number;
  peakRssMb: number;
  startRssMb: number;
  statusCounts: string;
  /** Stack start, sign-in and the search that finds the documents (the Drive emulator indexing them). */
  setUpMs: number;
  /** The emulators' process (Drive, Gemini): its peak RSS once the search was answered, and at the end. */
  emulatorsSetUpPeakMb: number | undefined;
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

async function runSize(corpus: string, count: number): Promise<SizeRow> {
  const { drive, bytes } = driveOf(corpus, count);
  const app = { RESEARCH_CONCURRENCY: String(CONCURRENCY), RESEARCH_MAX_CONCURRENCY: String(CONCURRENCY) };
  const setUpStart = performance.now();
  const bench = await startBenchOver(drive, count, app, 0);
  const setUpMs = performance.now() - setUpStart;
  const emulatorsPid = bench.stack.emulators.pid;
  const emulatorsSetUpPeakMb = peakRssMbOf(emulatorsPid);
  try {
    await bench.control('reset');
    await bench.control('settings', { latencyMs: LATENCY_MS });
    const startRss = process.memoryUsage().rss;
    let peak = startRss;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss);
    }, 50);
    const { events, ms } = await bench.ask().finally(() => clearInterval(sampler));
    const complete = events.find((e) => e.type === 'complete');
    if (complete?.type !== 'complete')
      throw new Error(`The run did not complete: ${JSON.stringify(events.at(-1))}`);
    const stats = await bench.read<{ byTask: Record<string, number> }>('stats');
    const extractionCalls = stats.byTask.extraction ?? 0;
    const { data, noData, failed } = complete.statusCounts;
    return {
      documents: count,
      megabytes: mb(bytes),
      wallMs: ms,
      idealMs: (Math.ceil(extractionCalls / CONCURRENCY) + compositionWaits(stats.byTask)) * LATENCY_MS,
      extractionCalls,
      peakRssMb: mb(peak),
      startRssMb: mb(startRss),
      statusCounts: `${data} / ${noData} / ${failed}`,
      setUpMs,
      emulatorsSetUpPeakMb,
      emulatorsPeakMb: peakRssMbOf(emulatorsPid),
    };
  } finally {
    await bench.stop();
  }
}

const growth = (row: SizeRow) => ((row.peakRssMb - row.startRssMb) / row.documents) * 1000;
const inMb = (value: number | undefined) => (value === undefined ? 'n/a' : `${value.toFixed(0)} MB`);

export async function realisticRun(): Promise<string> {
  const corpus = corpusOf(Math.max(PARSED, WORKERS_SIZE, ...SIZES));
  const rows: SizeRow[] = [];
  for (const size of SIZES) rows.push(await runSize(corpus, size));
  const workers =
    WORKERS_SIZE > 0 ? await realisticWorkers(() => driveOf(corpus, WORKERS_SIZE).drive, WORKERS_SIZE) : null;
  const parsing = await realisticParsing(corpus, PARSED);
  for (const p of parsing) {
    console.log(
      `parse ${p.type}: ${p.mbPerSecond.toFixed(2)} MB/s, ${p.cpuMsPerDocument.toFixed(0)} CPU ms per document (mean ${p.meanKb.toFixed(0)} KB)`,
    );
  }
  for (const r of rows) {
    console.log(
      `realistic ${r.documents} documents: wall ${(r.wallMs / 1000).toFixed(1)} s (ideal ${(r.idealMs / 1000).toFixed(1)} s), ` +
        `peak RSS ${r.peakRssMb.toFixed(0)} MB, growth ${growth(r).toFixed(0)} MB per 1000 documents; ` +
        `set-up ${(r.setUpMs / 1000).toFixed(1)} s, emulators peak RSS ${inMb(r.emulatorsSetUpPeakMb)} after the search, ${inMb(r.emulatorsPeakMb)} in all`,
    );
  }
  const section = realisticSection(rows, parsing);
  return workers ? `${section}\n${workersSection(WORKERS_SIZE, workers)}` : section;
}

function realisticSection(rows: SizeRow[], parsing: TypeParsing[]): string {
  return `## Realistic documents

\`BENCH_ONLY=realistic\` (scripts/bench/realistic.ts): deep research over a corpus the bench makes
deterministically (scripts/bench/realistic-corpus.ts; PDF, Word, xlsx, Google Doc and CSV in turn):
PDFs of 10-50 pages of text and tables, Word documents of 5-30 pages, xlsx of 1,000-20,000 rows over
2-4 sheets, Google Docs of 20-80 KB and CSVs of 20 KB to 10 MB (most under 1 MB). Sizes are
BENCH_REALISTIC_SIZES (default 100 and 1,000; 10,000 takes long). The Gemini emulator answers every
call after ${LATENCY_MS} ms, ${CONCURRENCY} extraction calls at once; one run per size, asked as the chat
asks, on a fresh stack (not warmed). The ideal is ceil(extraction calls / concurrency) x latency +
composition waits x latency, as in the pipeline section: the time the model alone needs for the calls
the run made. Peak RSS is the bench process, which runs the app (the emulators run in their own
process), sampled every 50 ms during the run; growth is (peak - RSS before the run) per 1,000 documents.
Set-up is the stack's start, the sign-in and the search that finds the documents, in which the Drive
emulator reads every document's text for \`fullText contains\` (the first 128 Ki characters of each,
emulators/src/drive/indexed-text.ts). The emulators' process (Drive and Gemini together) gives its
peak RSS from the kernel's high-water mark (VmHWM): once the search was answered, and at the end.

| documents | corpus | wall time | ideal | wall / ideal | extraction calls | data / no data / failed | peak RSS (app process) | RSS before the run | growth per 1,000 documents | set-up (search) | emulators peak RSS after the search / in all |
|---|---|---|---|---|---|---|---|---|---|---|---|
${rows
  .map(
    (r) =>
      `| ${r.documents} | ${r.megabytes.toFixed(0)} MB | ${(r.wallMs / 1000).toFixed(1)} s | ${(r.idealMs / 1000).toFixed(1)} s | ${(r.wallMs / r.idealMs).toFixed(2)} | ${r.extractionCalls} | ${r.statusCounts} | ${r.peakRssMb.toFixed(0)} MB | ${r.startRssMb.toFixed(0)} MB | ${growth(r).toFixed(0)} MB | ${(r.setUpMs / 1000).toFixed(1)} s | ${inMb(r.emulatorsSetUpPeakMb)} / ${inMb(r.emulatorsPeakMb)} |`,
  )
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
