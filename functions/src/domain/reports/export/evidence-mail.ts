import { DISAGREEMENTS_TITLE, type ReportEvidence } from '@quarry/contracts/report';
import { escapeHtml } from '../../shared/escape-html';
import {
  disagreementLine,
  type NamedDisagreement,
  namedDisagreements,
  sidePhrase,
} from './named-disagreements';

/**
 * What an e-mail tells of a report's checks (docs/architecture/evidence.md): how many quotes were found in their
 * documents, and where the documents disagree. Plain text and plain HTML: no image, no style sheet,
 * no link to a document, so nothing in it loads anything.
 */
export interface EvidenceChecks {
  /** "Quotes verified: 11 of 12.", as the report's footer says it; null before the change docs/decisions/evidence.md records. */
  quotesVerified: string | null;
  disagreements: NamedDisagreement[];
}

/** The footer's sentence (usageLine in report-markdown.ts): digits only, so HTML escaping never touches it. */
const QUOTES_VERIFIED = /Quotes verified: \d+ of \d+\./;

/**
 * The checks of a report as its reader may see them: `reportHtml` is the version they get (its
 * footer is the same in both), `evidence` already redacted where the owner keeps the documents.
 */
export function evidenceChecks(
  reportHtml: string,
  evidence: ReportEvidence | null | undefined,
): EvidenceChecks {
  return {
    quotesVerified: QUOTES_VERIFIED.exec(reportHtml)?.[0] ?? null,
    disagreements: namedDisagreements(evidence),
  };
}

/** The checks as lines of the text part; none when there is nothing to tell. */
export function checksText(checks: EvidenceChecks | null | undefined): string[] {
  if (!checks) return [];
  const lines: string[] = [];
  if (checks.disagreements.length > 0) {
    lines.push('', DISAGREEMENTS_TITLE, ...checks.disagreements.map((d) => `- ${disagreementLine(d)}`));
  }
  if (checks.quotesVerified) lines.push('', checks.quotesVerified);
  return lines;
}

/** The checks as HTML lines, `heading` wrapping the box's title as the e-mail titles its parts. */
export function checksHtml(
  checks: EvidenceChecks | null | undefined,
  heading: (title: string) => string,
): string[] {
  if (!checks) return [];
  const parts: string[] = [];
  if (checks.disagreements.length > 0) {
    const items = checks.disagreements.map(
      ({ fact, sides }) =>
        `<li><strong>${escapeHtml(fact)}</strong>: ${escapeHtml(sides.map(sidePhrase).join('; '))}</li>`,
    );
    parts.push(heading(escapeHtml(DISAGREEMENTS_TITLE)), `<ul>${items.join('')}</ul>`);
  }
  if (checks.quotesVerified) parts.push(`<p>${escapeHtml(checks.quotesVerified)}</p>`);
  return parts;
}
