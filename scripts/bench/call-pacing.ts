/** A generation call as the Gemini emulator logged it (GET /__control/gemini/calls), times in ms. */
export interface LoggedCall {
  task: string;
  documents: string[];
  arrivedAt: number;
  admittedAt?: number;
  endedAt?: number;
  outcome?: string;
}

export interface Pacing {
  /** From the first extraction call's arrival to the last one's end. */
  readingMs: number;
  /** Extraction calls the rpm limit let through. */
  admitted: number;
  /** 429s met by the run's calls (any task). */
  rateLimited: number;
  /**
   * Extraction calls let through per minute: the mean over every one-minute window inside the
   * reading phase (a sliding-window limit of R holds each window to R), or the plain rate when the
   * phase is shorter than a minute.
   */
  perMinute: number;
  /** The fewest let through in any of those windows. */
  worstMinute: number;
  /** Documents in progress at once (first extraction call to last answer): the median over the phase's last half, and the most. */
  settled: number;
  peak: number;
}

const MINUTE_MS = 60_000;
const STEP_MS = 100;

export function callPacing(calls: LoggedCall[]): Pacing {
  const reading = calls.filter((c) => c.task === 'extraction');
  const start = Math.min(...reading.map((c) => c.arrivedAt));
  const end = Math.max(...reading.map((c) => c.endedAt ?? c.arrivedAt));
  const admissions = reading.flatMap((c) => (c.admittedAt === undefined ? [] : [c.admittedAt]));
  const windows = windowCounts(admissions, start, end);
  const inProgress = documentsInProgress(reading, start, end);
  const lastHalf = inProgress.samples.slice(Math.floor(inProgress.samples.length / 2)).sort((a, b) => a - b);
  return {
    readingMs: end - start,
    admitted: admissions.length,
    rateLimited: calls.filter((c) => c.outcome === 'rateLimited').length,
    perMinute:
      windows.length > 0
        ? windows.reduce((sum, n) => sum + n, 0) / windows.length
        : (admissions.length * MINUTE_MS) / Math.max(1, end - start),
    worstMinute: windows.length > 0 ? Math.min(...windows) : admissions.length,
    settled: lastHalf[Math.floor(lastHalf.length / 2)] ?? 0,
    peak: inProgress.peak,
  };
}

/** How many of `times` fall in [t, t + 1 minute), for t every STEP_MS from start while the window fits before end. */
export function windowCounts(times: number[], start: number, end: number): number[] {
  const sorted = [...times].sort((a, b) => a - b);
  const counts: number[] = [];
  let from = 0;
  let to = 0;
  for (let t = start; t + MINUTE_MS <= end; t += STEP_MS) {
    while (from < sorted.length && (sorted[from] as number) < t) from++;
    while (to < sorted.length && (sorted[to] as number) < t + MINUTE_MS) to++;
    counts.push(to - from);
  }
  return counts;
}

/**
 * Documents between their first extraction call's arrival and their last call's end: sampled every
 * STEP_MS, and the most at any moment.
 */
function documentsInProgress(
  reading: LoggedCall[],
  start: number,
  end: number,
): { samples: number[]; peak: number } {
  const spans = new Map<string, { from: number; to: number }>();
  for (const call of reading) {
    for (const id of call.documents) {
      const span = spans.get(id) ?? { from: call.arrivedAt, to: call.arrivedAt };
      span.from = Math.min(span.from, call.arrivedAt);
      span.to = Math.max(span.to, call.endedAt ?? call.arrivedAt);
      spans.set(id, span);
    }
  }
  // An end and a start at the same moment: the end first, so a hand-over is not counted as two.
  const edges = [...spans.values()]
    .flatMap(({ from, to }) => [
      { at: from, change: 1 },
      { at: to, change: -1 },
    ])
    .sort((a, b) => a.at - b.at || a.change - b.change);
  const samples: number[] = [];
  let open = 0;
  let peak = 0;
  let next = 0;
  for (let t = start; t <= end; t += STEP_MS) {
    for (; next < edges.length && (edges[next] as { at: number }).at <= t; next++) {
      open += (edges[next] as { change: number }).change;
      peak = Math.max(peak, open);
    }
    samples.push(open);
  }
  return { samples, peak };
}
