import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ParsingDocumentReader } from '../../functions/src/adapters/parsers/document-reader';
import { ParsePool } from '../../functions/src/adapters/parsers/parse-pool';
import { REALISTIC_TYPES, type RealisticType, realisticName, realisticTypeOf } from './realistic-corpus';

/** The MIME type each realistic document is read as: a Google Doc as its text export, as Drive sends it. */
const MIME: Record<RealisticType, string> = {
  PDF: 'application/pdf',
  Word: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  Excel: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'Google Docs': 'text/plain',
  CSV: 'text/csv',
};
/** Threads the documents are parsed on, as the app's PARSE_THREADS (0: in the bench's own thread). */
const THREADS = Number(process.env.PARSE_THREADS ?? 2);
/** Documents read at once, as a run starts reading (RESEARCH_CONCURRENCY). */
const AT_ONCE = Number(process.env.RESEARCH_CONCURRENCY ?? 4);

export interface TypeParsing {
  type: RealisticType;
  documents: number;
  meanKb: number;
  mbPerSecond: number;
  cpuMsPerDocument: number;
  /** The longest the event loop of the process reading the documents was held while they were parsed. */
  loopHeldMs: number;
  failed: number;
}

/** A document of the corpus read by `reader` from a fresh copy of its bytes, as a download is. */
async function readOne(reader: ParsingDocumentReader, dir: string, i: number): Promise<boolean> {
  const sample = fs.readFileSync(path.join(dir, realisticName(i)));
  const type = realisticTypeOf(i);
  const fetcher = { download: async () => sample, export: async () => sample };
  const document = { id: String(i), name: realisticName(i), mimeType: MIME[type] };
  return reader.read(document, fetcher).then(
    () => true,
    () => false,
  );
}

/**
 * The longest gap between two turns of the event loop from now until stop(), a gap still open at
 * the end included (a loop held throughout never gets to record it otherwise).
 */
function loopWatch(): { stop(): number } {
  let last = performance.now();
  let longest = 0;
  const tick = () => {
    const now = performance.now();
    longest = Math.max(longest, now - last);
    last = now;
  };
  const timer = setInterval(tick, 5);
  return {
    stop() {
      clearInterval(timer);
      tick();
      return longest;
    },
  };
}

/**
 * The documents of one type among the first `count`, AT_ONCE at a time, timed and costed. The
 * type's first document is read once per thread beforehand, so a thread's start and its parser's
 * first import (once per process in the app) are not counted against the type.
 */
async function parseType(reader: ParsingDocumentReader, dir: string, count: number, type: RealisticType) {
  const indexes = Array.from({ length: count }, (_, i) => i).filter((i) => realisticTypeOf(i) === type);
  await Promise.all(
    Array.from({ length: Math.max(1, THREADS) }, () => readOne(reader, dir, indexes[0] ?? 0)),
  );
  const bytes = indexes.reduce((sum, i) => sum + fs.statSync(path.join(dir, realisticName(i))).size, 0);
  const loop = loopWatch();
  const cpu = process.cpuUsage();
  const started = performance.now();
  let failed = 0;
  const queue = [...indexes];
  const lane = async () => {
    for (let i = queue.shift(); i !== undefined; i = queue.shift())
      if (!(await readOne(reader, dir, i))) failed++;
  };
  await Promise.all(Array.from({ length: AT_ONCE }, lane));
  const wallMs = performance.now() - started;
  const used = process.cpuUsage(cpu);
  const loopHeldMs = loop.stop();
  return {
    type,
    documents: indexes.length,
    meanKb: bytes / indexes.length / 1024,
    mbPerSecond: bytes / 1024 / 1024 / (wallMs / 1000),
    cpuMsPerDocument: (used.user + used.system) / 1000 / indexes.length,
    loopHeldMs,
    failed,
  };
}

/**
 * The first `count` documents of the corpus read by the pipeline's own reader, composed as the app
 * composes it (parsing on PARSE_THREADS threads), AT_ONCE at a time: per type, MB of source per
 * second of wall time, the process's CPU time (user + system, all its threads) per document, and
 * the longest the reading process's event loop was held.
 */
export async function realisticParsing(dir: string, count: number): Promise<TypeParsing[]> {
  const pool = new ParsePool(THREADS);
  const reader = new ParsingDocumentReader({}, pool);
  const rows: TypeParsing[] = [];
  try {
    for (const type of REALISTIC_TYPES) rows.push(await parseType(reader, dir, count, type));
  } finally {
    await pool.close();
  }
  return rows;
}

// `npx tsx scripts/bench/realistic-parsing.ts <corpus dir> [documents]`: the parsing part alone.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [dir, count] = process.argv.slice(2);
  if (!dir) throw new Error('Usage: realistic-parsing.ts <corpus dir> [documents]');
  for (const p of await realisticParsing(dir, Number(count ?? 100))) {
    console.log(
      `parse ${p.type}: ${p.mbPerSecond.toFixed(2)} MB/s, ${p.cpuMsPerDocument.toFixed(0)} CPU ms per document ` +
        `(mean ${p.meanKb.toFixed(0)} KB), event loop held up to ${p.loopHeldMs.toFixed(0)} ms, ${p.failed} unreadable`,
    );
  }
}
