import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DriveHarness, listAll, MAYA, startDrive } from './drive-test-setup';
import { cutAt, INDEXED_TEXT_CHARS } from './indexed-text';

let harness: DriveHarness;
let dir: string;

/** Filler of whole words, `chars` characters long. */
const filler = (chars: number) => 'lorem '.repeat(Math.ceil(chars / 6)).slice(0, chars);

beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'quarry-drive-indexed-'));
  await fs.mkdir(path.join(dir, MAYA), { recursive: true });
  // 'straddleword' starts 3 characters before the limit; 'closingword' lies past it.
  const head = `openingword ${filler(INDEXED_TEXT_CHARS - 16)}`;
  const text = `${head} straddleword ${filler(5000)} closingword`;
  await fs.writeFile(path.join(dir, MAYA, 'Long notes.txt'), text);
  harness = await startDrive(dir);
});
afterAll(async () => {
  await harness.stop();
  await fs.rm(dir, { recursive: true, force: true });
});

async function names(q: string): Promise<string[]> {
  const { files } = await listAll(harness.driveFor(MAYA).drive, { q, fields: 'files(name)' });
  return files.map((f) => f.name!);
}

describe('how much of a file full-text search covers', () => {
  it('when a word lies within the first 128 Ki characters, then fullText finds its file', async () => {
    expect(await names("fullText contains 'openingword'")).toEqual(['Long notes.txt']);
  });

  it('when a word lies past the first 128 Ki characters, then fullText does not find its file', async () => {
    expect(await names("fullText contains 'closingword'")).toEqual([]);
  });

  it('when the limit cuts a word, then neither the word nor its cut start is found', async () => {
    expect(await names("fullText contains 'straddleword'")).toEqual([]);
    expect(await names("fullText contains 'str'")).toEqual([]);
  });
});

describe('cutting text at the limit', () => {
  it('when the limit falls between words, then the text keeps every character before it', () => {
    expect(cutAt('alpha beta gamma', 6)).toBe('alpha ');
  });

  it('when the limit falls inside a word, then the cut ends before that word', () => {
    expect(cutAt('alpha beta gamma', 8)).toBe('alpha ');
  });

  it('when the text is within the limit, then it is whole', () => {
    expect(cutAt('alpha beta', 100)).toBe('alpha beta');
  });
});
