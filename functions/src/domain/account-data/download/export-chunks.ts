import type { DocumentStore } from '../../../ports/document-store.port';

/**
 * dataExportChunks/{exportId}_{n}: a built zip in pieces, base64 text of at most CHUNK_BYTES bytes
 * each: the largest that fits a stored document (1 MiB, MAX_DOCUMENT_BYTES) with room to spare, as
 * base64 makes four characters of every three bytes.
 */
export const DATA_EXPORT_CHUNKS = 'dataExportChunks';
export const CHUNK_BYTES = 700_000;

export interface ExportChunkDoc {
  ownerId: string;
  exportId: string;
  n: number;
  data: string;
  [key: string]: unknown;
}

export const chunkId = (exportId: string, n: number) => `${exportId}_${n}`;

/**
 * Where a zip's bytes go as it is written: gathered until a chunk is full, then stored. `close`
 * stores the last, partial one and answers the zip's size and number of chunks.
 */
export class ChunkWriter {
  private readonly pieces: Uint8Array[] = [];
  private buffered = 0;
  private count = 0;
  private size = 0;

  constructor(
    private readonly store: Pick<DocumentStore, 'set'>,
    private readonly owner: { ownerId: string; exportId: string },
    private readonly chunkBytes = CHUNK_BYTES,
  ) {}

  readonly write = async (bytes: Uint8Array): Promise<void> => {
    this.pieces.push(bytes);
    this.buffered += bytes.byteLength;
    this.size += bytes.byteLength;
    while (this.buffered >= this.chunkBytes) await this.flush(this.chunkBytes);
  };

  async close(): Promise<{ sizeBytes: number; chunkCount: number }> {
    if (this.buffered > 0 || this.count === 0) await this.flush(this.buffered);
    return { sizeBytes: this.size, chunkCount: this.count };
  }

  /** Stores the first `bytes` gathered as the next chunk. */
  private async flush(bytes: number): Promise<void> {
    const all = Buffer.concat(this.pieces);
    this.pieces.length = 0;
    if (all.byteLength > bytes) this.pieces.push(all.subarray(bytes));
    this.buffered = all.byteLength - bytes;
    const chunk: ExportChunkDoc = {
      ...this.owner,
      n: this.count,
      data: all.subarray(0, bytes).toString('base64'),
    };
    await this.store.set(DATA_EXPORT_CHUNKS, chunkId(this.owner.exportId, this.count), chunk);
    this.count += 1;
  }
}

/** A stored zip's bytes, chunk by chunk in order; fails if a chunk is gone (removed meanwhile). */
export async function* readChunks(
  store: Pick<DocumentStore, 'get'>,
  exportId: string,
  chunkCount: number,
): AsyncGenerator<Buffer> {
  for (let n = 0; n < chunkCount; n++) {
    const chunk = await store.get<ExportChunkDoc>(DATA_EXPORT_CHUNKS, chunkId(exportId, n));
    if (!chunk || chunk.exportId !== exportId) throw new Error(`Chunk ${n} of ${exportId} is gone`);
    yield Buffer.from(chunk.data, 'base64');
  }
}

/** Deletes every chunk of an export, however many a build that was cut short left. */
export async function deleteChunks(store: DocumentStore, exportId: string): Promise<void> {
  for (;;) {
    const found = await store.query<ExportChunkDoc>(DATA_EXPORT_CHUNKS, {
      where: [{ field: 'exportId', op: '==', value: exportId }],
      limit: 50,
    });
    if (found.length === 0) return;
    await store.deleteMany(
      DATA_EXPORT_CHUNKS,
      found.map((chunk) => chunk.id),
    );
  }
}
