import { DATA_EXPORT_PATH, DataExportStatus, dataExportDownloadPath } from '@quarry/contracts/account-data';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_JOBS, newAccountJob } from '../../domain/account-data/account-jobs';
import {
  DATA_EXPORTS,
  type DataExportDoc,
  newDataExport,
} from '../../domain/account-data/download/data-exports';
import { BrowserSession } from '../../testing/browser-session';
import { type LocalStack, startLocalStack } from '../../testing/local-stack';
import { MALFORMED_IDS } from '../../testing/malformed-ids';
import { readyCreator } from '../../testing/sign-in-flow';

/**
 * Downloading one's data over HTTP (docs/architecture/accounts-and-data.md, docs/decisions/accounts-and-data.md): signed in only; the
 * owner starts it, follows it from building to ready and fetches the zip; nobody else sees it, bad
 * ids are a 4xx, and once its time is over it is gone.
 */
let stack: LocalStack;
let maya: BrowserSession;
let theo: BrowserSession;
let ready: DataExportStatus;

const MAYA = 'maya.chen@northwind.test';

beforeAll(async () => {
  stack = await startLocalStack();
  maya = await readyCreator(stack, MAYA);
  theo = await readyCreator(stack, 'theo.rivera@northwind.test');
  await maya.call('POST', '/api/chat/sessions', { title: 'Recall costs', chatData: [] });
}, 120_000);
afterAll(() => stack?.stop());

describe('downloading my data', () => {
  it('when nobody is signed in, then every route answers 401 and nothing starts', async () => {
    const anonymous = new BrowserSession(stack.app.url);
    const id = `export_${'0'.repeat(32)}`;

    const answers = await Promise.all([
      anonymous.call('POST', DATA_EXPORT_PATH),
      anonymous.call('GET', DATA_EXPORT_PATH),
      anonymous.call('GET', dataExportDownloadPath(id)),
    ]);

    expect(answers.map((a) => a.status)).toEqual([401, 401, 401]);
    expect(await stack.app.deps.store.count(DATA_EXPORTS)).toBe(0);
  });

  it('when the owner starts a download, then it is building, becomes ready, and its zip holds her data', async () => {
    const none = await maya.call('GET', DATA_EXPORT_PATH);
    const started = await maya.call('POST', DATA_EXPORT_PATH);
    const building = DataExportStatus.parse(started.json);
    await stack.app.deps.localAccountQueue.idle();
    ready = DataExportStatus.parse((await maya.call('GET', DATA_EXPORT_PATH)).json);
    const response = await maya.raw('GET', dataExportDownloadPath(ready.id));
    const files = unzipSync(new Uint8Array(await response.arrayBuffer()));

    expect(none.status).toBe(404);
    expect(started.status).toBe(202);
    expect(building.status).toBe('building');
    expect(ready).toMatchObject({ id: building.id, status: 'ready', error: null });
    expect(ready.progress.done).toBe(ready.progress.total);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/zip');
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="${ready.fileName}"`);
    expect(ready.fileName).toMatch(/^quarry-data-\d{4}-\d{2}-\d{2}\.zip$/);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(JSON.parse(strFromU8(files['profile.json']!)).email).toBe(MAYA);
    expect(Object.keys(files).filter((name) => name.startsWith('chats/'))).toHaveLength(1);
  });

  it("when someone else asks for the owner's download, then it is not found, and they have none of their own", async () => {
    const download = await theo.call('GET', dataExportDownloadPath(ready.id));
    const theirs = await theo.call('GET', DATA_EXPORT_PATH);

    expect(download.status).toBe(404);
    expect(theirs.status).toBe(404);
  });

  it('when a download is still being built, then fetching it is a 409 saying so', async () => {
    const { store, localClock } = stack.app.deps;
    const id = `export_${'b'.repeat(32)}`;
    const owner = (await store.get<DataExportDoc>(DATA_EXPORTS, ready.id))!.ownerId;
    await store.set(DATA_EXPORTS, id, newDataExport(owner, localClock.now()));
    // Queued for later and never handed to a worker: it stays building.
    await store.set(ACCOUNT_JOBS, id, {
      ...newAccountJob('data-export', owner, localClock.now()),
      leaseUntil: '2999-01-01T00:00:00.000Z',
    });

    const answer = await maya.call('GET', dataExportDownloadPath(id));
    await store.delete(DATA_EXPORTS, id);
    await store.delete(ACCOUNT_JOBS, id);

    expect(answer.status).toBe(409);
    expect(answer.json.message).toBe(
      'Your download is still being prepared. Please try again when it is ready.',
    );
  });

  it('when the download id is malformed, then the answer is a 4xx with a message, never a 5xx', async () => {
    const answers = await Promise.all(
      Object.entries(MALFORMED_IDS).map(async ([name, id]) => {
        const response = await maya.raw('GET', `${DATA_EXPORT_PATH}/${id}/download`);
        const body = await response.text();
        return { name, status: response.status, hasMessage: body.includes('"message"') };
      }),
    );

    expect(answers.filter((a) => a.status < 400 || a.status >= 500 || !a.hasMessage)).toEqual([]);
  });

  it('when its time is over, then the download is gone: 410 until the tick removes it, 404 after', async () => {
    const { localClock } = stack.app.deps;
    localClock.advance(24 * 3600_000 + 1000);
    const expired = await maya.call('GET', dataExportDownloadPath(ready.id));
    const latest = await maya.call('GET', DATA_EXPORT_PATH);
    const moved = await fetch(`${stack.app.url}/__control/clock`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ advanceMinutes: 1 }),
    });
    const gone = await maya.call('GET', dataExportDownloadPath(ready.id));

    expect(expired.status).toBe(410);
    expect(latest.status).toBe(404);
    expect(moved.status).toBe(200);
    expect(gone.status).toBe(404);
    expect(await stack.app.deps.store.count(DATA_EXPORTS)).toBe(0);
    expect(await stack.app.deps.store.count('dataExportChunks')).toBe(0);
  });
});
