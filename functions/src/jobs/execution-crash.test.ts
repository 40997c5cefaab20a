import fs from 'node:fs';
import path from 'node:path';
import type { DriveNode } from '@quarry/contracts/drive';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SqliteDocumentStore } from '../adapters/sqlite/sqlite-document-store';
import { STORE_INDEXES } from '../adapters/store-indexes';
import { readDocuments } from '../domain/reports/runs/run-parts';
import type { RunRecord } from '../domain/reports/runs/run-record';
import { RUNS as EXECUTIONS } from '../domain/reports/runs/stored-run';
import { type AppProcess, startAppProcess } from '../testing/app-process';
import type { BrowserSession } from '../testing/browser-session';
import { type EmulatorsProcess, startEmulatorsProcess } from '../testing/emulators-process';
import { freePort } from '../testing/free-port';
import { until as poll } from '../testing/poll';
import { readyCreator } from '../testing/sign-in-flow';
import { tempDir } from '../testing/temp-dir';

/**
 * docs/architecture/runs.md under fire: the app process is killed (SIGKILL) at random points while it works
 * through 20 background runs, and started again on the same data. A kill can only lose what was in
 * flight, so each one happens while the model (and, at times, the mailer) holds its calls and the
 * app has saved everything it already got: then "no document answered twice" is a fair demand.
 */
const MAYA = 'maya.chen@northwind.test';
const RUNS = 20;
const DOCS_PER_RUN = 3;
const KILLS = 8;
const seed = Number(process.env.CRASH_SEED ?? Date.now() % 1_000_000);

/** A small seeded generator, so a failing sequence of kills can be replayed with CRASH_SEED. */
function random(): () => number {
  let state = seed || 1;
  return () => {
    state = (state * 48271) % 2147483647;
    return state / 2147483647;
  };
}

const temp = tempDir('quarry-crash-');
const dataDir = path.join(temp.dir, 'app');
let emulators: EmulatorsProcess;
let app: AppProcess;
let port: number;
let maya: BrowserSession;

function writeDrive(root: string) {
  for (let run = 1; run <= RUNS; run++) {
    const folder = path.join(root, MAYA, `Run ${String(run).padStart(2, '0')}`);
    fs.mkdirSync(folder, { recursive: true });
    for (let doc = 1; doc <= DOCS_PER_RUN; doc++) {
      fs.writeFileSync(
        path.join(folder, `ridgeline-note-${run}-${doc}.md`),
        `# Ridgeline note ${run}.${doc}\n\nThe Ridgeline budget for run ${run} was ${run * 1000 + doc} dollars, approved by the board.\n`,
      );
    }
  }
}

async function startApp() {
  app = await startAppProcess(port, {
    DATA_DIR: dataDir,
    EMULATORS_URL: emulators.url,
    EXECUTION_LEASE_SECONDS: '6',
    TICK_SECONDS: '1',
    WORKER_CONCURRENCY: '2',
  });
}

type Service = 'gemini' | 'sendgrid';

async function controlCall(service: Service, action: string, method: 'GET' | 'POST', body?: unknown) {
  const response = await fetch(`${emulators.url}/__control/${service}/${action}`, {
    method,
    headers: { 'content-type': 'application/json' },
    ...(method === 'POST' ? { body: JSON.stringify(body ?? {}) } : {}),
  });
  return (await response.json()) as Record<string, unknown>;
}

const hold = (service: Service, body: Record<string, number>) => controlCall(service, 'hold', 'POST', body);
const heldCalls = async (service: Service) => Number((await controlCall(service, 'hold', 'GET')).held);
const release = (service: Service) => controlCall(service, 'release', 'POST');

async function executions(): Promise<RunRecord[]> {
  const store = new SqliteDocumentStore({ file: path.join(dataDir, 'quarry.db'), indexes: STORE_INDEXES });
  try {
    // Each with the documents it reads, which are kept beside it.
    return Promise.all(
      (await store.query<RunRecord>(EXECUTIONS)).map(async ({ id, data }) => ({
        ...data,
        documents: await readDocuments(store, id, data),
      })),
    );
  } finally {
    await store.close();
  }
}

const settled = (all: RunRecord[]) =>
  all.length === RUNS &&
  all.every(
    (e) => (e.executionStatus === 'success' || e.executionStatus === 'failed') && !e.notificationOwed,
  );

/** Polls `check` every 200 ms until it holds; a give-up names the seed, to replay the kills. */
const until = (what: string, check: () => Promise<boolean>, tries = 600) =>
  poll(`${what} (CRASH_SEED=${seed})`, check, { tries, everyMs: 200 });

/** Waits until the app has written everything it will write while its calls are held. */
async function quiescent() {
  let last = '';
  let same = 0;
  await until('the app to go quiet', async () => {
    const snapshot = JSON.stringify(
      (await executions()).map((e) => [e.executionStatus, e.documents, e.notificationSentAt, e.attempt]),
    );
    same = snapshot === last ? same + 1 : 0;
    last = snapshot;
    return same >= 3;
  });
}

function folders(structure: DriveNode): Map<string, string> {
  return new Map(structure.children.map((node) => [node.name, node.id]));
}

beforeAll(async () => {
  writeDrive(path.join(temp.dir, 'drive'));
  emulators = await startEmulatorsProcess({
    EMULATORS_STATE_DIR: path.join(temp.dir, 'emulators'),
    QUARRY_DRIVE_DIR: path.join(temp.dir, 'drive'),
  });
  port = await freePort();
  await startApp();
  await fetch(`${emulators.url}/__control/oauth/clients`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      clientId: 'quarry-local',
      clientSecret: 'quarry-local-secret',
      redirectUris: ['/oauth-callback', '/drive-callback', '/oauth'].map((p) => app.url + p),
    }),
  });
  maya = await readyCreator({ app }, MAYA);
}, 120_000);

afterAll(async () => {
  await app?.stop();
  await emulators?.stop();
  temp.remove();
});

describe('durable report executions', () => {
  it('when the process is killed at random points during 20 runs and restarted, then all 20 succeed, no document is answered twice and no e-mail is sent twice', async () => {
    const next = random();
    const tree = await maya.call('GET', '/api/google-drive/structure');
    const ids = folders(tree.json.structure as DriveNode);
    for (let run = 1; run <= RUNS; run++) {
      const name = `Run ${String(run).padStart(2, '0')}`;
      const saved = await maya.call('POST', '/api/saved-reports', {
        reportName: `Crash run ${run}`,
        query: `What was the Ridgeline budget for run ${run}?`,
        keywords: ['Ridgeline'],
        selectedDirectories: [{ id: ids.get(name), name }],
        deepResearch: false,
      });
      expect(saved.status).toBe(201);
      const queued = await maya.call('POST', '/api/report-executions', { savedReportId: saved.json.id });
      expect(queued.status).toBe(202);
    }

    let kills = 0;
    while (kills < KILLS && !settled(await executions())) {
      // Freeze at a random point: after 0-3 more model answers, or when an e-mail is about to go.
      const mailPhase = next() < 0.25;
      const service: Service = mailPhase ? 'sendgrid' : 'gemini';
      await hold(service, mailPhase ? { afterMessages: 0 } : { afterAnswers: Math.floor(next() * 4) });
      await until(
        `a held ${service} call`,
        async () => (await heldCalls(service)) > 0 || settled(await executions()),
      );
      if (mailPhase) await hold('gemini', { afterAnswers: 0 });
      await quiescent();
      // A run may lose two leases and still finish; a kill that would cost one its third is skipped.
      const unfinished = (await executions()).filter(
        (e) => e.executionStatus === 'running' || e.executionStatus === 'pending',
      );
      const killed = unfinished.every((e) => e.lostLeases <= 1);
      if (killed) {
        await app.kill();
        kills++;
      }
      await release('gemini');
      await release('sendgrid');
      if (killed) await startApp();
    }

    await until('every run to end and send its e-mail', async () => settled(await executions()), 900);
    const all = await executions();
    expect(kills, `CRASH_SEED=${seed}`).toBeGreaterThan(0);
    expect(
      all.map((e) => [e.savedReportName, e.executionStatus, e.errorMessage]),
      `CRASH_SEED=${seed}`,
    ).toEqual(all.map((e) => [e.savedReportName, 'success', null]));

    const stats = await controlCall('gemini', 'stats', 'GET');
    const answered = stats.answeredByDocument as Record<string, number>;
    const documentIds = all.flatMap((e) => (e.documents ?? []).map((d) => d.id));
    expect(documentIds).toHaveLength(RUNS * DOCS_PER_RUN);
    expect(
      documentIds.filter((id) => answered[id] !== 1).map((id) => [id, answered[id] ?? 0]),
      `documents not answered exactly once (CRASH_SEED=${seed})`,
    ).toEqual([]);

    const mailbox = (await (await fetch(`${emulators.url}/mailbox/api/messages?to=${MAYA}`)).json()) as {
      subject: string;
    }[];
    for (let run = 1; run <= RUNS; run++) {
      const subjects = mailbox.filter((m) => m.subject.includes(`"Crash run ${run}"`));
      expect(subjects, `e-mails for Crash run ${run} (CRASH_SEED=${seed})`).toHaveLength(1);
    }
    expect(all.every((e) => e.notificationSentAt !== null)).toBe(true);
  }, 900_000);
});
