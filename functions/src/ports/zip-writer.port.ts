/**
 * Writes a zip archive as a stream (docs/architecture/accounts-and-data.md: the download of one's data): files go in one
 * after another and the archive's bytes come out to `sink` as they are made, so a large archive
 * never sits whole in memory. Each `add` resolves once its bytes have been handed to the sink.
 */
export interface ZipArchive {
  add(path: string, content: string | Uint8Array): Promise<void>;
  /** Writes the archive's directory; the sink has every byte once it resolves. */
  finish(): Promise<void>;
}

/** Where an archive's bytes go, in order; the archive waits for each write. */
export type ZipSink = (bytes: Uint8Array) => Promise<void>;

export interface ZipWriter {
  /** A new archive whose files carry `modified` as their time. */
  open(sink: ZipSink, modified: Date): ZipArchive;
}
