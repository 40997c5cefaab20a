import type { DocumentStore } from '../../../ports/document-store.port';
import type { TextFingerprint } from '../../research/extraction/text-fingerprint';

/**
 * watchStartTexts/{reportId}_t{n} (docs/decisions/watching.md): the report's matching documents as they were
 * when its watch was switched on, as fingerprints only (hashes, never the text). The baseline run
 * started then may read a document after an edit that came after the switch; its comparison goes by
 * these instead, so that edit still counts as a change. Kept until the first comparison with that
 * baseline, then deleted.
 */
export const WATCH_START_TEXTS = 'watchStartTexts';

export interface StartText {
  reportId: string;
  documentId: string;
  /** Null when the document could not be read at the switch: its state then is unknown. */
  fingerprint: TextFingerprint | null;
}

export function startTextIds(reportId: string, count: number): string[] {
  return Array.from({ length: count }, (_, index) => `${reportId}_t${index}`);
}

/** Keeps the texts (replacing any of an earlier switch); answers how many were kept. */
export async function keepStartTexts(
  store: DocumentStore,
  reportId: string,
  texts: Omit<StartText, 'reportId'>[],
): Promise<number> {
  const ids = startTextIds(reportId, texts.length);
  await Promise.all(
    texts.map((text, index) => store.set(WATCH_START_TEXTS, ids[index]!, { reportId, ...text })),
  );
  return texts.length;
}

/** The texts by document id: a fingerprint, or null when the document could not be read then. */
export async function readStartTexts(
  store: Pick<DocumentStore, 'getAll'>,
  reportId: string,
  count: number,
): Promise<Map<string, TextFingerprint | null>> {
  const docs = await store.getAll<StartText & Record<string, unknown>>(
    WATCH_START_TEXTS,
    startTextIds(reportId, count),
  );
  return new Map(docs.flatMap((doc) => (doc ? [[doc.documentId, doc.fingerprint] as const] : [])));
}
