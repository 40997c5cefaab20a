import type { DriveFile } from '../../../ports/drive.port';

/** Files whose metadata one batch asks for after the first: Drive's most calls per batch request. */
export const METADATA_BATCH = 100;

/**
 * The picked documents' Drive metadata, asked for in batches ahead of their reads (files.get in
 * Drive's batch requests): one request per hundred documents instead of one per document (at 2,000
 * documents, 2,000 requests fewer against the person's Drive quota). The first batch is as large as
 * the first documents read at once, so the first call waits for no more; each later batch is asked
 * for when the last file of the one before it is read (reading runs far enough ahead of the model
 * that no call waits for it).
 */
export class MetadataAhead {
  private readonly batches: string[][] = [];
  private readonly batchOf = new Map<string, number>();
  private readonly asked = new Map<number, Promise<Map<string, DriveFile>>>();
  /**
   * Files of each batch not yet taken: a batch's answer is dropped once all are, so a run holds
   * the metadata of the files being read, not of every file it has read. A batch absent here is
   * spent: a file of it wanted again is asked for alone.
   */
  private readonly untaken = new Map<number, number>();

  constructor(
    ids: readonly string[],
    first: number,
    /** Drive's answer for these files, by id (a file it could not find is absent). */
    private readonly fetch: (ids: string[]) => Promise<Map<string, DriveFile>>,
  ) {
    for (let start = 0, size = Math.max(1, first); start < ids.length; start += size, size = METADATA_BATCH) {
      const batch = ids.slice(start, start + size);
      for (const id of batch) this.batchOf.set(id, this.batches.length);
      this.untaken.set(this.batches.length, batch.length);
      this.batches.push(batch);
    }
  }

  /** The file's metadata from Drive; undefined when Drive did not answer for it. Rejects as its batch did. */
  async file(id: string): Promise<DriveFile | undefined> {
    const batch = this.batchOf.get(id);
    // A file passed over at first (already done) but wanted after all is asked for alone.
    if (batch === undefined || !this.untaken.has(batch)) return (await this.fetch([id])).get(id);
    const asked = this.ask(batch);
    this.taken(batch);
    // The next batch goes out once this one's last file is read: asked with the first, it kept
    // Drive busy while the first pack's documents were downloaded (the first call went out 15 ms later).
    if (id === this.batches[batch]?.at(-1)) void this.ask(batch + 1);
    return (await asked).get(id);
  }

  private taken(batch: number): void {
    const left = (this.untaken.get(batch) ?? 0) - 1;
    this.untaken.set(batch, left);
    if (left > 0) return;
    this.asked.delete(batch);
    this.untaken.delete(batch);
  }

  private ask(batch: number): Promise<Map<string, DriveFile>> {
    const ids = this.batches[batch];
    if (!ids) return Promise.resolve(new Map());
    let asked = this.asked.get(batch);
    if (!asked) {
      asked = this.fetch(ids);
      // Rejections reach the reads that wait on this batch; one asked for ahead may have none yet.
      asked.catch(() => {});
      this.asked.set(batch, asked);
    }
    return asked;
  }
}
