import { describe, expect, it } from 'vitest';
import { callPacing, type LoggedCall } from './call-pacing';

/** An extraction call of one document let through at `at` and answered `ms` later. */
const answered = (id: string, at: number, ms = 100): LoggedCall => ({
  task: 'extraction',
  documents: [id],
  arrivedAt: at,
  admittedAt: at,
  endedAt: at + ms,
  outcome: 'ok',
});

describe('call pacing', () => {
  it('when a limit of R lets R calls through at the start of each minute, then every one-minute window holds R', () => {
    // 10 a minute: a burst in the first second of each of three minutes, the quota's full use.
    const calls = [0, 60_000, 120_000].flatMap((minute) =>
      Array.from({ length: 10 }, (_, i) => answered(`m${minute}-${i}`, minute + i * 100)),
    );
    const pacing = callPacing(calls);
    expect(pacing.perMinute).toBeCloseTo(10, 5);
    expect(pacing.worstMinute).toBe(10);
    expect(pacing.admitted).toBe(30);
  });

  it('when a run falls behind the limit for a while, then the worst window shows it and the mean drops', () => {
    const calls = [
      ...Array.from({ length: 10 }, (_, i) => answered(`a${i}`, i * 100)),
      ...Array.from({ length: 10 }, (_, i) => answered(`b${i}`, 90_000 + i * 100)),
      ...Array.from({ length: 10 }, (_, i) => answered(`c${i}`, 150_000 + i * 100)),
    ];
    const pacing = callPacing(calls);
    expect(pacing.worstMinute).toBe(0);
    expect(pacing.perMinute).toBeLessThan(10);
  });

  it('when documents wait out 429s, then they count as in progress from their first call to their answer', () => {
    const limited: LoggedCall = {
      task: 'extraction',
      documents: ['slow'],
      arrivedAt: 0,
      endedAt: 0,
      outcome: 'rateLimited',
    };
    const calls = [
      limited,
      answered('fast', 0, 1000),
      answered('slow', 5_000, 1000),
      answered('late', 5_500),
    ];
    const pacing = callPacing(calls);
    expect(pacing.peak).toBe(2);
    expect(pacing.rateLimited).toBe(1);
    expect(pacing.readingMs).toBe(6_000);
  });
});
