import { type LabelledValue, labelledValues } from './labelled-values';
import type { PromptBlocks } from './prompt-blocks';
import { capitalised, partyOf, subjectOf } from './value-subjects';

export interface DisagreementSide {
  source: number;
  value: string;
  quote: string;
  page?: number;
}

export interface Disagreement {
  subject: string;
  fact: string;
  sides: DisagreementSide[];
}

interface Stated extends LabelledValue {
  source: number;
  page: number | undefined;
  subject: string;
}

/**
 * Where the documents disagree: the conflicts the emulator can see are one labelled figure or date
 * (the same label words, "facilities budget 2026", then a value of one kind) about one subject
 * (value-subjects.ts: a document's own terms are its own, a named figure is everyone's) that
 * findings of two different sources give different values. Each side quotes its finding's sentence
 * verbatim, with the finding's page and source; the fact is the label as the first side writes it.
 * Findings are read in order, so the answer is the same for the same prompt.
 */
export function disagreementsTask(blocks: PromptBlocks): { disagreements: Disagreement[] } {
  const findings = blocks.findings ?? [];
  const parties = [...new Set(findings.map((finding) => partyOf(finding.document)))];
  const grouped = new Map<string, Stated[]>();
  for (const finding of findings) {
    if (finding.source === undefined) continue;
    for (const stated of labelledValues(finding.text)) {
      const { key, subject } = subjectOf(stated, finding.document, parties);
      const group = `${stated.kind}\u0000${key}`;
      grouped.set(group, [
        ...(grouped.get(group) ?? []),
        { ...stated, subject, source: finding.source, page: finding.page },
      ]);
    }
  }
  const disagreements: Disagreement[] = [];
  for (const stated of grouped.values()) {
    const sides = distinctSides(stated);
    const sources = new Set(sides.map((s) => s.source));
    const values = new Set(sides.map((s) => s.normalized));
    if (sources.size < 2 || values.size < 2) continue;
    const first = sides[0] as Stated;
    disagreements.push({
      subject: first.subject,
      fact: capitalised(first.label),
      sides: sides.map((s) => ({
        source: s.source,
        value: s.value,
        quote: s.sentence,
        ...(s.page !== undefined ? { page: s.page } : {}),
      })),
    });
  }
  return { disagreements };
}

/** One side per source and value: the first finding that states it. */
function distinctSides(stated: Stated[]): Stated[] {
  const seen = new Set<string>();
  return stated.filter((s) => {
    const key = `${s.source}\u0000${s.normalized}`;
    return !seen.has(key) && Boolean(seen.add(key));
  });
}
