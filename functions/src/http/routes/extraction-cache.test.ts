import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { StreamEvent } from '@quarry/contracts/research';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserSession } from '../../testing/browser-session';
import { readEventStream } from '../../testing/event-stream';
import { type LocalStack, startLocalStack } from '../../testing/local-stack';
import { readyCreator } from '../../testing/sign-in-flow';

/** The extraction cache over HTTP: a re-run of unchanged documents asks the model only to write. */
const sampleDrive = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../emulators/drive');
const MAYA = 'maya.chen@northwind.test';
const drive = fs.mkdtempSync(path.join(os.tmpdir(), 'quarry-cache-drive-'));
let stack: LocalStack;
let maya: BrowserSession;

beforeAll(async () => {
  fs.cpSync(path.join(sampleDrive, MAYA, 'Operations'), path.join(drive, MAYA, 'Operations'), {
    recursive: true,
  });
  stack = await startLocalStack({ emulators: { QUARRY_DRIVE_DIR: drive } });
  maya = await readyCreator(stack, MAYA);
}, 60_000);
afterAll(async () => {
  await stack?.stop();
  fs.rmSync(drive, { recursive: true, force: true });
});

type Doc = { id: string; name: string; mimeType: string; supported: boolean };

async function run(question: string, docs: Doc[]) {
  await fetch(`${stack.emulators.url}/__control/gemini/reset`, { method: 'POST' });
  const response = await maya.raw('POST', '/api/query/extract-and-query', {
    userQuery: question,
    selectedDocuments: docs
      .filter((d) => d.supported)
      .map(({ id, name, mimeType }) => ({ id, name, mimeType })),
    deepResearch: false,
  });
  const complete = (await readEventStream(response)).find(
    (e): e is Extract<StreamEvent, { type: 'complete' }> => e.type === 'complete',
  );
  const stats = (await (await fetch(`${stack.emulators.url}/__control/gemini/stats`)).json()) as {
    byTask: Record<string, number>;
  };
  return { complete, extraction: stats.byTask.extraction ?? 0, report: stats.byTask.report ?? 0 };
}

describe('the extraction cache', () => {
  it('when a report is re-run on unchanged documents, then no document is sent to the model again and the result is the same', async () => {
    const docs = (await maya.call('POST', '/api/query/search-documents', { keywords: ['Kestrel'] })).json
      .documents as Doc[];
    const question = 'What are the payment terms with Kestrel?';
    const first = await run(question, docs);
    expect(first.extraction).toBeGreaterThan(0);
    const second = await run(question, docs);
    expect(second.extraction).toBe(0);
    expect(second.report).toBe(1);
    expect(second.complete?.statusCounts).toEqual(first.complete?.statusCounts);
    expect(second.complete?.documentNames).toEqual(first.complete?.documentNames);
  });

  it('when one document changes on the drive, then only that document is read by the model again', async () => {
    const docs = (await maya.call('POST', '/api/query/search-documents', { keywords: ['Kestrel'] })).json
      .documents as Doc[];
    const question = 'What are the payment terms with Kestrel?';
    await run(question, docs);
    const editable = docs.find((d) => /\.(md|txt|csv)$/.test(d.name));
    expect(editable).toBeDefined();
    const file = fs
      .readdirSync(path.join(drive, MAYA), { recursive: true, encoding: 'utf8' })
      .find((f) => f.endsWith(editable?.name ?? '?'));
    fs.appendFileSync(
      path.join(drive, MAYA, file ?? ''),
      '\nKestrel update: payment terms were renegotiated to net 45.\n',
    );
    const after = await run(question, docs);
    expect(after.extraction).toBe(1);
  });

  it('when a different question is asked, then the documents are read again for it', async () => {
    const docs = (await maya.call('POST', '/api/query/search-documents', { keywords: ['Kestrel'] })).json
      .documents as Doc[];
    await run('What are the payment terms with Kestrel?', docs);
    const other = await run('When does the Kestrel agreement end?', docs);
    expect(other.extraction).toBeGreaterThan(0);
  });
});
