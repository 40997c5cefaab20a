import { monitorEventLoopDelay } from 'node:perf_hooks';
import { EXPORT_FORMATS, exportPath } from '@quarry/contracts/exports';
import { startBenchRun } from './bench-run';

/**
 * Reports that leave Quarry at size (docs/decisions/exports.md): the bench question asked over 2,000
 * documents, then its report exported in every format through the API, as the Export menu asks for
 * it. For each: how long the download took, the file's size, and the longest the app's event loop
 * was held meanwhile (the app runs in this process; PDF, Word and Excel are written on the export
 * thread, Markdown and CSV on the loop). Each format is exported three times and the median kept.
 */
const DOCUMENTS = Number(process.env.BENCH_EXPORT_DOCUMENTS ?? 2000);
const ROUNDS = 3;

interface Measured {
  format: string;
  ms: number;
  bytes: number;
  longestStallMs: number;
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;

export async function exportsAtSize(): Promise<string> {
  const bench = await startBenchRun(DOCUMENTS, {});
  const rows: Measured[] = [];
  try {
    const { events } = await bench.ask();
    const complete = events.find((event) => event.type === 'complete');
    if (complete?.type !== 'complete') throw new Error('The run did not complete');
    const id = String(complete.executionId);
    // The export thread starts with the first export: started here, so each format is timed warm.
    await bench.session.raw('GET', exportPath(id, 'xlsx'));
    for (const format of EXPORT_FORMATS) {
      const times: number[] = [];
      const stalls: number[] = [];
      let bytes = 0;
      for (let round = 0; round < ROUNDS; round++) {
        const loop = monitorEventLoopDelay({ resolution: 5 });
        loop.enable();
        const started = performance.now();
        const response = await bench.session.raw('GET', exportPath(id, format));
        bytes = (await response.arrayBuffer()).byteLength;
        times.push(performance.now() - started);
        loop.disable();
        if (response.status !== 200) throw new Error(`Exporting ${format} answered ${response.status}`);
        stalls.push(loop.max / 1e6);
      }
      rows.push({ format, ms: median(times), bytes, longestStallMs: median(stalls) });
      console.log(
        `export ${format} of ${DOCUMENTS} documents: ${(median(times) / 1000).toFixed(2)} s, ${(bytes / 1024).toFixed(0)} KB, longest event-loop stall ${median(stalls).toFixed(0)} ms`,
      );
    }
  } finally {
    await bench.stop();
  }
  return `## Exports (${DOCUMENTS.toLocaleString('en-US')} documents)

The bench question's report over ${DOCUMENTS.toLocaleString('en-US')} small documents, exported through the API in each
format (median of ${ROUNDS}); the longest event-loop stall is the app's (it runs in the bench's process)
while the file was written: PDF, Word and Excel are written on the export thread.

| format | time | size | longest event-loop stall |
|---|---|---|---|
${rows.map((r) => `| ${r.format} | ${(r.ms / 1000).toFixed(2)} s | ${(r.bytes / 1024).toFixed(0)} KB | ${r.longestStallMs.toFixed(0)} ms |`).join('\n')}`;
}
