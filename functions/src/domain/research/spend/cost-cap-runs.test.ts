import type { StreamEvent } from '@quarry/contracts/research';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserSession } from '../../../testing/browser-session';
import { readEventStream } from '../../../testing/event-stream';
import { type LocalStack, startLocalStack } from '../../../testing/local-stack';
import { readyCreator } from '../../../testing/sign-in-flow';

/**
 * The per-report cost cap through the real pipeline (docs/decisions/reading-economy.md): Maya's sample drive, the
 * Gemini emulator, a chat run under each cap. Whatever the cap, the run's recorded cost stays within
 * it; a cap too small for even one document at its worst reads none; the documents left unread are
 * named with the reason.
 */
const MAYA = 'maya.chen@northwind.test';

interface Doc {
  id: string;
  name: string;
  mimeType: string;
  supported: boolean;
}

let asked = 0;

/** A question of its own each time, so no extraction comes from the cache (cached ones cost nothing). */
async function runUnderCap(session: BrowserSession, docs: Doc[], capUsd: number, deepResearch: boolean) {
  asked++;
  const set = await session.call('PUT', '/api/user/preferences', { reportCostCapUsd: capUsd });
  expect(set.status).toBe(200);
  const response = await session.raw('POST', '/api/query/extract-and-query', {
    userQuery: `What did each programme report for 2026, and what did it cost? (${asked})`,
    selectedDocuments: docs.map(({ id, name, mimeType }) => ({ id, name, mimeType })),
    keywords: ['2026'],
    deepResearch,
  });
  return readEventStream(response);
}

type Complete = Extract<StreamEvent, { type: 'complete' }>;

describe('runs under a cost cap, against the emulator', () => {
  let stack: LocalStack;
  let maya: BrowserSession;
  let docs: Doc[];
  beforeAll(async () => {
    // Packs of four (packing.ts), so a cap can fall between two of them and stop reading partway.
    stack = await startLocalStack({ app: { RESEARCH_PACK_MAX_DOCUMENTS: '4' } });
    maya = await readyCreator(stack, MAYA);
    const found = await maya.call('POST', '/api/query/search-documents', { keywords: ['2026'] });
    docs = (found.json.documents as Doc[]).filter((d) => d.supported);
  }, 60_000);
  afterAll(() => stack?.stop());

  const stats = async () =>
    (await (await fetch(`${stack.emulators.url}/__control/gemini/stats`)).json()) as {
      byTask: Record<string, number>;
    };
  const reset = () => fetch(`${stack.emulators.url}/__control/gemini/reset`, { method: 'POST' });

  it.each([
    // Around the least a cap must hold (one call and the report, its comparison of findings included).
    [1.31, true],
    [1.34, true],
    [1.36, true],
    [1.41, true],
    [2, true],
    [0.28, false],
    [0.36, false],
    [0.46, false],
  ])(
    'when a run of every document has a cap of $%s (deep research: %s), then its recorded cost stays within it, and any document left unread says why',
    async (capUsd, deep) => {
      await reset();

      const events = await runUnderCap(maya, docs, capUsd, deep);

      const complete = events.find((e): e is Complete => e.type === 'complete');
      if (!complete) {
        // Stopped before any: nothing was asked of the model, so nothing was spent.
        expect(events.at(-1)).toMatchObject({ type: 'error', message: expect.stringContaining('Not read') });
        expect((await stats()).byTask.extraction ?? 0).toBe(0);
        return;
      }
      expect(complete.usage?.estimatedCostUsd).toBeLessThanOrEqual(capUsd);
      if (complete.statusCounts.failed > 0) {
        // The coverage table gives each unread document the cap's reason.
        expect(complete.documentsOutcome?.summary).toMatch(/; \d+ failed: Not read$/);
        expect(complete.answer).toContain(`cost cap of $${capUsd.toFixed(2)}`);
      }
    },
    120_000,
  );

  it('when the cap stops reading partway, then the report counts the documents not read and names the reason', async () => {
    const events = await runUnderCap(maya, docs, 1.36, true);

    const complete = events.find((e): e is Complete => e.type === 'complete');
    expect(complete?.statusCounts.failed).toBeGreaterThan(0);
    expect(complete?.documentsOutcome?.summary).toMatch(/^\d+ of \d+ documents read; \d+ failed: Not read$/);
    expect(complete?.answer).toContain('Not read: reading it could have passed this');
  }, 120_000);

  it('when the cap cannot hold even one document and the report at their worst, then no extraction call is made and the run says nothing could be read', async () => {
    await reset();

    const events = await runUnderCap(maya, docs, 1, true);

    expect(events.at(-1)).toMatchObject({
      type: 'error',
      message: expect.stringContaining('No document could be read, so there is no report'),
    });
    expect((await stats()).byTask.extraction ?? 0).toBe(0);
  }, 120_000);
});
