import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { workingDrive } from './working-drive';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'quarry-working-drive-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe('the drive the emulators serve by default', () => {
  it('when they first start, then the sample drives are copied into their state, and later starts keep what was written there', () => {
    const sample = path.join(root, 'sample');
    fs.mkdirSync(path.join(sample, 'maya@example.test'), { recursive: true });
    fs.writeFileSync(path.join(sample, 'maya@example.test', 'Plan.md'), '# Plan');
    const state = path.join(root, 'state');

    const drive = workingDrive(state, sample);
    fs.writeFileSync(path.join(drive, 'maya@example.test', 'Saved report.gdoc.md'), '# Saved');
    const again = workingDrive(state, sample);

    expect(drive).toBe(path.join(state, 'drive'));
    expect(again).toBe(drive);
    expect(fs.readdirSync(path.join(again, 'maya@example.test')).sort()).toEqual([
      'Plan.md',
      'Saved report.gdoc.md',
    ]);
    // The sample drives are never written to.
    expect(fs.readdirSync(path.join(sample, 'maya@example.test'))).toEqual(['Plan.md']);
    // Another sample (QUARRY_DRIVE_SAMPLE) has a working copy of its own beside it.
    expect(workingDrive(state, sample, 'drive-contracts')).toBe(path.join(state, 'drive-contracts'));
    expect(fs.readdirSync(path.join(state, 'drive-contracts', 'maya@example.test'))).toEqual(['Plan.md']);
    // Its times are the sample's (to the millisecond: file systems keep finer parts apart).
    const copied = fs.statSync(path.join(drive, 'maya@example.test', 'Plan.md')).mtimeMs;
    const original = fs.statSync(path.join(sample, 'maya@example.test', 'Plan.md')).mtimeMs;
    expect(Math.abs(copied - original)).toBeLessThan(1);
  });
});
