import type { StreamEvent } from '@quarry/contracts/research';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { BrowserSession } from '../../../testing/browser-session';
import { gemini } from '../../../testing/emulator-controls';
import { readEventStream } from '../../../testing/event-stream';
import { type LocalStack, startLocalStack } from '../../../testing/local-stack';
import { readyCreator } from '../../../testing/sign-in-flow';

/**
 * Where the documents disagree, on Maya's sample drive (docs/decisions/disagreements.md): last December's
 * facilities budget and November's committee minutes give the 2026 facilities budget differently,
 * and a report on it shows both sides; documents that agree show none.
 */
const MAYA = 'maya.chen@northwind.test';
const BUDGET = 'Facilities Budget 2026.md';
const MINUTES = 'Facilities Committee Minutes - 2026-11-05.pdf';

type Complete = Extract<StreamEvent, { type: 'complete' }>;
type Doc = { id: string; name: string; mimeType: string; supported: boolean };

let stack: LocalStack;
let maya: BrowserSession;

beforeAll(async () => {
  stack = await startLocalStack();
  maya = await readyCreator(stack, MAYA);
}, 60_000);
afterAll(() => stack?.stop());
beforeEach(async () => {
  // Each run asks the model again: the extraction cache would answer from the run before.
  const store = stack.app.deps.store;
  for (const { id } of await store.query('extractions')) await store.delete('extractions', id);
  await gemini.reset(stack.emulators.url);
});

async function ask(question: string, only?: string[]): Promise<Complete> {
  const keywords = (await maya.call('POST', '/api/query/generate-keywords', { query: question })).json
    .keywords as string[];
  const found = (await maya.call('POST', '/api/query/search-documents', { keywords })).json
    .documents as Doc[];
  const docs = found.filter((d) => d.supported && (!only || only.includes(d.name)));
  const response = await maya.raw('POST', '/api/query/extract-and-query', {
    userQuery: question,
    selectedDocuments: docs.map(({ id, name, mimeType }) => ({ id, name, mimeType })),
    keywords,
    deepResearch: false,
  });
  const complete = (await readEventStream(response)).find((e): e is Complete => e.type === 'complete');
  if (!complete) throw new Error('no complete event');
  return complete;
}

const sourceOf = (complete: Complete, name: string) =>
  complete.evidence?.citations.find((c) => c.name === name)?.number;

describe('where the documents disagree, on the sample drive', () => {
  it('when asked for the 2026 facilities budget, then the box has both figures with their quotes, pages and sources, and the footer counts the comparison call', async () => {
    const complete = await ask('What is the facilities budget for 2026?');

    const conflict = complete.evidence?.disagreements?.find((d) => /facilities budget/i.test(d.fact));
    expect(complete.evidence?.disagreements?.map((d) => [d.subject, d.fact])).toEqual([
      ['Facilities budget 2026', 'Facilities budget 2026'],
    ]);
    expect(conflict?.sides).toEqual([
      {
        source: sourceOf(complete, BUDGET),
        value: '$87,300',
        quote: expect.stringContaining('The facilities budget 2026 is $87,300'),
      },
      {
        source: sourceOf(complete, MINUTES),
        value: '$92,000',
        quote: expect.stringContaining('the facilities budget 2026 is now $92,000'),
        page: 2,
      },
    ]);
    const usage = complete.usage;
    expect(usage?.byStep.disagreements?.calls).toBe(1);
    const calls = Object.values(usage?.byModel ?? {}).reduce((sum, t) => sum + t.calls, 0);
    expect(calls).toBe((usage?.byStep.extraction.calls ?? 0) + (usage?.byStep.report.calls ?? 0) + 1);
    expect(complete.answer).toContain(`Model use: ${calls} calls`);
  }, 120_000);

  it('when the documents agree, then the box is empty', async () => {
    const complete = await ask('What are the payment terms and end dates of our supplier contracts?');

    expect(complete.statusCounts.data).toBeGreaterThan(1);
    expect(complete.evidence?.disagreements).toEqual([]);
  }, 120_000);

  it('when the comparison answers malformed JSON twice, then the report still finishes, without the box', async () => {
    await gemini.fault(stack.emulators.url, { kind: 'malformed', task: 'disagreements', count: 2 });

    const complete = await ask('What is the facilities budget for 2026?', [BUDGET, MINUTES]);

    expect(complete.statusCounts.data).toBe(2);
    expect(complete.answer).toContain('$92,000');
    expect(complete.evidence).not.toHaveProperty('disagreements');
    expect((await gemini.stats(stack.emulators.url)).byTask.disagreements).toBe(2);
  }, 120_000);
});
