import type { StreamEvent } from '@quarry/contracts/research';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserSession } from '../../../testing/browser-session';
import { readEventStream } from '../../../testing/event-stream';
import { type LocalStack, startLocalStack } from '../../../testing/local-stack';
import { readyCreator } from '../../../testing/sign-in-flow';

/**
 * Packing changes the calls, never a document's outcome (docs/architecture/reading-economy.md): every sample drive's
 * questions asked the way the SPA asks them, by one app that packs small documents and one that asks
 * each alone (RESEARCH_PACK_MAX_DOCUMENTS=1), each with its own emulators; each document must end
 * the same (data, no data, failed) with the same findings.
 */
const DRIVES: [string, string[]][] = [
  [
    'maya.chen@northwind.test',
    [
      'What was Q3 2026 revenue by region, and why did Europe fall?',
      'What caused the Ridgeline 2 recall, what did it cost and who pays?',
      'What are the payment terms and end dates of our supplier contracts?',
      'How many people do we hire in 2027, where, and at what cost?',
      'Are we on track for our sustainability targets?',
    ],
  ],
  ['sam.rivera@northwind.test', ['How do we win back Europe, and what do key accounts pay in 2027?']],
  ['admin@northwind.test', ['Who has access to what, and when was access last reviewed?']],
];

type Complete = Extract<StreamEvent, { type: 'complete' }>;
type Doc = { id: string; name: string; mimeType: string; supported: boolean };
interface Side {
  stack: LocalStack;
  sessions: Map<string, BrowserSession>;
  /** Extraction calls of the last question, and of all so far. */
  extractionCalls: number;
  totalCalls: number;
}

async function side(app: Record<string, string> = {}): Promise<Side> {
  const stack = await startLocalStack({ app });
  const sessions = new Map<string, BrowserSession>();
  for (const [email] of DRIVES) sessions.set(email, await readyCreator(stack, email));
  return { stack, sessions, extractionCalls: 0, totalCalls: 0 };
}

/** Keywords and search as the SPA makes them, then the run; each document's outcome by id. */
async function ask(on: Side, email: string, question: string, keywords: string[]) {
  const session = on.sessions.get(email) as BrowserSession;
  const found = await session.call('POST', '/api/query/search-documents', { keywords });
  const docs = (found.json.documents as Doc[]).filter((d) => d.supported);
  const response = await session.raw('POST', '/api/query/extract-and-query', {
    userQuery: question,
    selectedDocuments: docs.map(({ id, name, mimeType }) => ({ id, name, mimeType })),
    keywords,
    deepResearch: false,
  });
  const complete = (await readEventStream(response)).find((e): e is Complete => e.type === 'complete');
  if (!complete) throw new Error(`${question}: no complete event`);
  const stats = await (await fetch(`${on.stack.emulators.url}/__control/gemini/stats`)).json();
  on.extractionCalls = (stats as { byTask: { extraction?: number } }).byTask.extraction ?? 0;
  on.totalCalls += on.extractionCalls;
  const statusOf = Object.entries(complete.documentNames).flatMap(([status, named]) =>
    named.map((d) => [d.id, status] as const),
  );
  return { documents: docs.length, statuses: Object.fromEntries(statusOf) };
}

/** Every extraction kept in the cache: document, outcome and findings (the key is per person). */
async function extractions(on: Side): Promise<string[]> {
  const entries = await on.stack.app.deps.store.query<Record<string, unknown>>('extractions');
  return entries
    .map(({ data }) => JSON.stringify({ fileId: data.fileId, status: data.status, findings: data.findings }))
    .sort();
}

let packed: Side;
let unpacked: Side;
beforeAll(async () => {
  [packed, unpacked] = await Promise.all([side(), side({ RESEARCH_PACK_MAX_DOCUMENTS: '1' })]);
}, 120_000);
afterAll(async () => {
  await Promise.all([packed?.stack.stop(), unpacked?.stack.stop()]);
});

describe('packed and unpacked reading of the sample drives', () => {
  it.each(DRIVES.flatMap(([email, questions]) => questions.map((question) => [email, question] as const)))(
    'when %s asks "%s" packed and unpacked, then every document ends the same, in fewer calls packed',
    async (email, question) => {
      const session = packed.sessions.get(email) as BrowserSession;
      const keywords = (await session.call('POST', '/api/query/generate-keywords', { query: question })).json
        .keywords as string[];
      for (const on of [packed, unpacked])
        await fetch(`${on.stack.emulators.url}/__control/gemini/reset`, { method: 'POST' });

      const [withPacks, alone] = await Promise.all([
        ask(packed, email, question, keywords),
        ask(unpacked, email, question, keywords),
      ]);

      expect(withPacks.statuses).toEqual(alone.statuses);
      expect(alone.documents).toBeGreaterThan(0);
      expect(Object.keys(alone.statuses)).toHaveLength(alone.documents);
      expect(unpacked.extractionCalls).toBeGreaterThan(0);
      expect(packed.extractionCalls).toBeLessThanOrEqual(unpacked.extractionCalls);
    },
    60_000,
  );

  it('when every question has been asked, then each document’s findings are the same packed and unpacked, in fewer calls', async () => {
    const [withPacks, alone] = await Promise.all([extractions(packed), extractions(unpacked)]);

    expect(alone.length).toBeGreaterThan(20);
    expect(withPacks).toEqual(alone);
    expect(packed.totalCalls).toBeLessThan(unpacked.totalCalls / 2);
  });

  it('when a packed answer leaves one document out, then only that document is asked again, alone, and ends as it would have', async () => {
    const email = 'maya.chen@northwind.test';
    const question = 'What are the payment terms and end dates of our supplier contracts?';
    const session = packed.sessions.get(email) as BrowserSession;
    const keywords = (await session.call('POST', '/api/query/generate-keywords', { query: question })).json
      .keywords as string[];
    const before = await ask(packed, email, question, keywords);
    const url = packed.stack.emulators.url;
    const docs = (await session.call('POST', '/api/query/search-documents', { keywords })).json
      .documents as Doc[];
    const left = docs.find((d) => d.supported && d.name.endsWith('.csv')) as Doc;
    for (const { id } of await packed.stack.app.deps.store.query('extractions'))
      await packed.stack.app.deps.store.delete('extractions', id);
    await fetch(`${url}/__control/gemini/reset`, { method: 'POST' });
    await fetch(`${url}/__control/gemini/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ kind: 'omit', documentName: left.name }),
    });

    const after = await ask(packed, email, question, keywords);

    const stats = (await (await fetch(`${url}/__control/gemini/stats`)).json()) as {
      byDocument: Record<string, number>;
    };
    expect(after.statuses).toEqual(before.statuses);
    expect(stats.byDocument[left.id]).toBe(2);
    const others = Object.keys(after.statuses).filter((id) => id !== left.id && stats.byDocument[id]);
    expect(others.map((id) => stats.byDocument[id])).toEqual(others.map(() => 1));
  }, 60_000);
});
