import type { Clock } from '../ports/clock.port';

/** A clock tests move by hand. */
export class ManualClock implements Clock {
  private time: number;

  constructor(start = '2026-11-22T09:00:00.000Z') {
    this.time = Date.parse(start);
  }

  now(): Date {
    return new Date(this.time);
  }

  advance(ms: number): void {
    this.time += ms;
  }
}
