import { strToU8, Zip, ZipDeflate } from 'fflate';
import type { ZipArchive, ZipSink, ZipWriter } from '../../ports/zip-writer.port';

/**
 * Zip archives with fflate, a small pure-JavaScript zip library: each file is deflated on this
 * thread as it is added, and the archive's bytes are handed to the sink one piece at a time.
 */
export class FflateZipWriter implements ZipWriter {
  open(sink: ZipSink, modified: Date): ZipArchive {
    // fflate calls back synchronously as it deflates: the pieces wait here for the sink, in order.
    const pending: Uint8Array[] = [];
    let failure: Error | null = null;
    let ended = false;
    const zip = new Zip((error, data, final) => {
      if (error) failure = error;
      else pending.push(data);
      if (final) ended = true;
    });
    const drain = async () => {
      if (failure) throw failure;
      while (pending.length > 0) {
        const piece = pending.shift() as Uint8Array;
        await sink(piece);
      }
    };
    return {
      async add(path, content) {
        const file = new ZipDeflate(path, { level: 6 });
        file.mtime = modified;
        zip.add(file);
        file.push(typeof content === 'string' ? strToU8(content) : content, true);
        await drain();
      },
      async finish() {
        zip.end();
        await drain();
        if (!ended) throw new Error('The zip archive did not end');
      },
    };
  }
}
