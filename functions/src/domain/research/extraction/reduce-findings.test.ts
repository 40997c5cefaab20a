import { describe, expect, it } from 'vitest';
import { type CitedFinding, findingsSize } from './findings';
import { fairShare, reduceFindings } from './reduce-findings';

const finding = (source: number, text: string): CitedFinding => ({ source, document: `Doc ${source}`, text });

/** Twelve sources of three long findings each: far over a 1,500-character budget. */
const many = Array.from({ length: 12 }, (_, s) =>
  Array.from({ length: 3 }, (_, i) =>
    finding(s + 1, `Source ${s + 1} says fact ${i}: ${'detail '.repeat(20)}`),
  ),
).flat();

/** A model that repeats its findings instead of condensing them, as the emulator does. */
const repeating = async (batch: CitedFinding[]) => batch.map((f) => `${f.text} [${f.source}].`).join('\n\n');

describe('reducing findings to the budget', () => {
  it('when the findings are cut to the budget, then every source keeps at least one finding', () => {
    const kept = fairShare(many, 1500);
    expect(new Set(kept.map((f) => f.source)).size).toBe(12);
    expect(findingsSize(kept)).toBeLessThanOrEqual(1500);
  });

  it('when the budget has room, then the extra findings go to each source in turn', () => {
    const kept = fairShare(many, 5000);
    const counts = [...new Set(kept.map((f) => f.source))].map(
      (s) => kept.filter((f) => f.source === s).length,
    );
    expect(Math.max(...counts) - Math.min(...counts)).toBeLessThanOrEqual(1);
    expect(findingsSize(kept)).toBeLessThanOrEqual(5000);
  });

  it('when a round does not shrink the findings, then the report still gets every source', async () => {
    const reduced = await reduceFindings(many, 1500, repeating);
    expect(new Set(reduced.map((f) => f.source)).size).toBe(12);
    expect(findingsSize(reduced)).toBeLessThanOrEqual(1500);
  });

  it('when a partial report leaves a source out, then that source comes back', async () => {
    const dropsSourceTwo = async (batch: CitedFinding[]) =>
      batch
        .filter((f) => f.source !== 2)
        .map((f) => `Fact ${f.source} [${f.source}].`)
        .join('\n');
    const reduced = await reduceFindings(many.slice(0, 9), 600, dropsSourceTwo);
    expect([...new Set(reduced.map((f) => f.source))].sort()).toEqual([1, 2, 3]);
  });

  it('when the findings fit, then no model call is made', async () => {
    let calls = 0;
    const reduced = await reduceFindings(many.slice(0, 2), 100_000, async () => String(calls++));
    expect(reduced).toEqual(many.slice(0, 2));
    expect(calls).toBe(0);
  });
});
