import type { Clock } from '../../ports/clock.port';

/**
 * The local app's clock, which tests and demos may move (DESIGN section 12: a schedule shown firing
 * without waiting a day). It runs with real time, shifted by an offset. Never used in cloud mode.
 */
export class AdjustableClock implements Clock {
  private offsetMs = 0;

  now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }

  /** Moves the clock on by `ms`. */
  advance(ms: number): void {
    this.offsetMs += ms;
  }

  /** Sets the clock to `at`, from where it runs on. */
  set(at: Date): void {
    this.offsetMs = at.getTime() - Date.now();
  }

  offset(): number {
    return this.offsetMs;
  }
}
