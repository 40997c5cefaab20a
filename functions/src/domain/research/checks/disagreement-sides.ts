import {
  DISAGREEMENTS_MAX,
  type Disagreement,
  type DisagreementSide,
  EVIDENCE_QUOTE_MAX_CHARS,
} from '@quarry/contracts/report';
import { z } from 'zod';
import type { CitedFinding } from '../extraction/findings';
import { quoteChecker } from '../extraction/verify-quotes';
import { factNamingSubject, sidesOfSubject } from './disagreement-subject';

/** The model's answer as it is read: loose, because each side is checked on its own below. */
export const DisagreementsAnswer = z.object({
  disagreements: z
    .array(
      z.object({
        /** What the sides are about (a contract, a site, a year's budget); the fact when absent. */
        subject: z.string().nullish(),
        fact: z.string(),
        sides: z.array(
          z.object({
            source: z.number(),
            value: z.string(),
            quote: z.string(),
            page: z.number().nullish(),
          }),
        ),
      }),
    )
    .default([]),
});
export type DisagreementsAnswer = z.infer<typeof DisagreementsAnswer>;

const SIDES_MAX = 10;
const TEXT_MAX = 500;

function clip(text: string, max: number): string {
  const trimmed = text.replace(/\s+/g, ' ').trim();
  return trimmed.length <= max ? trimmed : `${trimmed.slice(0, max - 1)}…`;
}

/** '$92,000' and '92000' are one value; 'Q3' and 'q3' too. */
function valueKey(value: string): string {
  return value
    .toLowerCase()
    .replace(/[\s,$€£]/g, '')
    .replace(/\.$/, '');
}

/**
 * Where a quote stands among one source's findings: the finding that holds it (compared as
 * verify-quotes.ts compares a quote with its document), or undefined when none does.
 */
function holderOf(
  quote: string,
  findings: CitedFinding[],
  checkers: Map<CitedFinding, ReturnType<typeof quoteChecker>>,
): CitedFinding | undefined {
  return findings.find((finding) => {
    let check = checkers.get(finding);
    if (!check) {
      check = quoteChecker({ text: finding.text });
      checkers.set(finding, check);
    }
    return check(quote).verified;
  });
}

/**
 * The answer's conflicts that the findings bear out (docs/decisions/disagreements.md): a side stands only when its
 * source is one of the findings' and its quote is among that source's verified findings (its page
 * is then that finding's, whatever the model said), and only when it speaks of the conflict's
 * subject (disagreement-subject.ts: different documents' own terms are never one subject; docs/decisions/disagreements.md); a conflict stands only with two sides or more from two sources or more that give
 * different values. A quote the findings do not hold supports nothing, as in the report.
 */
export function checkedDisagreements(answer: DisagreementsAnswer, findings: CitedFinding[]): Disagreement[] {
  const bySource = new Map<number, CitedFinding[]>();
  for (const finding of findings)
    bySource.set(finding.source, [...(bySource.get(finding.source) ?? []), finding]);
  const checkers = new Map<CitedFinding, ReturnType<typeof quoteChecker>>();
  const kept: Disagreement[] = [];
  for (const conflict of answer.disagreements) {
    const fact = clip(conflict.fact, TEXT_MAX);
    const subject = clip(conflict.subject ?? '', TEXT_MAX) || fact;
    if (!fact) continue;
    const seen = new Set<string>();
    const held = conflict.sides.flatMap((side) => {
      const value = clip(side.value, TEXT_MAX);
      const own = bySource.get(side.source);
      if (!value || !own || !side.quote.trim()) return [];
      const holder = holderOf(side.quote, own, checkers);
      const key = `${side.source}\u0000${valueKey(value)}`;
      if (!holder || seen.has(key)) return [];
      seen.add(key);
      return [
        {
          side: sideOf(side.source, value, side.quote, holder),
          finding: holder.text,
          document: holder.document,
          value,
        },
      ];
    });
    const shown = sidesOfSubject(subject, fact, held)
      .map((h) => h.side)
      .slice(0, SIDES_MAX);
    if (!disagrees(shown)) continue;
    kept.push({ fact: clip(factNamingSubject(fact, subject), TEXT_MAX), subject, sides: shown });
    if (kept.length >= DISAGREEMENTS_MAX) break;
  }
  return kept;
}

function sideOf(source: number, value: string, quote: string, holder: CitedFinding): DisagreementSide {
  return {
    source,
    value,
    quote: clip(quote, EVIDENCE_QUOTE_MAX_CHARS),
    ...(holder.page ? { page: holder.page } : {}),
  };
}

/** Two sides of different sources give different values. */
function disagrees(sides: { source: number; value: string }[]): boolean {
  return sides.some((a) =>
    sides.some((b) => a.source !== b.source && valueKey(a.value) !== valueKey(b.value)),
  );
}
