import type { StreamEvent } from '@quarry/contracts/research';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserSession } from '../../../testing/browser-session';
import { readEventStream } from '../../../testing/event-stream';
import { type LocalStack, startLocalStack } from '../../../testing/local-stack';
import { readyCreator } from '../../../testing/sign-in-flow';

/**
 * The sample questions of emulators/README.md asked the way the SPA asks them (keywords, search,
 * extract-and-query) against the emulators and Maya's sample drive: the report's opening paragraph,
 * its direct answer, must name a fact the README lists for the question.
 */
const MAYA = 'maya.chen@northwind.test';

type Complete = Extract<StreamEvent, { type: 'complete' }>;
interface Doc {
  id: string;
  name: string;
  mimeType: string;
  supported: boolean;
}

async function keywordsFor(session: BrowserSession, question: string): Promise<string[]> {
  const result = await session.call('POST', '/api/query/generate-keywords', { query: question });
  expect(result.status).toBe(200);
  return result.json.keywords as string[];
}

async function search(session: BrowserSession, keywords: string[]): Promise<Doc[]> {
  const found = await session.call('POST', '/api/query/search-documents', { keywords });
  expect(found.status).toBe(200);
  return (found.json.documents as Doc[]).filter((d) => d.supported);
}

async function ask(session: BrowserSession, question: string, docs: Doc[], keywords: string[]) {
  const response = await session.raw('POST', '/api/query/extract-and-query', {
    userQuery: question,
    selectedDocuments: docs.map(({ id, name, mimeType }) => ({ id, name, mimeType })),
    keywords,
    deepResearch: false,
  });
  const events = await readEventStream(response);
  const complete = events.find((e): e is Complete => e.type === 'complete');
  if (!complete) throw new Error(`no complete event: ${JSON.stringify(events.at(-1))}`);
  return complete;
}

function firstParagraph(answer: string): string {
  const body = new JSDOM(`<body>${answer}</body>`).window.document.body;
  return body.querySelector('p')?.textContent ?? '';
}

describe('the sample questions on the sample drive', () => {
  let stack: LocalStack;
  let maya: BrowserSession;
  beforeAll(async () => {
    stack = await startLocalStack();
    maya = await readyCreator(stack, MAYA);
  }, 60_000);
  afterAll(() => stack?.stop());

  it.each([
    ['What was Q3 2026 revenue by region, and why did Europe fall?', '$31.3'],
    ['What caused the Ridgeline 2 recall, what did it cost and who pays?', '6061'],
    ['What are the payment terms and end dates of our supplier contracts?', 'net 60'],
    ['How many people do we hire in 2027, where, and at what cost?', '34'],
    ['Are we on track for our sustainability targets?', '68%'],
  ])(
    'when asked "%s", then the report opens with a direct answer naming %s',
    async (question, fact) => {
      const keywords = await keywordsFor(maya, question);
      const docs = await search(maya, keywords);

      const complete = await ask(maya, question, docs, keywords);

      const opening = firstParagraph(complete.answer);
      expect(opening).toContain(fact);
      expect(opening).toMatch(/\[\d+\]/);
      expect(complete.statusCounts.data).toBeGreaterThan(0);
    },
    60_000,
  );

  it("when every document of the sample drive is read with the emulator's honest answers, then every quote is found in its document (Quotes verified: T of T)", async () => {
    const question = 'What are the totals, costs, dates and targets for 2026 and 2027?';
    const keywords = await keywordsFor(maya, question);
    const everything = await search(maya, ['2026', '2027', 'cost', 'total', 'target', 'revenue', 'recall']);
    const types = new Set(everything.map((d) => d.mimeType));

    const complete = await ask(maya, question, everything, keywords);

    const footer = /Quotes verified: (\d+) of (\d+)\./.exec(complete.answer);
    expect(types.size).toBeGreaterThanOrEqual(5);
    expect(complete.statusCounts.data).toBeGreaterThan(5);
    expect(footer?.[1]).toBe(footer?.[2]);
    expect(Number(footer?.[2])).toBeGreaterThan(10);
    expect(complete.evidence?.citations.flatMap((c) => c.quotes).filter((q) => q.unverified)).toEqual([]);
  }, 120_000);

  it.each([
    ['Are we on track for our sustainability targets?', 'Recall FAQ for Retailers.md', 'Retailers'],
    ['How many people do we hire in 2027, where, and at what cost?', 'Materials Policy.md', 'Materials'],
  ])(
    'when asked "%s" of %s alone, then that document has no data',
    async (question, name, term) => {
      const keywords = await keywordsFor(maya, question);
      const docs = (await search(maya, [term])).filter((d) => d.name === name);
      expect(docs).toHaveLength(1);

      const complete = await ask(maya, question, docs, keywords);

      expect(complete.statusCounts).toEqual({ data: 0, noData: 1, failed: 0 });
    },
    60_000,
  );
});
