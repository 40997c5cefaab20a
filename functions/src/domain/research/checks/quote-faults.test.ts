import type { EvidenceQuote } from '@quarry/contracts/report';
import type { StreamEvent } from '@quarry/contracts/research';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { BrowserSession } from '../../../testing/browser-session';
import { readEventStream } from '../../../testing/event-stream';
import { type LocalStack, startLocalStack } from '../../../testing/local-stack';
import { readyCreator } from '../../../testing/sign-in-flow';

/**
 * Verified quotes against a model that gets them wrong (docs/decisions/evidence.md): the Gemini emulator is
 * told to invent the first quote of a document, or to name the wrong page, and the report must
 * catch each, on a PDF (pages), a Word file, a Google Sheet and a CSV.
 */
const MAYA = 'maya.chen@northwind.test';
const QUESTION =
  'What was Q3 2026 revenue by region, why did Europe fall, and what did customers say in the survey?';
const DOCUMENTS = {
  pdf: 'Q3 2026 Financial Results.pdf',
  word: '2026 Customer Survey - Summary.docx',
  sheet: 'Q3 2026 Revenue by Region',
  csv: 'Regional sales Q3 2026.csv',
};

type Complete = Extract<StreamEvent, { type: 'complete' }>;
type Doc = { id: string; name: string; mimeType: string; supported: boolean };

let stack: LocalStack;
let maya: BrowserSession;
let docs: Doc[];

beforeAll(async () => {
  stack = await startLocalStack();
  maya = await readyCreator(stack, MAYA);
  const found = await maya.call('POST', '/api/query/search-documents', {
    keywords: ['revenue', 'region', 'survey', 'Europe'],
  });
  const named = new Set(Object.values(DOCUMENTS));
  docs = (found.json.documents as Doc[]).filter((d) => named.has(d.name));
}, 60_000);
afterAll(() => stack?.stop());
beforeEach(async () => {
  // Each run asks the model again: the extraction cache would answer from the run before.
  for (const { id } of await stack.app.deps.store.query('extractions'))
    await stack.app.deps.store.delete('extractions', id);
  await fetch(`${stack.emulators.url}/__control/gemini/reset`, { method: 'POST' });
});

async function fault(kind: 'invent-quote' | 'misplace-page', documentName: string) {
  const response = await fetch(`${stack.emulators.url}/__control/gemini/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ kind, documentName, task: 'extraction' }),
  });
  expect(response.status).toBe(200);
}

async function run(): Promise<Complete> {
  // Each run asks the model again: the extraction cache would answer from the run before.
  const store = stack.app.deps.store;
  for (const { id } of await store.query('extractions')) await store.delete('extractions', id);
  const response = await maya.raw('POST', '/api/query/extract-and-query', {
    userQuery: QUESTION,
    selectedDocuments: docs.map(({ id, name, mimeType }) => ({ id, name, mimeType })),
    keywords: ['revenue', 'region', 'Europe', 'survey', 'customers'],
    deepResearch: false,
  });
  const complete = (await readEventStream(response)).find((e): e is Complete => e.type === 'complete');
  if (!complete) throw new Error('no complete event');
  return complete;
}

function quotesOf(complete: Complete, name: string): EvidenceQuote[] {
  return complete.evidence?.citations.find((c) => c.name === name)?.quotes ?? [];
}

function verifiedCount(complete: Complete): [number, number] {
  const [, verified, total] = /Quotes verified: (\d+) of (\d+)\./.exec(complete.answer) ?? [];
  return [Number(verified), Number(total)];
}

describe('quotes a model got wrong', () => {
  it('when the model invents the first quote of a PDF, a Word file, a Google Sheet and a CSV, then each is caught: marked, counted, named in the coverage and in no claim', async () => {
    const honest = await run();
    for (const name of Object.values(DOCUMENTS)) await fault('invent-quote', name);

    const faulty = await run();

    expect(docs).toHaveLength(4);
    const [verified, total] = verifiedCount(faulty);
    expect(verifiedCount(honest)).toEqual([total, total]);
    expect(verified).toBe(total - 4);
    for (const name of Object.values(DOCUMENTS)) {
      const unverified = quotesOf(faulty, name).filter((q) => q.unverified);
      expect(unverified, name).toHaveLength(1);
      expect(faulty.answer).toContain(`${name}`);
      expect(faulty.answer).not.toContain((unverified[0] as EvidenceQuote).text.slice(0, 60));
    }
    expect(faulty.answer.match(/1 quote could not be found in the document/g)).toHaveLength(4);
  }, 120_000);

  it('when the model names the wrong page of a PDF quote, then the quote is verified on its own page and says which page it was given', async () => {
    const honest = quotesOf(await run(), DOCUMENTS.pdf)[0] as EvidenceQuote;
    await fault('misplace-page', DOCUMENTS.pdf);

    const moved = quotesOf(await run(), DOCUMENTS.pdf)[0];

    expect(honest.page).toBeGreaterThan(0);
    expect(moved).toEqual({ ...honest, pageCorrectedFrom: (honest.page as number) + 1 });
  }, 120_000);
});
