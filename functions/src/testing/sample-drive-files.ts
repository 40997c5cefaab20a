import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { DocumentFetcher } from '../ports/document-reader.port';

/** Maya Chen's sample drive: real PDF, Word, Excel and text files, read from disk as test data. */
const MAYA = fileURLToPath(new URL('../../../emulators/drive/maya.chen@northwind.test/', import.meta.url));

export function sampleFile(relativePath: string): Buffer {
  return fs.readFileSync(MAYA + relativePath);
}

/** A fetcher answering every download and export with `bytes`, remembering what was asked. */
export function fetcherOf(bytes: Buffer): DocumentFetcher & { calls: string[] } {
  const calls: string[] = [];
  return {
    calls,
    async download(fileId) {
      calls.push(`download ${fileId}`);
      return bytes;
    },
    async export(fileId, mimeType) {
      calls.push(`export ${fileId} as ${mimeType}`);
      return bytes;
    },
  };
}

export function failingFetcher(error: unknown): DocumentFetcher {
  return {
    download: () => Promise.reject(error),
    export: () => Promise.reject(error),
  };
}
