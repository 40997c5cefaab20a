import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { StreamEvent } from '@quarry/contracts/research';
import { apiThroughput } from './bench/api-throughput';
import { BENCH_QUESTION, type BenchRun, compositionWaits, startBenchRun } from './bench/bench-run';
import { bundleSizes } from './bench/bundle';
import { coldStart } from './bench/cold-start';
import { dataExportAtSize } from './bench/data-export';
import { driveListing } from './bench/drive-listing';
import { estimateAccuracy } from './bench/estimate';
import { exportsAtSize } from './bench/exports';
import { gridAtSize } from './bench/grid';
import { gridRender } from './bench/grid-render';
import { largeRun } from './bench/large-run';
import { memoryRun } from './bench/memory';
import { monitoring } from './bench/monitoring';
import {
  largeDocuments,
  overheadRatio,
  packingTable,
  type Reading,
  readingOf,
  readOnce,
  UNPACKED_APP,
} from './bench/packing';
import { parsingThroughput } from './bench/parsing';
import { quotaPacing } from './bench/quota';
import { realisticRun } from './bench/realistic';
import { sharedDrivesSearch } from './bench/shared-drives';
import { tablesAtSize } from './bench/tables';
import { watchAtSize } from './bench/watch';

/**
 * `npm run bench`: the research pipeline over 10, 100, 500 and 2,000 documents, with the Gemini
 * emulator answering after a fixed latency, against the ideal ceil(extraction calls / concurrency) x
 * latency + composition calls x latency (small documents share calls, docs/decisions/performance.md). Also peak memory of
 * the app process, model calls and input tokens per document, packed and unpacked.
 * Results go to docs/benchmarks.md.
 */
const LATENCY_MS = Number(process.env.BENCH_LATENCY_MS ?? 100);
const CONCURRENCY = Number(process.env.RESEARCH_CONCURRENCY ?? 4);
const SIZES = (process.env.BENCH_SIZES ?? '10,100,500,2000').split(',').map(Number);
/** Sizes up to this many documents are timed MEDIAN_ROUNDS times and the median kept. */
const MEDIAN_UP_TO = 2000;
const MEDIAN_ROUNDS = 5;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] as number;
}
interface Row {
  documents: number;
  wallMs: number;
  idealMs: number;
  extractionCalls: number;
  compositionCalls: number;
  peakRssMb: number;
  data: number;
  noData: number;
  failed: number;
  /** The same report again: unchanged documents come from the extraction cache. */
  rerunMs: number;
  rerunExtractionCalls: number;
  /** The run's record as stored, in bytes (what grows with documents is stored beside it). */
  recordBytes: number;
  /** The timed run's extraction: calls, input tokens and the documents' own tokens. */
  reading: Reading;
}

async function run(count: number): Promise<Row> {
  // Fixed, so the ideal below holds: the adaptive limit has its own measure (BENCH_ONLY=quota).
  const bench = await startBenchRun(count, {
    RESEARCH_CONCURRENCY: String(CONCURRENCY),
    RESEARCH_MAX_CONCURRENCY: String(CONCURRENCY),
  });
  const { stack, control, ask } = bench;
  try {
    // Steady state, as a deployed app runs: the first reports in a process also pay for compiling
    // their code paths (after one untimed report, the next was up to 5% slower than those after it).
    // Each size starts new emulators, cold too: their first report reads the whole drive for the
    // Gemini emulator's word statistics, and at 2,000 documents it took 5.1 s where the next took
    // 3.4 s (2026-11-27), so each size is warmed. Other questions, so nothing of the timed runs comes from the cache.
    const warmUps = count === SIZES[0] ? 3 : 1;
    for (let n = 1; n <= warmUps; n++) {
      await ask(`Which programme recorded the most open issues? (warm-up ${n})`);
    }
    let peak = process.memoryUsage().rss;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss);
    }, 50);
    // A short run is timed several times, each over a question of its own (nothing comes from the
    // cache), and its median kept: one run of under a second moves by a few percent from run to run.
    const rounds = count <= MEDIAN_UP_TO ? MEDIAN_ROUNDS : 1;
    const walls: number[] = [];
    let events: StreamEvent[] = [];
    let stats = { byTask: {} as Record<string, number> };
    for (let round = 1; round <= rounds; round++) {
      await control('reset');
      await control('settings', { latencyMs: LATENCY_MS });
      // The last round asks the bench question, whose extractions the re-run below finds cached.
      const asked = await ask(round === rounds ? BENCH_QUESTION : `${BENCH_QUESTION} (round ${round})`);
      events = asked.events;
      walls.push(asked.ms);
      const complete = events.find((e) => e.type === 'complete');
      if (complete?.type !== 'complete')
        throw new Error(`The run did not complete: ${JSON.stringify(events.at(-1))}`);
      stats = (await (await fetch(`${stack.emulators.url}/__control/gemini/stats`)).json()) as typeof stats;
    }
    clearInterval(sampler);
    const wallMs = median(walls);
    const complete = events.find((e) => e.type === 'complete');
    if (complete?.type !== 'complete') throw new Error('The run did not complete');
    const extractionCalls = stats.byTask.extraction ?? 0;
    const reading = readingOf(count, events, extractionCalls, bench.driveChars);
    const rerun = await rerunSaved(bench);
    const compositionCalls = Object.entries(stats.byTask)
      .filter(([task]) => task !== 'extraction')
      .reduce((sum, [, n]) => sum + n, 0);
    return {
      documents: count,
      wallMs,
      idealMs: (Math.ceil(extractionCalls / CONCURRENCY) + compositionWaits(stats.byTask)) * LATENCY_MS,
      extractionCalls,
      compositionCalls,
      peakRssMb: peak / 1024 / 1024,
      ...complete.statusCounts,
      recordBytes: Buffer.byteLength(
        JSON.stringify(await stack.app.deps.store.get('reportExecutions', String(complete.executionId))),
      ),
      rerunMs: rerun.ms,
      rerunExtractionCalls: rerun.extractionCalls,
      reading,
    };
  } finally {
    await bench.stop();
  }
}

/** The bench question saved as a report and run in the background, as 'Run Report' does: its time and extraction calls. */
async function rerunSaved({
  stack,
  session,
  control,
}: BenchRun): Promise<{ ms: number; extractionCalls: number }> {
  await control('reset');
  await control('settings', { latencyMs: LATENCY_MS });
  const saved = await session.call('POST', '/api/saved-reports', {
    reportName: 'Bench',
    query: BENCH_QUESTION,
    keywords: ['Bench'],
    deepResearch: true,
  });
  const rerunStarted = performance.now();
  const queued = await session.call('POST', '/api/report-executions', { savedReportId: saved.json.id });
  await stack.app.deps.localQueue.idle();
  const ms = performance.now() - rerunStarted;
  const view = await session.call('GET', `/api/report-execution/${String(queued.json.executionId)}/view`);
  const status = (view.json.execution as { executionStatus: string }).executionStatus;
  if (status !== 'success') throw new Error(`The saved report's run ended ${status}`);
  const rerunStats = (await (await fetch(`${stack.emulators.url}/__control/gemini/stats`)).json()) as {
    byTask: Record<string, number>;
  };
  return { ms, extractionCalls: rerunStats.byTask.extraction ?? 0 };
}

/** The pipeline at each of SIZES, and the re-run of the same report, as one section. */
async function pipeline(): Promise<string> {
  const rows: Row[] = [];
  const unpacked: Reading[] = [];
  const app = { RESEARCH_CONCURRENCY: String(CONCURRENCY), RESEARCH_MAX_CONCURRENCY: String(CONCURRENCY) };
  for (const size of SIZES) {
    const row = await run(size);
    rows.push(row);
    const alone = await readOnce(size, { ...app, ...UNPACKED_APP });
    unpacked.push(alone);
    console.log(
      `${size} documents: ${(row.wallMs / 1000).toFixed(1)} s (ideal ${(row.idealMs / 1000).toFixed(1)} s), ` +
        `${(row.extractionCalls / size).toFixed(2)} extraction calls/document, ${row.compositionCalls} composition calls, ` +
        `overhead ratio ${overheadRatio(row.reading).toFixed(2)} (unpacked ${alone.extractionCalls / size} calls/document, ${overheadRatio(alone).toFixed(2)}), ` +
        `peak RSS ${row.peakRssMb.toFixed(0)} MB; re-run ${(row.rerunMs / 1000).toFixed(1)} s with ${row.rerunExtractionCalls} extraction calls`,
    );
  }
  const large = await largeDocuments(app);
  console.log(
    `${large.packed.documents} large documents: ${large.packed.extractionCalls} extraction calls packed, ${large.unpacked.extractionCalls} unpacked`,
  );
  const table = [
    '| documents | wall time | ideal | wall / ideal | extraction calls per document | composition calls | data / no data / failed | peak RSS (app process) | run record |',
    '|---|---|---|---|---|---|---|---|---|',
    ...rows.map(
      (r) =>
        `| ${r.documents} | ${(r.wallMs / 1000).toFixed(1)} s | ${(r.idealMs / 1000).toFixed(1)} s | ${(r.wallMs / r.idealMs).toFixed(2)} | ${(r.extractionCalls / r.documents).toFixed(2)} | ${r.compositionCalls} | ${r.data} / ${r.noData} / ${r.failed} | ${r.peakRssMb.toFixed(0)} MB | ${r.recordBytes} bytes |`,
    ),
  ].join('\n');
  const rerunTable = [
    '| documents | first run | re-run | extraction calls, first | extraction calls, re-run |',
    '|---|---|---|---|---|',
    ...rows.map(
      (r) =>
        `| ${r.documents} | ${(r.wallMs / 1000).toFixed(1)} s | ${(r.rerunMs / 1000).toFixed(1)} s | ${r.extractionCalls} | ${r.rerunExtractionCalls} |`,
    ),
  ].join('\n');
  return `## Research pipeline

Deep research over synthetic Markdown documents of about 1.7 KB in the Drive emulator; the Gemini
emulator answers every call after ${LATENCY_MS} ms; ${CONCURRENCY} extraction calls are made at once, and
small documents share calls (RESEARCH_PACK_* defaults). The ideal is ceil(extraction calls / concurrency)
x latency + composition waits x latency: the time the model alone needs for the calls the run made
(the report's calls wait one after another, but its introduction and conclusion are asked at once).
Peak RSS is the process running the app (the emulators run in their own process). The run record is
the run's own stored record; its document list and report are stored beside it. Runs of up to
${MEDIAN_UP_TO} documents are timed ${MEDIAN_ROUNDS} times, each over a question of its own, and the median
kept; the first size is timed after three untimed reports and each other size after one, so the app
and the emulators are warm. What the numbers
mean, and what was measured about them, is in docs/benchmark-notes.md.

${table}

### Re-running a saved report (extraction cache)

The same question saved as a report and run again in the background ('Run Report': a fresh Drive
search, then the worker): no document changed, so every extraction comes from the cache and the model
only writes the report. The re-run's time includes the search and the queue.

${rerunTable}

### Packing small documents (extraction calls and input tokens)

Each size read once more with packing off (RESEARCH_PACK_MAX_DOCUMENTS=1: every document asked alone,
as before packing), and ${large.packed.documents} documents of about 30 KB (over the share limit) both ways.
Input tokens are the extraction calls' (the run's usage by step); a document's own tokens are its
characters / 4, as the emulator counts. The overhead ratio is (input tokens / documents) / (document
tokens / document): what a document costs to read against its own size, 1 being nothing but the document;
the last column is packed overhead (ratio - 1) against unpacked.

${packingTable(
  rows.map((row, i) => ({ packed: row.reading, unpacked: unpacked[i] as Reading })),
  large,
)}
`;
}

/**
 * The sections, in the order the document has them. `BENCH_ONLY=<name>` measures one and replaces
 * only it; a full run measures every one, so all its figures come from one run.
 */
const SECTIONS: Record<string, { heading: string; run: () => Promise<string> }> = {
  pipeline: { heading: '## Research pipeline', run: pipeline },
  monitoring: { heading: '## Report monitoring', run: monitoring },
  api: { heading: '## API throughput', run: apiThroughput },
  parsing: { heading: '## Parsing', run: parsingThroughput },
  drive: { heading: '## Drive emulator', run: driveListing },
  'shared-drives': { heading: '## Shared Drives search', run: sharedDrivesSearch },
  quota: { heading: '## Gemini rate limit', run: quotaPacing },
  estimate: { heading: '## Estimate against actual', run: estimateAccuracy },
  exports: { heading: '## Exports', run: exportsAtSize },
  'data-export': { heading: '## Download my data', run: dataExportAtSize },
  bundle: { heading: '## The web app', run: async () => bundleSizes().section },
  // Needs the SPA built; BENCH_ONLY=grid-render runs it alone (Chromium, route mocks).
  'grid-render': { heading: '## The evidence grid (2,000 rows)', run: gridRender },
  coldstart: { heading: '## Cold start', run: coldStart },
  grid: { heading: '## The evidence grid (2,000 documents', run: gridAtSize },
  watch: { heading: '## A watched report', run: watchAtSize },
  // About four minutes; BENCH_ONLY=large runs it alone (docs/benchmark-notes.md).
  large: { heading: '## A large run', run: largeRun },
  // 500 and 3,000 documents, in one piece and in shards, with heap snapshots; BENCH_ONLY=memory runs it alone.
  memory: { heading: '## Memory per document', run: memoryRun },
  tables: { heading: '## Tables (50,000 rows)', run: tablesAtSize },
  // 100 and 1,000 documents of realistic sizes, generated once per run; BENCH_REALISTIC_SIZES adds 10,000.
  realistic: { heading: '## Realistic documents', run: realisticRun },
};

const file = path.resolve('docs/benchmarks.md');
const existing = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';

/** The text of one section of the existing document, if it has it. */
function sectionOf(text: string, heading: string): string | undefined {
  // Headings may carry more after the name ('## Report monitoring (10,000 runs)').
  const start = text.startsWith(heading) ? 0 : text.indexOf(`\n${heading}`) + 1;
  if (start === 0 && !text.startsWith(heading)) return undefined;
  const end = text.indexOf('\n## ', start + heading.length);
  return text.slice(start, end === -1 ? undefined : end + 1).trimEnd();
}

const header = () =>
  `# Benchmarks\n\nWritten by \`npm run bench\` (scripts/bench.ts) on ${new Date().toISOString().slice(0, 10)}, ${os.cpus().length} cores, Node ${process.version}.\n`;

const only = process.env.BENCH_ONLY;
const measured = new Map<string, string>();
if (only) {
  const chosen = SECTIONS[only];
  if (!chosen) throw new Error(`BENCH_ONLY must be one of ${Object.keys(SECTIONS).join(', ')}`);
  measured.set(only, await chosen.run());
} else {
  for (const [name, section] of Object.entries(SECTIONS)) measured.set(name, await section.run());
}
const sections = Object.entries(SECTIONS).flatMap(([name, { heading }]) => {
  const text = measured.get(name)?.trimEnd() ?? sectionOf(existing, heading);
  return text ? [text] : [];
});
fs.writeFileSync(
  file,
  `${only ? (existing.split('\n## ')[0]?.trimEnd() ?? header()) : header()}\n\n${sections.join('\n\n')}\n`,
);
console.log(`\nWritten to docs/benchmarks.md${only ? ` (${only} only)` : ''}`);
process.exit(0);
