import type { Cells, ExtractionOutcome } from './extract-document';
import { plainFinding } from './plain-finding';
import type { TextFingerprint } from './text-fingerprint';

/**
 * One row of a report's evidence table (docs/architecture/exports.md): a document the run read, how reading it
 * ended (a failure with its reason) and each of its findings with its page. Kept with the report, so
 * its exports (CSV, .xlsx) list every document, not only the ones the report cites.
 */
export interface EvidenceRow {
  documentId: string;
  name: string;
  /** The document's own Drive address; null when Drive gave none. */
  link: string | null;
  outcome: ExtractionOutcome['status'];
  /** Why reading failed; null otherwise. */
  reason: string | null;
  /** `verified` says whether the quote was found in the document; absent on runs from before the change docs/decisions/evidence.md records. */
  findings: { text: string; page?: number; verified?: boolean }[];
  /** The grid's cells by column id (docs/decisions/evidence-grid.md): only on runs with columns, none for a failed document. */
  cells?: Cells;
  /** The text as this run read it, hashed (text-fingerprint.ts): what another run's evidence is compared with. */
  fingerprint?: TextFingerprint;
}

/** How reading a document ended, in words: the Coverage table's and the evidence table's. */
export const OUTCOME_TEXT = { data: 'Data found', noData: 'No relevant data', failed: 'Failed' } as const;

/** An outcome in words, a failure with its reason ('Failed: The file has no text layer'). */
export function outcomeText(outcome: ExtractionOutcome['status'], reason: string | null): string {
  return outcome === 'failed' ? `${OUTCOME_TEXT.failed}: ${reason}` : OUTCOME_TEXT[outcome];
}

/** The evidence table of a run's outcomes, in the order its documents were picked. */
export function evidenceTable(outcomes: ExtractionOutcome[]): EvidenceRow[] {
  return outcomes.map((outcome) => ({
    documentId: outcome.file.id,
    name: outcome.file.name,
    link: outcome.file.webViewLink ?? null,
    outcome: outcome.status,
    reason: outcome.status === 'failed' ? outcome.reason : null,
    findings:
      outcome.status === 'data'
        ? outcome.findings.flatMap((finding) => {
            const text = plainFinding(finding.text);
            if (!text) return [];
            return [
              {
                text,
                ...(finding.page ? { page: finding.page } : {}),
                ...(finding.verified === undefined ? {} : { verified: finding.verified }),
              },
            ];
          })
        : [],
    ...(outcome.status !== 'failed' && outcome.cells ? { cells: outcome.cells } : {}),
    ...(outcome.status !== 'failed' && outcome.fingerprint ? { fingerprint: outcome.fingerprint } : {}),
  }));
}
