import { mapPool } from '../model/pool';
import type { ResearchDeps } from '../research-deps';
import { tablesBlock } from '../tables/table-prompt';
import type { EstimatedDocumentInput } from './estimate-extraction';
import {
  type DocumentPassages,
  documentPassages,
  type ExpectedFindings,
  expectedFindings,
  termWeights,
} from './passage-relevance';
import { type QuestionTerms, type QuestionWords, questionTerms } from './question-terms';

/**
 * The estimate reads ahead before it counts (docs/decisions/reading-economy.md, "The estimate reads ahead"): the documents a run
 * would read are downloaded and parsed with the run's own reader (no model call, no cost), all of
 * them up to a bound and a spread sample beyond, within a time budget so the Continue step stays
 * quick. Each document read brings its real text length and the findings its passages predict
 * (passage-relevance.ts); one not read takes the sample's mean findings (the guess when fewer
 * than `minSample` were read), and one whose reading failed keeps the guess from its type and size
 * (text-size.ts).
 */
export const READ_AHEAD = {
  /** Documents read at most: all of a selection this size, an evenly spread sample of a larger one. */
  maxDocuments: 40,
  /** Files larger than this are not downloaded for an estimate; their type and size stand in. */
  maxBytes: 10 * 1024 * 1024,
  /** Reads at once. */
  atOnce: 8,
  /** What reading ahead may take; documents not read by then count as not sampled. */
  timeMs: 5_000,
  /** Documents read, at least, for their mean to stand for those not read; fewer, and the guess does. */
  minSample: 10,
};

export type ReadAheadLimits = typeof READ_AHEAD;

/** What reading ahead learnt of one document: its text's length and its expected findings. */
export interface DocumentProfile {
  textChars: number;
  /** Its `<tables>` block as the run sends it beside the text (table-prompt.ts); 0 without tables. */
  tablesChars: number;
  /** Absent when the question's words are not known: its findings are then a share of its text. */
  findings?: ExpectedFindings;
}

/** Indexes of `count` items spread evenly over `total` (all of them when there are few). */
export function spreadSample(total: number, count: number): number[] {
  if (total <= count) return Array.from({ length: total }, (_, i) => i);
  return Array.from({ length: count }, (_, i) => Math.floor(((i + 0.5) * total) / count));
}

type Reading = Pick<ResearchDeps, 'drive' | 'reader'>;

/** A document read ahead: its text's length and its passages as relevance sees them. */
interface ReadAheadDocument {
  textChars: number;
  tablesChars: number;
  passages: DocumentPassages;
}

/** Reads the sample; by id, each document read, or 'failed'; those not reached in time are absent. */
async function readSample(
  deps: Reading,
  uid: string,
  sample: readonly EstimatedDocumentInput[],
  terms: QuestionTerms,
  limits: ReadAheadLimits,
): Promise<Map<string, ReadAheadDocument | 'failed'>> {
  const fetcher = deps.drive.fetcher(uid);
  const found = new Map<string, ReadAheadDocument | 'failed'>();
  let late = false;
  const reads = mapPool([...sample], limits.atOnce, async (document) => {
    if (late || !document.id) return;
    const file = { id: document.id, name: document.name ?? '', mimeType: document.mimeType };
    try {
      const read = await deps.reader.read(document.size ? { ...file, size: document.size } : file, fetcher);
      // Only the passages' lengths and terms are kept, not the text.
      if (!late)
        found.set(document.id, {
          textChars: read.text.length,
          tablesChars: tablesBlock(document.id, read.tables).join('\n').length,
          passages: documentPassages(read, file, terms),
        });
    } catch {
      // Unreadable, or Drive refused: the run meets the same, or reads it later; the guess stands.
      if (!late) found.set(document.id, 'failed');
    }
  });
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, limits.timeMs);
  });
  await Promise.race([reads, deadline]);
  late = true;
  clearTimeout(timer);
  return new Map(found);
}

/** Each document read, with its expected findings when the question's words are known. */
function profilesOf(
  found: ReadonlyMap<string, ReadAheadDocument | 'failed'>,
  terms: QuestionTerms,
): Map<string, DocumentProfile | 'failed'> {
  const read = [...found.values()].filter((d): d is ReadAheadDocument => d !== 'failed');
  // Rarity is measured over every passage read, so each document is weighed against the others.
  const weights = termWeights(read.map((d) => d.passages));
  return new Map(
    [...found].map(([id, d]) => [
      id,
      d === 'failed'
        ? d
        : {
            textChars: d.textChars,
            tablesChars: d.tablesChars,
            ...(terms.needed > 0 ? { findings: expectedFindings(d.passages, terms, weights) } : {}),
          },
    ]),
  );
}

/** The mean of the documents' expected findings; undefined when none was read. */
function meanFindings(profiles: DocumentProfile[]): ExpectedFindings | undefined {
  const expected = profiles.flatMap((p) => (p.findings ? [p.findings] : []));
  if (expected.length === 0) return undefined;
  const sum = (key: keyof ExpectedFindings) => expected.reduce((s, f) => s + f[key], 0);
  return { chars: sum('chars') / expected.length, count: sum('count') / expected.length };
}

/** The documents with what reading ahead learnt of them (see above). */
export async function readAheadForEstimate(
  deps: Reading,
  uid: string,
  documents: readonly EstimatedDocumentInput[],
  words: QuestionWords,
  limits: ReadAheadLimits = READ_AHEAD,
): Promise<EstimatedDocumentInput[]> {
  const readable = documents.filter((d) => d.id && (d.size === undefined || d.size <= limits.maxBytes));
  const sample = spreadSample(readable.length, limits.maxDocuments).map(
    (i) => readable[i] as EstimatedDocumentInput,
  );
  const terms = questionTerms(words);
  const found = profilesOf(await readSample(deps, uid, sample, terms, limits), terms);
  const profiles = [...found.values()].filter((p): p is DocumentProfile => p !== 'failed');
  // A mean of a few documents (a cold start that read only some in its time) is no sample.
  const mean =
    profiles.length >= Math.min(limits.minSample, documents.length) ? meanFindings(profiles) : undefined;
  const tables = meanTablesByType(documents, found);
  return documents.map((document) => {
    const profile = document.id ? found.get(document.id) : undefined;
    if (profile === 'failed') return document;
    if (profile) return { ...document, ...profile };
    if (!mean) return document;
    return { ...document, findings: mean, tablesChars: tables.get(document.mimeType) ?? 0 };
  });
}

/**
 * The mean `<tables>` block of the documents read, by type: a sheet or CSV past the sample is
 * sent with its tables as those read were (a type none of the read documents had shows none).
 */
function meanTablesByType(
  documents: readonly EstimatedDocumentInput[],
  found: ReadonlyMap<string, DocumentProfile | 'failed'>,
): Map<string, number> {
  const sums = new Map<string, { chars: number; count: number }>();
  for (const document of documents) {
    const profile = document.id ? found.get(document.id) : undefined;
    if (!profile || profile === 'failed') continue;
    const sum = sums.get(document.mimeType) ?? { chars: 0, count: 0 };
    sums.set(document.mimeType, { chars: sum.chars + profile.tablesChars, count: sum.count + 1 });
  }
  return new Map([...sums].map(([type, { chars, count }]) => [type, chars / count]));
}
