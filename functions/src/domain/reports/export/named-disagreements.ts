import type { DisagreementSide, ReportEvidence } from '@quarry/contracts/report';

/** A side of a disagreement with its source's document, as the viewer may see it. */
export interface NamedSide extends DisagreementSide {
  /** The cited document's name: "Source n" where the viewer may not see it (redactEvidence). */
  name: string;
  /** The document's address; null where Drive gave none or the viewer may not see it. */
  link: string | null;
}

/** Where the documents disagree (docs/decisions/disagreements.md), each side named as the report's Sources name it. */
export interface NamedDisagreement {
  fact: string;
  sides: NamedSide[];
}

/**
 * The report's disagreements with each side's document named, for e-mails and exports. A side names
 * its source by number; the name and link are that citation's, so evidence redacted for a team that
 * may not see the documents (redactEvidence) gives "Source n" and no link here too. A source the
 * evidence lacks is "Source n" as well: never a name the citations do not carry.
 */
export function namedDisagreements(evidence: ReportEvidence | null | undefined): NamedDisagreement[] {
  const citations = new Map(evidence?.citations.map((c) => [c.number, c]));
  return (evidence?.disagreements ?? []).map(({ fact, sides }) => ({
    fact,
    sides: sides.map((side) => {
      const citation = citations.get(side.source);
      return { ...side, name: citation?.name ?? `Source ${side.source}`, link: citation?.link ?? null };
    }),
  }));
}

/** "87,300 (Budget 2025.xlsx, p. 2)": a side as one short phrase, its value and where it is from. */
export function sidePhrase(side: NamedSide): string {
  return `${side.value} (${side.name}${side.page === undefined ? '' : `, p. ${side.page}`})`;
}

/** "Facilities budget 2026: 87,300 (Budget.xlsx, p. 2); 92,000 (Minutes.docx)": a fact on one line. */
export function disagreementLine(disagreement: NamedDisagreement): string {
  return `${disagreement.fact}: ${disagreement.sides.map(sidePhrase).join('; ')}`;
}
