import fs from 'node:fs';
import path from 'node:path';
import { ParsingDocumentReader } from '../../functions/src/adapters/parsers/document-reader';
import { REALISTIC_TYPES, type RealisticType, realisticName, realisticTypeOf } from './realistic-corpus';

/** The MIME type each realistic document is read as: a Google Doc as its text export, as Drive sends it. */
const MIME: Record<RealisticType, string> = {
  PDF: 'application/pdf',
  Word: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  Excel: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'Google Docs': 'text/plain',
  CSV: 'text/csv',
};

export interface TypeParsing {
  type: RealisticType;
  documents: number;
  meanKb: number;
  mbPerSecond: number;
  cpuMsPerDocument: number;
  failed: number;
}

/** The documents of one type among the first `count`, each read once, timed and costed. */
async function parseType(dir: string, count: number, type: RealisticType): Promise<TypeParsing> {
  const reader = new ParsingDocumentReader();
  const indexes = Array.from({ length: count }, (_, i) => i).filter((i) => realisticTypeOf(i) === type);
  let bytes = 0;
  let failed = 0;
  let wallMs = 0;
  let cpuMicros = 0;
  for (const i of indexes) {
    const sample = fs.readFileSync(path.join(dir, realisticName(i)));
    const fetcher = { download: async () => sample, export: async () => sample };
    const document = { id: String(i), name: realisticName(i), mimeType: MIME[type] };
    const cpu = process.cpuUsage();
    const started = performance.now();
    await reader.read(document, fetcher).catch(() => {
      failed++;
    });
    wallMs += performance.now() - started;
    const used = process.cpuUsage(cpu);
    cpuMicros += used.user + used.system;
    bytes += sample.length;
  }
  return {
    type,
    documents: indexes.length,
    meanKb: bytes / indexes.length / 1024,
    mbPerSecond: bytes / 1024 / 1024 / (wallMs / 1000),
    cpuMsPerDocument: cpuMicros / 1000 / indexes.length,
    failed,
  };
}

/**
 * The first `count` documents of the corpus, each read once by the pipeline's own reader: per type,
 * MB of source per second of wall time and the process's CPU time (user + system, all its threads)
 * per document.
 */
export async function realisticParsing(dir: string, count: number): Promise<TypeParsing[]> {
  const rows: TypeParsing[] = [];
  for (const type of REALISTIC_TYPES) rows.push(await parseType(dir, count, type));
  return rows;
}
