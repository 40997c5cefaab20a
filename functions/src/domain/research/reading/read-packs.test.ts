import { describe, expect, it } from 'vitest';
import { ModelError } from '../../../ports/language-model.port';
import { documents, type Run, run } from '../../../testing/packed-reading';
import type { PlannedCall, ReadingBudget } from '../extraction/reading-budget';
import { UNPACKED } from './packing';

const SMALL = 2_000;
const statuses = (outcomes: { status: string }[]) => outcomes.map((o) => o.status);

describe('reading small documents several to a call', () => {
  it('when small documents are read, then they share calls up to the document limit, in order, and each ends on its own', async () => {
    const { outcomes, calls, saved, cached, events } = await run([SMALL, SMALL, SMALL, SMALL, SMALL, SMALL]);

    expect(calls).toEqual([
      ['doc-0', 'doc-1', 'doc-2', 'doc-3'],
      ['doc-4', 'doc-5'],
    ]);
    expect(statuses(outcomes)).toEqual(Array(6).fill('data'));
    expect(outcomes[5]).toMatchObject({ file: { id: 'doc-5' }, findings: [{ text: 'Found in doc-5.' }] });
    expect(saved.sort()).toEqual(documents(Array(6).fill(SMALL)).map((d) => d.id));
    expect(cached).toHaveLength(6);
    expect(events.filter((e) => e.type === 'json_debug')).toHaveLength(6);
  });

  it('when packing is off, then every document is asked alone', async () => {
    const { calls } = await run([SMALL, SMALL, SMALL], { rules: UNPACKED });

    expect(calls).toEqual([['doc-0'], ['doc-1'], ['doc-2']]);
  });

  it('when a document is over the share limit, then it is asked alone, chunked, and the small ones around it still share', async () => {
    const { calls, outcomes } = await run([SMALL, 12_000, SMALL]);

    expect(calls).toContainEqual(['doc-0', 'doc-2']);
    expect(calls.filter((ids) => ids.includes('doc-1'))).toEqual([['doc-1'], ['doc-1']]);
    expect(statuses(outcomes)).toEqual(['data', 'data', 'data']);
  });

  it('when a packed answer misses one document and garbles another, then only those two are asked again, alone', async () => {
    const { calls, outcomes } = await run([SMALL, SMALL, SMALL, SMALL], {
      misbehave: { omit: ['doc-1'], garble: ['doc-3'] },
    });

    expect(calls).toEqual([['doc-0', 'doc-1', 'doc-2', 'doc-3'], ['doc-1'], ['doc-3']]);
    expect(statuses(outcomes)).toEqual(['data', 'data', 'data', 'data']);
  });

  it('when a packed answer stays malformed, then every document of the pack is asked alone and none is lost', async () => {
    const { calls, outcomes } = await run([SMALL, SMALL, SMALL], { misbehave: { breakPacks: true } });

    expect(calls).toEqual([
      ['doc-0', 'doc-1', 'doc-2'],
      ['doc-0', 'doc-1', 'doc-2'],
      ['doc-0'],
      ['doc-1'],
      ['doc-2'],
    ]);
    expect(statuses(outcomes)).toEqual(['data', 'data', 'data']);
  });

  it('when a run resumes, then checkpointed documents are neither asked nor saved again, and the rest are packed', async () => {
    const [first, second] = documents([SMALL, SMALL]);
    const done = [
      { file: first!, status: 'noData' as const },
      { file: second!, status: 'noData' as const },
    ];

    const { calls, saved, outcomes } = await run([SMALL, SMALL, SMALL, SMALL], { done });

    expect(calls).toEqual([['doc-2', 'doc-3']]);
    expect(saved.sort()).toEqual(['doc-2', 'doc-3']);
    expect(statuses(outcomes)).toEqual(['noData', 'noData', 'data', 'data']);
  });

  it('when the budget refuses a call, then it is not made, and every document not yet read ends failed with the reason, without calls', async () => {
    const asked: PlannedCall[] = [];
    const budget: ReadingBudget = {
      admit: (call) => {
        asked.push(call);
        return asked.length === 1
          ? { admitted: true }
          : { admitted: false, reason: 'The cost cap was reached' };
      },
    };

    const { calls, outcomes, saved } = await run(
      [SMALL, SMALL, SMALL, SMALL, SMALL, SMALL, SMALL, SMALL, SMALL, SMALL],
      {
        budget,
        concurrency: 1,
      },
    );

    expect(calls).toEqual([['doc-0', 'doc-1', 'doc-2', 'doc-3']]);
    expect(asked).toEqual([
      { documents: 4, inputChars: 4 * SMALL },
      { documents: 4, inputChars: 4 * SMALL },
    ]);
    expect(statuses(outcomes)).toEqual([...Array(4).fill('data'), ...Array(6).fill('failed')]);
    expect(outcomes.slice(4).map((o) => o.status === 'failed' && o.reason)).toEqual(
      Array(6).fill('The cost cap was reached'),
    );
    expect(saved).toHaveLength(10);
  });

  it('when the budget refuses a large document’s next chunk, then the document ends failed with the reason', async () => {
    let admitted = 0;
    const budget: ReadingBudget = {
      admit: () =>
        admitted++ < 1 ? { admitted: true } : { admitted: false, reason: 'The cost cap was reached' },
    };

    const { calls, outcomes } = await run([12_000], { budget });

    expect(calls).toEqual([['doc-0']]);
    expect(outcomes[0]).toMatchObject({ status: 'failed', reason: 'The cost cap was reached' });
  });

  it('when a packed call meets a refused key, then the run ends with that error and asks nothing more', async () => {
    const refused = new ModelError('invalidKey', 'API key not valid');

    const reading = run(Array(12).fill(SMALL), { misbehave: { fail: refused }, concurrency: 1 });

    await expect(reading).rejects.toBe(refused);
  });

  it('when a call fails while another is in flight, then the reading fails only after that call has answered, and its documents are saved', async () => {
    // Arrange: the daily limit met by the second call while the first is still being answered
    const dailyLimit = new ModelError('quota', 'Gemini’s daily limit was reached', 60_000, {
      period: 'day',
      freeTier: true,
      requestsPerDay: 8,
    });
    const seen: Run = { outcomes: [], calls: [], saved: [], cached: [], events: [] };

    // Act
    const reading = run(Array(8).fill(SMALL), {
      misbehave: { failSecondWhileFirstInFlight: dailyLimit },
      concurrency: 2,
      into: seen,
    });
    await expect(reading).rejects.toBe(dailyLimit);

    // Assert: the answer that came back is paid for, so it is saved before the run pauses or ends
    expect(seen.calls).toEqual([
      ['doc-0', 'doc-1', 'doc-2', 'doc-3'],
      ['doc-4', 'doc-5', 'doc-6', 'doc-7'],
    ]);
    expect(seen.saved.sort()).toEqual(['doc-0', 'doc-1', 'doc-2', 'doc-3']);
  });
});
