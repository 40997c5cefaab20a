import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserSession } from '../../../testing/browser-session';
import { gemini, moveClocks } from '../../../testing/emulator-controls';
import { type LocalStack, startLocalStack } from '../../../testing/local-stack';
import { until } from '../../../testing/poll';
import { readyCreator } from '../../../testing/sign-in-flow';
import { tempDir } from '../../../testing/temp-dir';
import { readDocuments } from '../runs/run-parts';
import type { RunRecord } from '../runs/run-record';
import { RUNS as EXECUTIONS } from '../runs/stored-run';

/**
 * What packing makes of a free-tier day (docs/decisions/reading-economy.md), with the app's default packing rules:
 * with 100 requests a day, 500 small documents (1-5 KB) are read and reported the same day, and
 * 2,000 go on after the quota's reset (midnight Pacific) without losing or repeating a document.
 */
const MAYA = 'maya.chen@northwind.test';
const PER_DAY = 100;
const drive = tempDir('quarry-daily-scale-drive-');
let stack: LocalStack;
let maya: BrowserSession;

/** `count` Markdown notes of about 1.5 to 4.5 KB, each with its own figure, in a folder of their own. */
function writeNotes(folder: string, word: string, count: number): void {
  const dir = path.join(drive.dir, MAYA, folder);
  fs.mkdirSync(dir, { recursive: true });
  for (let n = 1; n <= count; n++) {
    const filler = 'Minutes of the weekly meeting, the rota and the parking rules. '.repeat(
      20 + (n % 3) * 20,
    );
    const body = `# ${word} note ${n}\n\nThe ${word} budget line ${n} was ${n * 10} dollars.\n\n${filler}\n`;
    fs.writeFileSync(path.join(dir, `${word.toLowerCase()}-note-${String(n).padStart(4, '0')}.md`), body);
  }
}

beforeAll(async () => {
  writeNotes('Harbor', 'Harbor', 500);
  writeNotes('Kestrel', 'Kestrel', 2000);
  stack = await startLocalStack({
    // No timer tick: the test runs it by moving the clocks.
    app: { TICK_SECONDS: '3600' },
    emulators: { QUARRY_DRIVE_DIR: drive.dir },
  });
  maya = await readyCreator(stack, MAYA);
}, 120_000);
afterAll(async () => {
  await stack?.stop();
  drive.remove();
});

const read = async (id: string) => (await stack.app.deps.store.get<RunRecord>(EXECUTIONS, id)) as RunRecord;

/** Saves a report over the notes of `word` and runs it in the background, as /saved-reports does. */
async function runInBackground(word: string): Promise<string> {
  const saved = await maya.call('POST', '/api/saved-reports', {
    reportName: `${word} budget`,
    query: `What was each ${word} budget line?`,
    keywords: [word],
    deepResearch: false,
  });
  expect(saved.status).toBe(201);
  const queued = await maya.call('POST', '/api/report-executions', { savedReportId: saved.json.id });
  expect(queued.status).toBe(202);
  return String(queued.json.executionId);
}

/** Waits for the run to end or pause; the queue idle, so nothing of it is still in flight. */
async function settled(id: string): Promise<RunRecord> {
  await until(
    'the run to end or pause',
    async () => {
      const run = await read(id);
      return (
        run.executionStatus === 'success' || run.executionStatus === 'failed' || Boolean(run.pausedUntil)
      );
    },
    { tries: 1200 },
  );
  await stack.app.deps.localQueue.idle();
  return read(id);
}

/** The run's documents (each once), how many Gemini did not answer exactly once, and how many had data. */
async function readOnce(id: string, run: RunRecord, answered: Record<string, number>) {
  const documents = (await readDocuments(stack.app.deps.store, id, run)) ?? [];
  const ids = new Set(documents.map((d) => d.id));
  return {
    documents: ids.size,
    notOnce: [...ids].filter((doc) => answered[doc] !== 1).length,
    data: run.completion?.statusCounts.data,
  };
}

describe('a free-tier day of 100 requests, with small documents sharing calls', () => {
  it('when 500 small documents are run in the background, then they are read the same day within its requests, and when 2,000 follow, they pause at the limit and go on after the reset, losing and repeating none', async () => {
    const url = stack.emulators.url;
    await gemini.reset(url);
    await gemini.settings(url, { rpdLimit: PER_DAY });

    const first = await runInBackground('Harbor');
    const small = await settled(first);
    const callsForSmall = (await gemini.stats(url)).calls;
    const second = await runInBackground('Kestrel');
    let large = await settled(second);
    let pauses = 0;
    while (large.pausedUntil && pauses < 5) {
      pauses++;
      await moveClocks(stack.app.url, url, new Date(Date.parse(large.pausedUntil) + 60_000));
      large = await settled(second);
    }

    expect(small.executionStatus).toBe('success');
    expect(small.pausedUntil ?? null).toBeNull();
    expect(callsForSmall).toBeLessThanOrEqual(PER_DAY);
    // The 2,000 meet what is left of the day, pause, and go on after midnight Pacific.
    expect(pauses).toBeGreaterThanOrEqual(1);
    expect(large.executionStatus).toBe('success');
    const answered = (await gemini.stats(url)).answeredByDocument;
    expect(await readOnce(first, small, answered)).toEqual({ documents: 500, notOnce: 0, data: 500 });
    expect(await readOnce(second, large, answered)).toEqual({ documents: 2000, notOnce: 0, data: 2000 });
  }, 600_000);
});
