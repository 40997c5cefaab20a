import type { WatchChangeCounts } from '@quarry/contracts/watch';
import type { EvidenceRow } from '../research/evidence-table';
import { skeletonOf } from '../research/verify-quotes';

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
 * What changed between two runs of a watched report, on its cited facts (DESIGN section 22): the
 * verified findings each document gave, not the report's wording. Identical when no document says
 * anything new, however the prose was written.
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

interface Fact {
  key: string;
  /** The same sentence with its figures blanked: a finding whose figures changed keeps its shape. */
  shape: string;
  text: string;
  page?: number;
}

const FIGURES = /[\p{N}][\p{N}.,:/-]*/gu;

function factsOf(row: EvidenceRow): Fact[] {
  const seen = new Set<string>();
  return row.findings.flatMap((finding) => {
    // A quote the check could not find in the document is no fact (issue 29).
    if (finding.verified === false) return [];
    const key = skeletonOf(finding.text);
    if (!key || seen.has(key)) return [];
    seen.add(key);
    const shape = key.replace(FIGURES, '#');
    return [{ key, shape, text: finding.text, ...(finding.page ? { page: finding.page } : {}) }];
  });
}

/** Documents that gave at least one fact, by id. */
function sourcesOf(table: readonly EvidenceRow[]): Map<string, { row: EvidenceRow; facts: Fact[] }> {
  const out = new Map<string, { row: EvidenceRow; facts: Fact[] }>();
  for (const row of table) {
    const facts = factsOf(row);
    if (facts.length > 0) out.set(row.documentId, { row, facts });
  }
  return out;
}

const line = (row: EvidenceRow, fact: Fact): FactLine => ({
  documentId: row.documentId,
  source: row.name,
  text: fact.text,
  ...(fact.page ? { page: fact.page } : {}),
});

/**
 * Compares a watched report's new evidence table with the one it last reported on. A document the
 * new run failed to read is left out of the comparison (a failed read is no evidence that its facts
 * are gone); one it read with no relevant data now is a source dropped.
 */
export function factChanges(before: readonly EvidenceRow[], after: readonly EvidenceRow[]): FactChanges {
  const then = sourcesOf(before);
  const now = sourcesOf(after);
  const unreadNow = new Set(after.filter((row) => row.outcome === 'failed').map((row) => row.documentId));
  const result: FactChanges = {
    changed: false,
    counts: { newFindings: 0, changedFindings: 0, droppedFindings: 0, newSources: 0, droppedSources: 0 },
    newFindings: [],
    changedFindings: [],
    droppedFindings: [],
    newSources: [],
    droppedSources: [],
  };
  for (const [id, { row, facts }] of now) {
    const old = then.get(id);
    if (!old) result.newSources.push(row.name);
    const oldKeys = new Set(old?.facts.map((f) => f.key));
    const added = facts.filter((f) => !oldKeys.has(f.key));
    const keys = new Set(facts.map((f) => f.key));
    const gone = (old?.facts ?? []).filter((f) => !keys.has(f.key));
    for (const fact of added) {
      const was = gone.findIndex((g) => g.shape === fact.shape);
      if (was >= 0) {
        const [previous] = gone.splice(was, 1);
        result.changedFindings.push({
          documentId: id,
          source: row.name,
          before: previous!.text,
          after: fact.text,
          ...(fact.page ? { page: fact.page } : {}),
        });
      } else result.newFindings.push(line(row, fact));
    }
    for (const fact of gone) result.droppedFindings.push(line(old!.row, fact));
  }
  for (const [id, { row, facts }] of then) {
    if (now.has(id) || unreadNow.has(id)) continue;
    result.droppedSources.push(row.name);
    for (const fact of facts) result.droppedFindings.push(line(row, fact));
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
