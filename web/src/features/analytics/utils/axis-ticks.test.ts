import { describe, expect, it } from 'vitest';
import { costTickFormatter, niceTicks } from './axis-ticks';

describe('axis ticks', () => {
  it('when the dearest report cost $0.014, then the cost axis steps by round amounts and every label differs by the same', () => {
    const ticks = niceTicks(0.014);

    const labels = ticks.map(costTickFormatter(ticks));

    expect(ticks).toEqual([0, 0.005, 0.01, 0.015]);
    expect(labels).toEqual(['$0', '$0.005', '$0.010', '$0.015']);
  });

  it('when costs or tokens of any size are charted, then each step is 1, 2 or 5 times a power of ten and the last tick covers the largest', () => {
    for (const max of [0.00042, 0.0071, 0.09, 0.42, 3.3, 17, 1_234, 48_000, 2_750_000]) {
      const ticks = niceTicks(max);
      const step = ticks[1] as number;
      const leading = step / 10 ** Math.floor(Math.log10(step));

      expect([1, 2, 5]).toContainEqual(Number(leading.toPrecision(6)));
      expect(ticks.at(-1)).toBeGreaterThanOrEqual(max);
      expect(ticks.length).toBeLessThanOrEqual(5);
      ticks.forEach((tick, i) => {
        expect(tick).toBeCloseTo(i * step, 12);
      });
    }
  });

  it('when dollars are charted, then the labels keep cents', () => {
    const ticks = niceTicks(4.2);

    expect(ticks.map(costTickFormatter(ticks))).toEqual(['$0', '$2.00', '$4.00', '$6.00']);
  });

  it('when nothing cost anything, then the axis still has a range to draw', () => {
    expect(niceTicks(0)).toEqual([0, 1]);
  });
});
