import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEFAULT_DRIVE_DIR } from '../server';
import { DriveCorpus, MIN_CORPUS_DOCUMENTS } from './drive-corpus';
import { stem } from './text-utils';

const small = fs.mkdtempSync(path.join(os.tmpdir(), 'quarry-corpus-'));
afterAll(() => fs.rmSync(small, { recursive: true, force: true }));

describe('drive corpus', () => {
  it('when the sample drive is read, then a word in every file is common and a telling word is rare', async () => {
    const corpus = new DriveCorpus(DEFAULT_DRIVE_DIR);
    const stats = await corpus.stats();

    expect(stats?.documents).toBeGreaterThanOrEqual(30);
    expect(stats!.frequency('northwind')).toBeGreaterThan(stats!.documents / 2);
    expect(stats!.frequency(stem('fractography'))).toBe(1);
    expect(await corpus.stats()).toBe(stats);
  });

  it('when the drive folder holds too few readable files, then there are no statistics to go by', async () => {
    fs.mkdirSync(path.join(small, 'someone@example.test'), { recursive: true });
    for (let i = 0; i < MIN_CORPUS_DOCUMENTS - 1; i++) {
      fs.writeFileSync(path.join(small, 'someone@example.test', `note ${i}.txt`), `Note ${i} about tents.`);
    }
    expect(await new DriveCorpus(small).stats()).toBeUndefined();
  });
});
