import fs from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { tempDir } from '../../testing/temp-dir';
import { AdjustableClock } from './adjustable-clock';

const HOUR = 3_600_000;
let temp: ReturnType<typeof tempDir>;
let file: string;

beforeEach(() => {
  temp = tempDir();
  file = path.join(temp.dir, 'clock.json');
});
afterEach(() => temp.remove());

describe('the local clock kept in the data directory', () => {
  it('when nothing was ever moved, then it runs on real time', () => {
    const clock = new AdjustableClock(file);
    expect(clock.offset()).toBe(0);
    expect(fs.existsSync(file)).toBe(false);
  });

  it('when it was moved on and the app starts again, then the new clock goes on from the moved time', () => {
    const before = new AdjustableClock(file);
    before.advance(20 * 60_000);
    const movedTo = before.now().getTime();

    const after = new AdjustableClock(file);

    expect(after.offset()).toBe(20 * 60_000);
    expect(after.now().getTime()).toBeGreaterThanOrEqual(movedTo);
  });

  it('when it was set to a time and the app starts again, then it keeps that offset', () => {
    const before = new AdjustableClock(file);
    before.set(new Date(Date.now() + 48 * HOUR));

    expect(Math.round(new AdjustableClock(file).offset() / HOUR)).toBe(48);
  });

  it('when the machine’s own clock went back since the move, then the app’s clock still shows no earlier time', () => {
    // Saved by a run whose machine clock was an hour ahead of this one's.
    const movedTo = new Date(Date.now() + 3 * HOUR).toISOString();
    fs.writeFileSync(file, JSON.stringify({ offsetMs: 2 * HOUR, movedTo }));

    const clock = new AdjustableClock(file);

    expect(clock.now().getTime()).toBeGreaterThanOrEqual(Date.parse(movedTo));
  });

  it('when the file holds something Quarry did not write, then starting says which file to delete', () => {
    fs.writeFileSync(file, 'not a clock');
    expect(() => new AdjustableClock(file)).toThrow(`${file} does not hold a clock Quarry wrote`);
  });

  it('when it has no file (a test’s own clock), then moving it writes nothing', () => {
    const clock = new AdjustableClock();
    clock.advance(HOUR);
    expect(clock.offset()).toBe(HOUR);
    expect(fs.readdirSync(temp.dir)).toEqual([]);
  });
});
