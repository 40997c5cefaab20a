import type { WatchChangeCounts } from '@quarry/contracts/watch';
import type { EvidenceRow } from '../../research/extraction/evidence-table';
import { type Fact, factsOf, sameText, stillSays } from './fact-match';

/** One finding, as the 'what changed' e-mail names it. */
export interface FactLine {
  documentId: string;
  source: string;
  text: string;
  page?: number;
}

/** A finding of the same document that now says something else (its figures or dates moved). */
export interface ChangedFact {
  documentId: string;
  source: string;
  before: string;
  after: string;
  page?: number;
}

/**
 * What changed between two runs of a watched report, on its cited facts (docs/architecture/watching.md): the verified findings each document gave, not the report's wording nor which passages the
 * model chose to quote. Identical when no document says anything new, however the prose was written.
 */
export interface FactChanges {
  changed: boolean;
  counts: WatchChangeCounts;
  newFindings: FactLine[];
  changedFindings: ChangedFact[];
  droppedFindings: FactLine[];
  newSources: string[];
  droppedSources: string[];
}

type Row = EvidenceRow | undefined;

const line = (row: EvidenceRow, fact: Fact): FactLine => ({
  documentId: row.documentId,
  source: row.name,
  text: fact.text,
  ...(fact.page ? { page: fact.page } : {}),
});

/**
 * One document's facts compared (`then` as the earlier run read it, `now` as the new one did): a
 * fact is dropped only when the new text no longer says it, new only when the earlier text did not
 * say it, and changed when one of each has the same shape (the same words, other figures).
 */
function compareDocument(then: Row, now: Row, into: FactChanges): void {
  if (sameText(then, now)) return;
  const old = factsOf(then);
  const current = factsOf(now);
  const gone = old.filter((fact) => !stillSays(now, current, fact));
  const added = current.filter((fact) => !stillSays(then, old, fact));
  for (const fact of added) {
    const was = gone.findIndex((g) => g.shape === fact.shape);
    if (was < 0) {
      into.newFindings.push(line(now as EvidenceRow, fact));
      continue;
    }
    const [previous] = gone.splice(was, 1);
    into.changedFindings.push({
      documentId: (now as EvidenceRow).documentId,
      source: (now as EvidenceRow).name,
      before: (previous as Fact).text,
      after: fact.text,
      ...(fact.page ? { page: fact.page } : {}),
    });
  }
  for (const fact of gone) into.droppedFindings.push(line(then as EvidenceRow, fact));
}

/**
 * A document of the earlier run that is gone from the new one and one that arrived are the same
 * document moved or renamed when they hold the same words (their fingerprints agree) or each says
 * every fact of the other: a drive where a rename gives the file a new id (the Drive emulator's
 * ids are its paths) then reports nothing, as Drive itself would keep the id.
 */
function renamed(gone: EvidenceRow, arrived: EvidenceRow): boolean {
  if (sameText(gone, arrived)) return true;
  const old = factsOf(gone);
  const current = factsOf(arrived);
  if (old.length === 0 || current.length === 0) return false;
  return old.every((f) => stillSays(arrived, current, f)) && current.every((f) => stillSays(gone, old, f));
}

const byId = (table: readonly EvidenceRow[]) => new Map(table.map((row) => [row.documentId, row]));

/**
 * Compares a watched report's new evidence table with the one it last reported on, by evidence
 * (document and verified quote), never by the model's wording or its choice of passages. A document
 * the new run failed to read is left out (a failed read is no evidence that its facts are gone); one
 * it read with nothing relevant now drops the facts its text no longer says.
 */
export function factChanges(before: readonly EvidenceRow[], after: readonly EvidenceRow[]): FactChanges {
  const then = byId(before);
  const now = byId(after);
  const result: FactChanges = {
    changed: false,
    counts: { newFindings: 0, changedFindings: 0, droppedFindings: 0, newSources: 0, droppedSources: 0 },
    newFindings: [],
    changedFindings: [],
    droppedFindings: [],
    newSources: [],
    droppedSources: [],
  };
  const arrived = after.filter((row) => !then.has(row.documentId));
  const pairs = new Map<string, EvidenceRow>();
  for (const row of before) {
    if (now.has(row.documentId)) continue;
    const twin = arrived.find((candidate) => !pairs.has(candidate.documentId) && renamed(row, candidate));
    if (twin) pairs.set(twin.documentId, row);
  }
  const earlier = (row: EvidenceRow) => then.get(row.documentId) ?? pairs.get(row.documentId);
  for (const row of after) {
    if (row.outcome === 'failed') continue;
    const was = earlier(row);
    const gaveFacts = (r: Row) => factsOf(r).length > 0;
    if (gaveFacts(row) && !gaveFacts(was)) result.newSources.push(row.name);
    if (!gaveFacts(row) && gaveFacts(was) && !sameText(was, row)) result.droppedSources.push(row.name);
    compareDocument(was, row, result);
  }
  const paired = new Set([...pairs.values()].map((row) => row.documentId));
  for (const row of before) {
    if (now.has(row.documentId) || paired.has(row.documentId)) continue;
    if (factsOf(row).length > 0) result.droppedSources.push(row.name);
    compareDocument(row, undefined, result);
  }
  result.counts = {
    newFindings: result.newFindings.length,
    changedFindings: result.changedFindings.length,
    droppedFindings: result.droppedFindings.length,
    newSources: result.newSources.length,
    droppedSources: result.droppedSources.length,
  };
  result.changed = Object.values(result.counts).some((n) => n > 0);
  return result;
}
