import type { GridCell } from '@quarry/contracts/grid';
import type { EvidenceRow } from './evidence-table';
import type { ExtractionOutcome } from './extract-document';
import { plainFinding } from './plain-finding';

/** How reading a document ended, as every view, export and e-mail says it. */
export type DocumentOutcome = 'data' | 'noData' | 'failed';

/**
 * Everything a run read from one document (docs/decisions/evidence.md), in whichever form it is kept: a run's
 * extraction outcome or a stored evidence row.
 */
export interface ReadEvidence {
  failed: boolean;
  findings: readonly { text: string }[];
  cells?: Readonly<Record<string, Pick<GridCell, 'value' | 'unverified'>>> | undefined;
}

/**
 * THE rule for a document's outcome: 'failed' when it could not be read; 'data' when it gave the
 * question a finding with words in it (not only markup), or gave the grid a value whose quote was
 * found in it; else 'noData'. A document that filled its grid row has relevant data even when the
 * question's own extraction said it had none; a value whose quote could not be found is shown,
 * marked, but is no evidence that the document holds anything.
 */
export function documentOutcome(read: ReadEvidence): DocumentOutcome {
  if (read.failed) return 'failed';
  const said = read.findings.some((finding) => plainFinding(finding.text) !== '');
  const valued = Object.values(read.cells ?? {}).some((cell) => !cell.unverified && cell.value.trim() !== '');
  return said || valued ? 'data' : 'noData';
}

/**
 * A run's extraction outcome with its status decided by the rule: a document the question found
 * nothing in but whose cells hold a verified value becomes 'data' (its findings none); one whose
 * findings are only markup and whose cells hold none becomes 'noData', its cells kept.
 */
export function decidedOutcome(outcome: ExtractionOutcome): ExtractionOutcome {
  if (outcome.status === 'failed') return outcome;
  const findings = outcome.status === 'data' ? outcome.findings : [];
  const status = documentOutcome({ failed: false, findings, cells: outcome.cells });
  if (status === outcome.status) return outcome;
  const kept = {
    file: outcome.file,
    ...(outcome.cells ? { cells: outcome.cells } : {}),
    ...(outcome.fingerprint ? { fingerprint: outcome.fingerprint } : {}),
  };
  return status === 'data' ? { ...kept, status: 'data', findings } : { ...kept, status: 'noData' };
}

/** A stored evidence row's outcome by the same rule, so a run stored before it reads as new ones do. */
export function rowOutcome(row: Pick<EvidenceRow, 'outcome' | 'findings' | 'cells'>): DocumentOutcome {
  return documentOutcome({ failed: row.outcome === 'failed', findings: row.findings, cells: row.cells });
}
