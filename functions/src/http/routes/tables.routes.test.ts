import type { EvidenceQuote } from '@quarry/contracts/report';
import type { StreamEvent } from '@quarry/contracts/research';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserSession } from '../../testing/browser-session';
import { readEventStream } from '../../testing/event-stream';
import { type LocalStack, startLocalStack } from '../../testing/local-stack';
import { readyCreator } from '../../testing/sign-in-flow';

/**
 * Numbers you can check on the local stack: the four table questions of
 * emulators/README.md asked as the SPA asks them, each answered by a value Quarry computed over the
 * sheet, cited to its cells with its plan in words.
 */
const MAYA = 'maya.chen@northwind.test';
type Complete = Extract<StreamEvent, { type: 'complete' }>;
interface Doc {
  id: string;
  name: string;
  mimeType: string;
  supported: boolean;
}

async function askAbout(session: BrowserSession, question: string, names: string[]): Promise<Complete> {
  const keywords = (await session.call('POST', '/api/query/generate-keywords', { query: question })).json
    .keywords as string[];
  const found = await session.call('POST', '/api/query/search-documents', { keywords });
  const docs = (found.json.documents as Doc[]).filter((doc) => names.includes(doc.name));
  expect(docs.map((doc) => doc.name).sort()).toEqual([...names].sort());
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

function computed(complete: Complete, document: string): EvidenceQuote | undefined {
  const citation = complete.evidence?.citations.find((c) => c.name === document);
  return citation?.quotes.find((quote) => quote.plan !== undefined);
}

describe('answers computed from the sample drive’s tables', () => {
  let stack: LocalStack;
  let maya: BrowserSession;
  beforeAll(async () => {
    stack = await startLocalStack();
    maya = await readyCreator(stack, MAYA);
  }, 60_000);
  afterAll(() => stack?.stop());

  it('when asked which region had the highest Q3 2026 revenue, then the answer is computed by region and cites its cell', async () => {
    const complete = await askAbout(maya, 'Which region had the highest Q3 2026 revenue?', [
      'Q3 2026 Revenue by Region',
    ]);
    const quote = computed(complete, 'Q3 2026 Revenue by Region');
    expect(quote?.text).toContain('Region: North America, Q3 2026: $18,400,000');
    expect(quote?.plan).toBe("the 'Region' with the highest total of 'Q3 2026', in 'Summary' (all rows)");
    expect(quote?.cells).toEqual([
      { sheet: 'Summary', address: 'A2', value: 'North America' },
      { sheet: 'Summary', address: 'C2', value: '$18,400,000' },
    ]);
    expect(complete.answer).toContain('18,400,000');
  }, 60_000);

  it('when asked a sheet’s total, then every line is added (not the total row) and the cells are cited', async () => {
    const complete = await askAbout(maya, 'What is the total actual Opex YTD spend?', [
      '2026 Budget vs Actuals.xlsx',
    ]);
    const quote = computed(complete, '2026 Budget vs Actuals.xlsx');
    expect(quote?.text).toContain('Actual: $31,260,000');
    expect(quote?.plan).toBe("the total of 'Actual', in 'Opex YTD' (all rows)");
    expect(quote?.cells?.map((cell) => `${cell.sheet} ${cell.address}`)).toEqual(
      ['C2', 'C3', 'C4', 'C5', 'C6', 'C7', 'C8'].map((address) => `Opex YTD ${address}`),
    );
  }, 60_000);

  it('when asked a line of a second sheet, then that row is looked up there', async () => {
    const complete = await askAbout(maya, 'What was North America revenue in Aug 2026?', [
      'Q3 2026 Revenue by Region',
    ]);
    const quote = computed(complete, 'Q3 2026 Revenue by Region');
    expect(quote?.text).toContain('Region: North America, Aug 2026: $6,400,000');
    expect(quote?.cells).toEqual([
      { sheet: 'Monthly', address: 'A2', value: 'North America' },
      { sheet: 'Monthly', address: 'C2', value: '$6,400,000' },
    ]);
  }, 60_000);

  it('when asked how many, then the rows are counted', async () => {
    const complete = await askAbout(maya, 'How many complaints are in the customer complaint log?', [
      'Customer complaint log.csv',
    ]);
    const quote = computed(complete, 'Customer complaint log.csv');
    expect(quote?.text).toContain('count: 12');
    expect(quote?.plan).toBe("the number of rows, in 'Customer complaint log.csv' (all rows)");
    expect(quote?.cells).toHaveLength(12);
    expect(quote?.cells?.[0]).toEqual({ address: 'A2', value: 'NW-CS-20614' });
  }, 60_000);
});
