import type { RealisticRow } from './realistic';

/**
 * The largest realistic size read by 1, 2 and 4 workers (BENCH_REALISTIC_WORKERS): the local
 * queue's WORKER_CONCURRENCY workers play the shards, as reportWorker invocations do in the cloud,
 * and the run's Gemini concurrency is shared by the shards read at once, so the ideal (the model's
 * alone) is the same for every worker count (docs/architecture/runs.md). They share one process
 * here, so it parses on two threads, the machine's cores, where an instance has one.
 */
export function workersSection(size: number, rows: RealisticRow[]): string {
  const one = rows.find((r) => r.workers === 1) ?? rows[0];
  const speedUp = (row: RealisticRow) => (one ? one.wallMs / row.wallMs : 1);
  const cpuWall = (row: RealisticRow) => (row.appCpuMs + row.emulatorsCpuMs) / 2;
  return `### Shards and workers (${size.toLocaleString('en-US')} documents)

The same run over the same emulators (the index built once), read by each number of local workers
(WORKER_CONCURRENCY; the shards read at once, SHARD_WORKERS, follow it locally). The workers share one
app process here, which parses on 2 threads (this machine's cores; a cloud instance has one and a
worker to itself). The CPU floor is
(app CPU + emulators' CPU) / 2: the least wall time two cores allow for the work the run did; once it
passes the model's ideal, CPU is the wall and more workers cannot help on this machine.

| workers | shards | wall time | ideal (model) | wall / ideal | CPU floor (2 cores) | speed-up | extraction calls | app peak RSS |
|---|---|---|---|---|---|---|---|---|
${rows
  .map(
    (r) =>
      `| ${r.workers} | ${r.shards} | ${(r.wallMs / 1000).toFixed(1)} s | ${(r.idealMs / 1000).toFixed(1)} s | ${(r.wallMs / r.idealMs).toFixed(2)} | ${(cpuWall(r) / 1000).toFixed(1)} s | ${speedUp(r).toFixed(2)} | ${r.extractionCalls} | ${r.peakRssMb.toFixed(0)} MB |`,
  )
  .join('\n')}
`;
}
