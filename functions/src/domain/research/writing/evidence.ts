import {
  DISAGREEMENTS_MAX,
  type Disagreement,
  EVIDENCE_QUOTE_MAX_CHARS,
  EVIDENCE_QUOTES_PER_SOURCE,
  type FlaggedClaim,
  type ReportEvidence,
} from '@quarry/contracts/report';
import type { ExtractionOutcome } from '../extraction/extract-document';
import { plainFinding } from '../extraction/plain-finding';
import type { Source } from './report-markdown';

const MAX_FLAGGED = 500;

function clip(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}

/**
 * What travels with a report (docs/architecture/evidence.md): each citation's document, link and the passages
 * extraction quoted from it (the original findings, even when map-reduce condensed them for the
 * writing step), the claims the sanity check could not match, and where the documents disagree
 * (absent when the comparison failed). The SPA shows these as they are; the model is never asked again.
 */
export function reportEvidence(
  sources: Source[],
  outcomes: ExtractionOutcome[],
  flagged: FlaggedClaim[],
  disagreements?: Disagreement[],
): ReportEvidence {
  const findingsOf = new Map(
    outcomes.flatMap((o) => (o.status === 'data' ? [[o.file.id, o.findings] as const] : [])),
  );
  return {
    citations: sources.map((source) => ({
      number: source.number,
      documentId: source.file.id,
      name: source.file.name,
      link: source.file.webViewLink ?? null,
      quotes: (findingsOf.get(source.file.id) ?? [])
        .flatMap((f) => {
          const text = plainFinding(f.text);
          if (!text) return [];
          return [
            {
              text: clip(text, EVIDENCE_QUOTE_MAX_CHARS),
              ...(f.page ? { page: f.page } : {}),
              ...(f.verified === false ? { unverified: true as const } : {}),
              ...(f.verified === true ? { verified: true as const } : {}),
              ...(f.pageCorrectedFrom ? { pageCorrectedFrom: f.pageCorrectedFrom } : {}),
              ...(f.cells?.length ? { cells: f.cells.slice(0, 30) } : {}),
              ...(f.plan ? { plan: clip(f.plan, 500) } : {}),
            },
          ];
        })
        .slice(0, EVIDENCE_QUOTES_PER_SOURCE),
    })),
    flaggedClaims: flagged.slice(0, MAX_FLAGGED).map((c) => ({
      claim: clip(c.claim, 5000),
      reason: clip(c.reason, 2000),
    })),
    ...(disagreements ? { disagreements: disagreements.slice(0, DISAGREEMENTS_MAX) } : {}),
  };
}
