import { describe, expect, it } from 'vitest';
import type { DriveFile } from '../../../ports/drive.port';
import { METADATA_BATCH, MetadataAhead } from './metadata-ahead';

const file = (id: string): DriveFile => ({ id, name: `${id}.md`, mimeType: 'text/markdown' });

function drive(missing: string[] = []) {
  const asked: string[][] = [];
  const fetch = async (ids: string[]) => {
    asked.push(ids);
    return new Map(ids.filter((id) => !missing.includes(id)).map((id) => [id, file(id)]));
  };
  return { asked, fetch };
}

describe('metadata asked for ahead, in batches', () => {
  const ids = Array.from({ length: 250 }, (_, i) => `f${i}`);

  it('when files are read, then batches go out in order: the first as large as told, each next one as the last file before it is read', async () => {
    const { asked, fetch } = drive();
    const ahead = new MetadataAhead(ids, 20, fetch);
    expect(await ahead.file('f0')).toEqual(file('f0'));
    expect(asked.map((batch) => [batch[0], batch.length])).toEqual([['f0', 20]]);
    expect(await ahead.file('f18')).toEqual(file('f18'));
    expect(asked).toHaveLength(1);
    expect(await ahead.file('f19')).toEqual(file('f19'));
    expect(asked.map((batch) => [batch[0], batch.length])).toEqual([
      ['f0', 20],
      ['f20', METADATA_BATCH],
    ]);
    // Files of a batch already asked for cost no request.
    expect(await ahead.file('f20')).toEqual(file('f20'));
    expect(await ahead.file('f119')).toEqual(file('f119'));
    expect(await ahead.file('f249')).toEqual(file('f249'));
    expect(asked.map((batch) => [batch[0], batch.length])).toEqual([
      ['f0', 20],
      ['f20', 100],
      ['f120', 100],
      ['f220', 30],
    ]);
  });

  it('when Drive does not answer for a file, then it is undefined; a file not listed is asked for alone', async () => {
    const { asked, fetch } = drive(['f3']);
    const ahead = new MetadataAhead(ids, 20, fetch);
    expect(await ahead.file('f3')).toBeUndefined();
    expect(await ahead.file('elsewhere')).toEqual(file('elsewhere'));
    expect(asked.at(-1)).toEqual(['elsewhere']);
  });

  it('when a batch fails, then every file of it rejects with its error, and no rejection goes unobserved', async () => {
    const ahead = new MetadataAhead(ids, 20, async () => {
      throw new Error('Drive said no');
    });
    await expect(ahead.file('f1')).rejects.toThrow('Drive said no');
    await expect(ahead.file('f2')).rejects.toThrow('Drive said no');
  });

  it('when every file of a batch was read, then its answer is let go: a file of it wanted again is asked for alone', async () => {
    const { asked, fetch } = drive();
    const ahead = new MetadataAhead(ids.slice(0, 3), 3, fetch);
    for (const id of ['f0', 'f1', 'f2']) expect(await ahead.file(id)).toEqual(file(id));
    expect(asked).toEqual([['f0', 'f1', 'f2']]);
    expect(await ahead.file('f1')).toEqual(file('f1'));
    expect(asked).toEqual([['f0', 'f1', 'f2'], ['f1']]);
  });
});
