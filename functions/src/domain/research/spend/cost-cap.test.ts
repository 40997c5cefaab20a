import { describe, expect, it } from 'vitest';
import { DEFAULT_SYSTEM_SETTINGS } from '../model/system-settings';
import { CostCap, type CostCapInput, notReadReason } from './cost-cap';
import { UsageTally } from './usage-tally';

const PRO = 'gemini-3.1-pro-preview';

function capOf(capUsd: number, tally = new UsageTally(), options: Partial<CostCapInput> = {}): CostCap {
  return new CostCap({
    capUsd,
    tally,
    settings: DEFAULT_SYSTEM_SETTINGS,
    promptBudgetChars: 400_000,
    deepResearch: true,
    enableIntroduction: true,
    enableConclusion: true,
    ...options,
  });
}

const SMALL = { documents: 1, inputChars: 2_000 };

describe('the per-report cost cap', () => {
  it('when the cap cannot hold one call and the report at their worst, then the first call is refused with the cap named, and nothing waits', () => {
    const admission = capOf(0.1).admit(SMALL);

    expect(admission).toEqual({
      admitted: false,
      reason: "Not read: reading it could have passed this report's cost cap of $0.10",
    });
  });

  it('when the cap holds one call at its worst but not two, then a second call made at once waits for the first and is admitted once its cost is known', async () => {
    const tally = new UsageTally();
    const cap = capOf(1.36, tally);
    const first = cap.admit(SMALL);
    const second = cap.admit(SMALL);
    expect(first.admitted).toBe(true);
    expect(second.admitted).toBe(false);
    if (!first.admitted || second.admitted) throw new Error('the first call is admitted, the second is not');
    expect(second.wait).toBeInstanceOf(Promise);

    tally.record('extraction', { inputTokens: 600, outputTokens: 100, thinkingTokens: 100 }, PRO);
    first.done?.();
    await second.wait;

    expect(cap.admit(SMALL).admitted).toBe(true);
  });

  it('when the recorded cost has grown close to the cap, then calls are refused for good', () => {
    const tally = new UsageTally();
    tally.record('extraction', { inputTokens: 400_000, outputTokens: 0, thinkingTokens: 0 }, PRO);
    const cap = capOf(1.36, tally);

    const admission = cap.admit(SMALL);

    expect(admission).toEqual({ admitted: false, reason: notReadReason(1.36) });
  });

  it('when a resumed run starts from what its earlier attempts spent, then that spend counts against the cap', () => {
    const earlier = new UsageTally();
    earlier.record('extraction', { inputTokens: 400_000, outputTokens: 0, thinkingTokens: 0 }, PRO);
    // The next attempt's tally, seeded from the checkpoint (run-execution.ts), as a fresh one was before.
    const resumed = new UsageTally(earlier.tallies());

    expect(capOf(1.36, new UsageTally()).admit(SMALL).admitted).toBe(true);
    expect(capOf(1.36, resumed).admit(SMALL)).toEqual({ admitted: false, reason: notReadReason(1.36) });
    expect(resumed.tallies()).toEqual(earlier.tallies());
  });

  it('when the report is succinct, then less is held back for it and a smaller cap admits a call', () => {
    const deep = capOf(0.6).admit(SMALL);
    const succinct = capOf(0.6, new UsageTally(), { deepResearch: false }).admit(SMALL);

    expect(deep.admitted).toBe(false);
    expect(succinct.admitted).toBe(true);
  });
});
