import type { Finding } from './extraction-task';

/**
 * Faults of an extraction's quotes (docs/decisions/evidence.md), as a model that hallucinates writes them:
 * `invent-quote` alters the first finding into words the document does not hold (its figures
 * changed, or a claim added), `misplace-page` names the page after the one it is on. Quarry's quote
 * check must catch both.
 */
export const QUOTE_FAULTS = ['invent-quote', 'misplace-page'] as const;
export type QuoteFaultKind = (typeof QUOTE_FAULTS)[number];

export function isQuoteFault(kind: string): kind is QuoteFaultKind {
  return (QUOTE_FAULTS as readonly string[]).includes(kind);
}

/** Every digit moved by three (87,300 → 10,633): a figure the document does not hold. */
function invented(text: string): string {
  if (/\d/.test(text)) return text.replace(/\d/g, (digit) => String((Number(digit) + 3) % 10));
  return `It was confirmed in writing that ${text.charAt(0).toLowerCase()}${text.slice(1)}`;
}

/** The answer with its first finding made wrong the fault's way; an answer without data is left whole. */
export function withQuoteFault<A extends { hasData: boolean; findings: Finding[] }>(
  answer: A,
  kind: QuoteFaultKind,
): A {
  const [first, ...rest] = answer.findings;
  if (!first) return answer;
  const wrong: Finding =
    kind === 'invent-quote'
      ? { ...first, text: invented(first.text) }
      : { ...first, page: (first.page ?? 1) + 1 };
  return { ...answer, findings: [wrong, ...rest] };
}
