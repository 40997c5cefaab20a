import type { ExtractionOutcome } from '../extraction/extract-document';

/** How many of a run's checked quotes were found: the footer's 'Quotes verified: V of T'. */
export function quoteTally(outcomes: ExtractionOutcome[]): { verified: number; total: number } {
  let verified = 0;
  let total = 0;
  for (const outcome of outcomes) {
    if (outcome.status !== 'data') continue;
    for (const finding of outcome.findings) {
      if (finding.verified === undefined) continue;
      total += 1;
      if (finding.verified) verified += 1;
    }
  }
  return { verified, total };
}

/** A document's quotes not found in it, as the coverage table says it; '' when there are none. */
export function unverifiedText(outcome: ExtractionOutcome): string {
  if (outcome.status !== 'data') return '';
  const missing = outcome.findings.filter((finding) => finding.verified === false).length;
  if (missing === 0) return '';
  return `${missing} quote${missing === 1 ? '' : 's'} could not be found in the document`;
}
