import type { StoredReport } from './runs/run-parts';
import type { RunRecord } from './runs/run-record';

/**
 * A run that has ended, as what reacts to it sees it. A run announces its end and does not know
 * who listens (docs/decisions/code-structure.md): composition lists the reactions (RunEndedReaction in
 * report-deps.ts; composition/reports.ts: chat filing, the owner's e-mail, the team's deliveries,
 * the spend alert), so the reports area depends on none of them.
 */
export interface RunEnded {
  executionId: string;
  /** The ended run's record (its status, what it owes). */
  run: RunRecord;
  /** Whether its owner watched it end (the chat stream): the report counts as opened. */
  seen: boolean;
  /** The report just written, when the runner has it (otherwise a reaction reads it if needed). */
  written?: StoredReport;
}
