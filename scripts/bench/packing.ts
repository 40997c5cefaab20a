import type { StreamEvent } from '@quarry/contracts/research';
import { startBenchRun } from './bench-run';

/**
 * What packing small documents into shared extraction calls saves (docs/decisions/reading-economy.md): extraction calls and
 * input tokens per document, packed (the app's defaults) and unpacked (RESEARCH_PACK_MAX_DOCUMENTS=1,
 * every document asked alone, as before), and the same for documents too large to share a call.
 */

/** Packing off: each document asked alone. */
export const UNPACKED_APP = { RESEARCH_PACK_MAX_DOCUMENTS: '1' };
/** The filler repeated this often makes documents of about 30 KB, over the share limit (20,000). */
const LARGE_FILLER = 400;
const LARGE_DOCUMENTS = 20;

export interface Reading {
  documents: number;
  extractionCalls: number;
  /** Input tokens of the run's extraction calls (Gemini's usageMetadata, as the run tallies it). */
  inputTokens: number;
  /** The documents' own text in tokens (characters / 4, as the emulator counts). */
  documentTokens: number;
}

/** (input tokens of extraction calls / documents) / (document tokens / document): 1 is no overhead. */
export function overheadRatio(reading: Reading): number {
  return reading.inputTokens / reading.documentTokens;
}

/** What one run's extraction took, from its complete event and the emulator's calls. */
export function readingOf(
  documents: number,
  events: StreamEvent[],
  extractionCalls: number,
  driveChars: number,
): Reading {
  const complete = events.find((e) => e.type === 'complete');
  if (complete?.type !== 'complete')
    throw new Error(`The run did not complete: ${JSON.stringify(events.at(-1))}`);
  return {
    documents,
    extractionCalls,
    inputTokens: complete.usage?.byStep.extraction.input ?? 0,
    documentTokens: driveChars / 4,
  };
}

/** One untimed run over `count` documents with these app settings. */
export async function readOnce(
  count: number,
  app: Record<string, string>,
  filler?: number,
): Promise<Reading> {
  const bench = await startBenchRun(count, app, filler);
  try {
    await bench.control('reset');
    const { events } = await bench.ask();
    const stats = await bench.read<{ byTask: Record<string, number> }>('stats');
    return readingOf(count, events, stats.byTask.extraction ?? 0, bench.driveChars);
  } finally {
    await bench.stop();
  }
}

/** Documents too large to share: asked alone whether packing is on or off. */
export async function largeDocuments(
  app: Record<string, string>,
): Promise<{ packed: Reading; unpacked: Reading }> {
  const packed = await readOnce(LARGE_DOCUMENTS, app, LARGE_FILLER);
  const unpacked = await readOnce(LARGE_DOCUMENTS, { ...app, ...UNPACKED_APP }, LARGE_FILLER);
  return { packed, unpacked };
}

const perDocument = (r: Reading) => (r.extractionCalls / r.documents).toFixed(2);
const tokensPerDocument = (r: Reading) => Math.round(r.inputTokens / r.documents);

/** The section's table: packed against unpacked at each size, and the large documents. */
export function packingTable(
  rows: { packed: Reading; unpacked: Reading }[],
  large: { packed: Reading; unpacked: Reading },
): string {
  const line = (label: string, { packed, unpacked }: { packed: Reading; unpacked: Reading }) =>
    `| ${label} | ${perDocument(packed)} | ${perDocument(unpacked)} | ${Math.round(packed.documentTokens / packed.documents)} | ${tokensPerDocument(packed)} | ${tokensPerDocument(unpacked)} | ${overheadRatio(packed).toFixed(2)} | ${overheadRatio(unpacked).toFixed(2)} | ${((overheadRatio(packed) - 1) / (overheadRatio(unpacked) - 1)).toFixed(2)} |`;
  return [
    '| documents | extraction calls per document, packed | unpacked | document tokens per document | input tokens per document, packed | unpacked | overhead ratio, packed | unpacked | overhead packed / unpacked |',
    '|---|---|---|---|---|---|---|---|---|',
    ...rows.map((row) => line(String(row.packed.documents), row)),
    line(`${large.packed.documents} large (about 30 KB each)`, large),
  ].join('\n');
}
