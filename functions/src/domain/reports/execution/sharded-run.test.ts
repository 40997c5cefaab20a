import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DocumentStore } from '../../../ports/document-store.port';
import type { LanguageModel } from '../../../ports/language-model.port';
import type { BrowserSession } from '../../../testing/browser-session';
import { gemini } from '../../../testing/emulator-controls';
import type { LocalStack } from '../../../testing/local-stack';
import { type NotesStack, startNotesStack } from '../../../testing/notes-stack';
import { until } from '../../../testing/poll';
import { readEvents } from '../events/run-events';
import type { ReportDeps } from '../report-deps';
import { readEvidenceTable, readReport } from '../runs/run-parts';
import type { RunRecord } from '../runs/run-record';
import { EXECUTION_SHARDS, type RunShard, SHARD_STOPPED, shardId } from '../runs/run-shards';
import { RUNS } from '../runs/stored-run';
import { recoverExecutions } from './recover-runs';
import { handleExecution } from './run-execution';
import { shardOf } from './shard-rules';

/**
 * Large runs read in shards (docs/architecture/runs.md), in one process: the local queue's
 * workers play the shards. 12 documents past a threshold of 6 make 3 shards of 4, 2 read at once,
 * each at its share (1) of the run's 2 documents at once; one document to a call.
 */
const DOCUMENTS = 12;
const KILLED_SHARD = 1;
/** Documents the killed shard's worker reads (and saves) before it dies. */
const READ_BEFORE_DEATH = 2;
let stack: LocalStack;
let maya: BrowserSession;
let notes: NotesStack | undefined;

beforeAll(async () => {
  notes = await startNotesStack({
    name: 'harbor-note',
    documents: DOCUMENTS,
    text: (n) =>
      `# Harbor note ${n}\n\nThe Harbor dredging line ${n} cost ${n * 1000} dollars, approved by the port board.\n`,
    app: {
      EXECUTION_LEASE_SECONDS: '3',
      TICK_SECONDS: '3600',
      WORKER_CONCURRENCY: '2',
      RESEARCH_CONCURRENCY: '2',
      RESEARCH_MAX_CONCURRENCY: '2',
      RESEARCH_PACK_MAX_DOCUMENTS: '1',
      SHARD_THRESHOLD: '6',
      SHARD_SIZE: '4',
    },
  });
  ({ stack, maya } = notes);
}, 90_000);
afterAll(async () => {
  await notes?.stop();
});

const run = async (id: string) => (await stack.app.deps.store.get<RunRecord>(RUNS, id)) as RunRecord;
const shard = async (id: string, index: number) =>
  (await stack.app.deps.store.get<RunShard>(EXECUTION_SHARDS, shardId(id, index))) as RunShard;

async function startRun(name: string): Promise<string> {
  const saved = await maya.call('POST', '/api/saved-reports', {
    reportName: name,
    query: 'What did the Harbor dredging cost?',
    keywords: ['Harbor'],
    deepResearch: false,
  });
  const queued = await maya.call('POST', '/api/report-executions', { savedReportId: saved.json.id });
  expect(queued.status).toBe(202);
  return String(queued.json.executionId);
}

/**
 * A worker that dies: once its shard has saved READ_BEFORE_DEATH documents, its next model call
 * never reaches Gemini and nothing it does reaches the store any more, as when its process is gone.
 */
function dyingWorker(reports: ReportDeps): ReportDeps {
  let dead = false;
  const die = () => {
    dead = true;
    return new Error('the worker died');
  };
  const store = new Proxy(reports.store, {
    get(target, key: keyof DocumentStore) {
      const value = target[key];
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        if (dead) return Promise.reject(die());
        return (value as (...a: unknown[]) => unknown).apply(target, args);
      };
    },
  });
  const saved = async () => {
    const shards = await reports.store.query<RunShard>(EXECUTION_SHARDS, {
      where: [{ field: 'index', op: '==', value: KILLED_SHARD }],
    });
    return shards.some((s) => s.data.status === 'running' && s.data.documentsDone >= READ_BEFORE_DEATH);
  };
  let calls = 0;
  const deadly = async <T>(call: () => Promise<T>): Promise<T> => {
    calls += 1;
    if (calls > READ_BEFORE_DEATH) {
      await until('the killed shard to save what it read', saved);
      throw die();
    }
    return call();
  };
  const model: LanguageModel = {
    ...reports.research.model,
    generateText: (request) => deadly(() => reports.research.model.generateText(request)),
    generateJson: (request) => deadly(() => reports.research.model.generateJson(request)),
  };
  return { ...reports, store, research: { ...reports.research, store, model } };
}

describe('a large run read in shards', () => {
  it('when one shard worker dies mid-run, then that shard alone is retried, the run completes, every document is in the report once, its usage is counted once and no other shard is read again', async () => {
    const url = stack.emulators.url;
    const { reports, localQueue, store } = stack.app.deps;
    await gemini.reset(url);
    let killed = false;
    localQueue.handle(async (message) => {
      const dies = shardOf(message)?.index === KILLED_SHARD && !killed;
      killed ||= dies;
      await handleExecution(dies ? dyingWorker(reports) : reports, message);
    });
    const id = await startRun('Harbor dredging');

    await until('the other shards to finish', async () => {
      const shards = await Promise.all([0, 2].map((index) => shard(id, index)));
      return shards.every((s) => s?.status === 'done');
    });
    // The dead worker's invocation ends (its last writes refused); the queue has nothing left then.
    await until('the shard worker to be killed', async () => killed);
    await localQueue.idle();
    const dead = await shard(id, KILLED_SHARD);
    expect(dead).toMatchObject({ status: 'running', documentsDone: READ_BEFORE_DEATH, attempt: 1 });
    expect((await run(id)).executionStatus).toBe('running');

    // What a crash leaves: a lease that lapses. The tick sends the parked run to look at its shards.
    const past = new Date(Date.now() - 60_000).toISOString();
    await store.update(EXECUTION_SHARDS, shardId(id, KILLED_SHARD), { leaseUntil: past });
    await store.update(RUNS, id, { leaseUntil: past });
    expect((await recoverExecutions(reports)).requeued).toBe(1);
    await until('the run to end', async () => (await run(id)).executionStatus === 'success');
    await localQueue.idle();

    const ended = await run(id);
    const table = (await readEvidenceTable(store, id, ended)) ?? [];
    const ids = table.map((row) => row.documentId);
    expect(ids).toHaveLength(DOCUMENTS);
    expect(new Set(ids).size).toBe(DOCUMENTS);
    expect((await readReport(store, id, ended))?.result).toContain('Sources');
    // Every document went to Gemini once: neither the killed shard's saved ones nor another shard's twice.
    const stats = await gemini.stats(url);
    expect(ids.map((fileId) => stats.answeredByDocument[fileId])).toEqual(ids.map(() => 1));
    // Usage counted once: the run's extraction calls are the calls Gemini answered for it.
    const extraction = ended.completion?.usage?.byStep.extraction?.calls;
    expect(extraction).toBe(DOCUMENTS);
    const retried = await shard(id, KILLED_SHARD);
    // The fence was raised when the dead lease was found (2), then by the new worker's claim (3).
    expect(retried).toMatchObject({
      status: 'done',
      attempt: 3,
      lostLeases: 1,
      documentsDone: 4,
      failure: null,
    });
    expect(retried.usage?.byStep.extraction?.calls).toBe(4);
    for (const other of [0, 2]) expect((await shard(id, other)).attempt).toBe(1);
    expect(ended.checkpoint.documentsDone).toBe(0);
    // Progress stayed honest across shards: documents read of the run's whole count, never back.
    const logged = (await readEvents(store, id, 0, ended.eventSeq ?? 0)).events.map((entry) => entry.event);
    const reads = logged.flatMap((event) =>
      event.type === 'status' && /^Read \d+ of 12 documents$/.test(event.message) ? [event] : [],
    );
    expect(reads.at(-1)?.message).toBe('Read 12 of 12 documents');
    const shown = reads.map((event) => event.progress ?? 0);
    expect(shown).toEqual([...shown].sort((a, b) => a - b));
    localQueue.handle((message) => handleExecution(reports, message));
  }, 120_000);

  it('when its owner stops a sharded run, then every shard ends stopped, the run ends stopped without a report and what the shards spent is recorded', async () => {
    const url = stack.emulators.url;
    await gemini.reset(url);
    // The first test's answers are in the extraction cache: without it, every document asks Gemini.
    const { store } = stack.app.deps;
    for (const { id: cached } of await store.query('extractions')) await store.delete('extractions', cached);
    await gemini.hold(url, 3);
    const id = await startRun('Harbor dredging, stopped');
    await until('the shards to wait on the model', async () => (await gemini.holdStatus(url)).held > 0);
    const stop = await maya.call('POST', `/api/report-execution/${id}/stop`);
    expect(stop.status).toBeLessThan(300);
    await until('the run to end', async () => (await run(id)).executionStatus === 'failed');
    await gemini.release(url);
    await stack.app.deps.localQueue.idle();

    const ended = await run(id);
    expect(ended.stoppedAt).toBeTruthy();
    expect(ended.reportParts).toBeUndefined();
    const shards = await Promise.all([0, 1, 2].map((index) => shard(id, index)));
    expect(shards.map((s) => s.failure)).toEqual([SHARD_STOPPED, SHARD_STOPPED, SHARD_STOPPED]);
    const spent = shards.reduce((sum, s) => sum + (s.usage?.byStep.extraction?.calls ?? 0), 0);
    expect(ended.completion?.usage?.byStep.extraction?.calls).toBe(spent);
    expect(spent).toBeGreaterThanOrEqual(3);
  }, 120_000);
});
