import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { GOOGLE_DOCS_FOLDER, googleDocPath } from '@quarry/contracts/exports';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLAIM_HOLD_MS } from '../../domain/reports/export/google-doc-claims';
import { GOOGLE_DOC_EXPORTS } from '../../domain/reports/export/google-doc-records';
import type { TransactionContext } from '../../ports/document-store.port';
import type { BrowserSession } from '../../testing/browser-session';
import { moveClocks } from '../../testing/emulator-controls';
import { type LocalStack, startLocalStack } from '../../testing/local-stack';
import { until } from '../../testing/poll';
import { finishedSharedRun, LEADER as MAYA, MEMBER as THEO } from '../../testing/shared-run';
import { authorize } from '../../testing/sign-in-flow';
import { tempDir } from '../../testing/temp-dir';

/**
 * Save to Google Docs makes one doc per run and person however the saves arrive (docs/decisions/exports.md):
 * two at once, with one Idempotency-Key or none, and a retry after a crash between Drive making the
 * doc and Quarry recording it. Counted in the emulated Drive, as Quarry's drive.file grant sees it.
 */
const sampleDrive = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../emulators/drive');

let drives: ReturnType<typeof tempDir>;
let stack: LocalStack;
let maya: BrowserSession;
let theo: BrowserSession;
let sam: BrowserSession;
let executionId = '';

async function uidOf(email: string): Promise<string> {
  const [user] = await stack.app.deps.store.query('users', {
    where: [{ field: 'email', op: '==', value: email }],
  });
  return user!.id;
}

/** The Google Docs in the person's Drive that Quarry made (all it may see with the drive.file grant). */
async function docsOf(email: string): Promise<string[]> {
  const docs = await stack.app.deps.driveFile.withDrive(await uidOf(email), (drive, token) =>
    drive.search(token, "mimeType = 'application/vnd.google-apps.document' and trashed = false"),
  );
  return docs.map((d) => d.id).sort();
}

/** The person deleted those docs from their Drive: the next save makes a new one. */
async function deleteDocsOf(email: string) {
  const account = path.join(drives.dir, email);
  for (const folder of fs.readdirSync(account).filter((name) => name.startsWith(GOOGLE_DOCS_FOLDER))) {
    for (const file of fs.readdirSync(path.join(account, folder)))
      fs.rmSync(path.join(account, folder, file));
  }
  await until('the deleted docs to leave Drive', async () => (await docsOf(email)).length === 0);
}

/**
 * The store goes away as a Google Doc is recorded (after Drive made it), for `times` writes of the
 * record: 1 fails the record alone (the save lets its claim go), 2 its letting go too (as when the
 * process dies there). Returns the undo.
 */
function failRecordingDocs(times: number): () => void {
  const store = stack.app.deps.store;
  const { set, runTransaction } = store;
  const [setNow, transact] = [set.bind(store), runTransaction.bind(store)];
  let left = times;
  const failing = (collection: string, data?: Record<string, unknown>) =>
    collection === GOOGLE_DOC_EXPORTS && !data?.creating && left-- > 0;
  store.set = (collection, id, data) =>
    failing(collection, data)
      ? Promise.reject(new Error('the store went away'))
      : setNow(collection, id, data);
  store.runTransaction = <R>(fn: (tx: TransactionContext) => Promise<R>) =>
    transact((tx) =>
      fn({
        get: tx.get.bind(tx),
        query: tx.query.bind(tx),
        update: tx.update.bind(tx),
        delete: (collection, id) => {
          if (failing(collection)) throw new Error('the store went away');
          tx.delete(collection, id);
        },
        set: (collection, id, data) => {
          if (failing(collection, data)) throw new Error('the store went away');
          tx.set(collection, id, data);
        },
      } satisfies TransactionContext),
    );
  return () => {
    store.set = set;
    store.runTransaction = runTransaction;
  };
}
const saveAtOnce = (session: BrowserSession, shared: boolean, headers: () => Record<string, string>) =>
  Promise.all([1, 2, 3].map(() => session.call('POST', googleDocPath(executionId, shared), {}, headers())));

beforeAll(async () => {
  drives = tempDir('quarry-drives-');
  fs.cpSync(path.join(sampleDrive, MAYA), path.join(drives.dir, MAYA), { recursive: true });
  stack = await startLocalStack({ emulators: { QUARRY_DRIVE_DIR: drives.dir } });
  ({ maya, theo, sam, executionId } = await finishedSharedRun(stack));
  expect((await authorize(maya, MAYA, 'drive-file')).status).toBe(200);
  expect((await authorize(theo, THEO, 'drive-file')).status).toBe(200);
}, 180_000);
afterAll(async () => {
  await stack?.stop();
  drives?.remove();
});

describe('saving one run to Google Docs several times at once', () => {
  it('when the owner sends three saves at once without a key, then all three answer one doc and her Drive holds one', async () => {
    const saves = await saveAtOnce(maya, false, () => ({}));

    expect(saves.map((s) => s.status)).toEqual([200, 200, 200]);
    expect(new Set(saves.map((s) => s.json.fileId)).size).toBe(1);
    expect(await docsOf(MAYA)).toHaveLength(1);
    expect((await maya.call('GET', googleDocPath(executionId))).json.fileId).toBe(saves[0]?.json.fileId);
  });

  it('when the owner sends three saves at once with one Idempotency-Key, then all three answer one doc and her Drive holds one', async () => {
    await deleteDocsOf(MAYA);
    const key = crypto.randomUUID();

    const saves = await saveAtOnce(maya, false, () => ({ 'Idempotency-Key': key }));

    expect(saves.map((s) => s.status)).toEqual([200, 200, 200]);
    expect(new Set(saves.map((s) => s.json.fileId)).size).toBe(1);
    expect(await docsOf(MAYA)).toHaveLength(1);
  });

  it("when a member saves the team's run three times at once, each with a key of its own, then their Drive holds one doc", async () => {
    const saves = await saveAtOnce(theo, true, () => ({ 'Idempotency-Key': crypto.randomUUID() }));

    expect(saves.map((s) => s.status)).toEqual([200, 200, 200]);
    expect(new Set(saves.map((s) => s.json.fileId)).size).toBe(1);
    expect(await docsOf(THEO)).toHaveLength(1);
    expect((await theo.call('GET', googleDocPath(executionId, true))).json.fileId).toBe(
      saves[0]?.json.fileId,
    );
  });
});

describe('a save that fails after Drive made the doc', () => {
  it('when recording the doc fails once, then the save answers 500 and the next save answers the doc made before, still one in the Drive', async () => {
    await deleteDocsOf(MAYA);
    const restore = failRecordingDocs(1);
    try {
      const failed = await maya.call('POST', googleDocPath(executionId), {});
      const made = await docsOf(MAYA);

      const retried = await maya.call('POST', googleDocPath(executionId), {});

      expect(failed.status).toBe(500);
      expect(made).toHaveLength(1);
      expect(retried.status).toBe(200);
      expect([retried.json.fileId]).toEqual(made);
      expect(await docsOf(MAYA)).toEqual(made);
      expect((await maya.call('GET', googleDocPath(executionId))).json).toEqual(retried.json);
    } finally {
      restore();
    }
  });
});

describe('a save whose process died after Drive made the doc', () => {
  it('when its claim outlived it, then a save after the claim ran out answers the doc it made, still one in the Drive', async () => {
    await deleteDocsOf(MAYA);
    const restore = failRecordingDocs(2);
    let failed: Awaited<ReturnType<BrowserSession['call']>>;
    try {
      failed = await maya.call('POST', googleDocPath(executionId), {});
    } finally {
      restore();
    }
    const made = await docsOf(MAYA);
    await moveClocks(stack.app.url, stack.emulators.url, new Date(Date.now() + 2 * CLAIM_HOLD_MS));

    const retried = await maya.call('POST', googleDocPath(executionId), {});

    expect(failed.status).toBe(500);
    expect(made).toHaveLength(1);
    expect(retried.status).toBe(200);
    expect([retried.json.fileId]).toEqual(made);
    expect(await docsOf(MAYA)).toEqual(made);
  });
});

describe('who may save, and with what key', () => {
  it('when the key is malformed, or someone else or nobody signed in saves with a key, then nothing is made: 400, 404, 404, 401', async () => {
    const before = await docsOf(MAYA);
    const headers = { 'Idempotency-Key': crypto.randomUUID() };

    const malformed = await maya.call('POST', googleDocPath(executionId), {}, { 'Idempotency-Key': 'short' });
    const stranger = await sam.call('POST', googleDocPath(executionId), {}, headers);
    const strangerShared = await sam.call('POST', googleDocPath(executionId, true), {}, headers);
    const anonymous = await fetch(`${stack.app.url}${googleDocPath(executionId)}`, {
      method: 'POST',
      headers: { origin: stack.app.url, 'content-type': 'application/json', ...headers },
      body: '{}',
    });

    expect([malformed.status, stranger.status, strangerShared.status, anonymous.status]).toEqual([
      400, 404, 404, 401,
    ]);
    expect(await docsOf(MAYA)).toEqual(before);
  });
});
