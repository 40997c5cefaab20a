import { describe, expect, it } from 'vitest';
import { WriteBatcher } from './write-batcher';

/** What a run batches: a document's outcome, here only its file's id. */
type Outcome = { file: { id: string } };
const outcome = (id: string): Outcome => ({ file: { id } });

function recorder(fail?: (batch: number) => unknown) {
  const batches: string[][] = [];
  let active = 0;
  let overlapped = false;
  const save = async (outcomes: Outcome[]) => {
    active++;
    if (active > 1) overlapped = true;
    await new Promise((resolve) => setTimeout(resolve, 5));
    active--;
    const error = fail?.(batches.length);
    batches.push(outcomes.map((o) => o.file.id));
    if (error) throw error;
  };
  return { batches, save, overlapped: () => overlapped };
}

describe('writing in batches (checkpoints, the extraction cache)', () => {
  it('when outcomes arrive faster than a batch fills, then they are saved in batches of the limit, one at a time', async () => {
    const saves = recorder();
    const batcher = new WriteBatcher<Outcome>(saves.save, () => {}, { maxItems: 3, maxDelayMs: 10_000 });
    for (let i = 0; i < 7; i++) batcher.add(outcome(`d${i}`));
    await batcher.flush();
    expect(saves.batches).toEqual([['d0', 'd1', 'd2'], ['d3', 'd4', 'd5'], ['d6']]);
    expect(saves.overlapped()).toBe(false);
  });

  it('when outcomes trickle in, then a batch is saved after the delay without waiting to fill', async () => {
    const saves = recorder();
    const batcher = new WriteBatcher<Outcome>(saves.save, () => {}, { maxItems: 50, maxDelayMs: 20 });
    batcher.add(outcome('a'));
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(saves.batches).toEqual([['a']]);
  });

  it('when a save fails, then it is reported once, later outcomes are refused, and flush rethrows it', async () => {
    const lost = new Error('superseded');
    const saves = recorder(() => lost);
    const reported: unknown[] = [];
    const batcher = new WriteBatcher<Outcome>(saves.save, (error) => reported.push(error), {
      maxItems: 1,
      maxDelayMs: 10_000,
    });
    batcher.add(outcome('a'));
    await expect(batcher.flush()).rejects.toBe(lost);
    expect(() => batcher.add(outcome('b'))).toThrow(lost);
    expect(reported).toEqual([lost]);
  });

  it('when the run ends another way, then what was gathered is dropped, not written late', async () => {
    const saves = recorder();
    const batcher = new WriteBatcher<Outcome>(saves.save, () => {}, { maxItems: 50, maxDelayMs: 20 });
    batcher.add(outcome('a'));
    batcher.discard();
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(saves.batches).toEqual([]);
  });
});
