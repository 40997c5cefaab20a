import fs from 'node:fs';
import { z } from 'zod';
import type { Clock } from '../../ports/clock.port';

/** What the clock keeps on disk: its offset, and the time it showed when it was last moved. */
const SavedClock = z.object({ offsetMs: z.number().finite(), movedTo: z.iso.datetime() });

/**
 * The local app's clock, which tests and demos may move (docs/architecture/schedules-and-delivery.md: a schedule shown firing
 * without waiting a day). It runs with real time, shifted by an offset. Never used in cloud mode.
 *
 * Given a file (the data directory's `clock.json`), a move is kept there and read back on the next
 * start, so a restart never takes the clock back: every lease, pause and schedule was written
 * against the moved clock, and real time would leave a run leased for as long as the clock had
 * been moved (docs/decisions/reading-economy.md).
 */
export class AdjustableClock implements Clock {
  private offsetMs: number;

  constructor(private readonly file?: string) {
    this.offsetMs = file ? savedOffset(file) : 0;
  }

  now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }

  /** Moves the clock on by `ms`. */
  advance(ms: number): void {
    this.offsetMs += ms;
    this.save();
  }

  /** Sets the clock to `at`, from where it runs on. */
  set(at: Date): void {
    this.offsetMs = at.getTime() - Date.now();
    this.save();
  }

  offset(): number {
    return this.offsetMs;
  }

  private save(): void {
    if (!this.file) return;
    const saved = { offsetMs: this.offsetMs, movedTo: this.now().toISOString() };
    // Written beside and renamed over, so a crash mid-write never leaves half a file to read back.
    const partial = `${this.file}.partial`;
    fs.writeFileSync(partial, JSON.stringify(saved));
    fs.renameSync(partial, this.file);
  }
}

/**
 * The offset a restart goes on with: the saved one, or more if the machine's own clock went back
 * meanwhile, so the app's clock never shows a time before the one it was moved to.
 */
function savedOffset(file: string): number {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 0;
    throw error;
  }
  const saved = SavedClock.safeParse(parseJson(text));
  if (!saved.success) {
    throw new Error(`${file} does not hold a clock Quarry wrote; delete it to run on real time`);
  }
  return Math.max(saved.data.offsetMs, Date.parse(saved.data.movedTo) - Date.now());
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
