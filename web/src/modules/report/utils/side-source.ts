import type { DisagreementSide, ReportCitation } from '@quarry/contracts/report';
import { isWebAddress } from '@quarry/contracts/report-html';

/**
 * How a disagreement's side names its source: "Budget 2026.xlsx [1]" with the document's address
 * where it has a web one; "Source 1" and no address where the view hides the documents (redacted
 * citations are named so and carry no link) or the evidence lacks the citation.
 */
export function sideSource(
  side: DisagreementSide,
  citation: ReportCitation | undefined,
): { label: string; link: string | null } {
  if (!citation || citation.name === `Source ${side.source}`)
    return { label: `Source ${side.source}`, link: null };
  const link = citation.link && isWebAddress(citation.link) ? citation.link : null;
  return { label: `${citation.name} [${side.source}]`, link };
}
