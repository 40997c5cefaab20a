import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

/**
 * Extracted text on disk, by content: a search that needs a file's words again (a phrase to check
 * in order, the Gemini emulator's word counts) reads them back instead of parsing the file again,
 * and keeping them costs no memory. It lives in the emulators' state folder (a fresh stack starts
 * cold, as a bench wants), or without one in a folder of the machine's temporary directory that
 * emulator processes share, which is safe because a key names the content, the extraction and its
 * limit; raise VERSION when extraction changes what it gives.
 */
const VERSION = 1;

export class TextCache {
  private readonly dir: string;

  constructor(stateDir?: string) {
    this.dir = stateDir
      ? path.join(stateDir, `drive-text-v${VERSION}`)
      : path.join(os.tmpdir(), `quarry-drive-text-v${VERSION}`);
  }

  key(...parts: (string | number)[]): string {
    return crypto.createHash('sha256').update(parts.join('\0')).digest('hex').slice(0, 32);
  }

  async read(key: string): Promise<string | undefined> {
    return fs.readFile(this.file(key), 'utf8').catch(() => undefined);
  }

  /** Written whole or not at all (a temporary file renamed), so a reader never sees half a text. */
  async write(key: string, text: string): Promise<void> {
    const file = this.file(key);
    const partial = `${file}.${process.pid}.${crypto.randomUUID()}.partial`;
    try {
      await fs.mkdir(this.dir, { recursive: true });
      await fs.writeFile(partial, text);
      await fs.rename(partial, file);
    } catch {
      // The cache only saves work: without it the text is extracted again next time.
      await fs.rm(partial, { force: true });
    }
  }

  private file(key: string): string {
    return path.join(this.dir, `${key}.txt`);
  }
}
