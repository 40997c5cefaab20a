import { z } from 'zod';

/**
 * Watching a question (docs/architecture/watching.md, docs/decisions/watching.md). A saved report set to 'Watch for changes' is
 * re-run in the background when a file its search would find is added, edited or removed in the
 * owner's Drive (the tick follows Drive's changes.list, one page token per owner), at most once every
 * WATCH_MIN_INTERVAL_MINUTES per report. The new answer is compared with the last one on its cited
 * facts; only when they changed do the owner, and the members of each team it is shared with, get
 * the 'what changed' e-mail. Otherwise the run is recorded as 'no change' and nobody is written to.
 *
 * - `PATCH /api/saved-reports/{id}/watch` {watch} turns it on or off (owner only).
 * - GET /api/saved-reports and the team dashboard's shared reports carry `watch` (WatchStatus).
 */
export const WATCH_MIN_INTERVAL_MINUTES = 60;
/** How often the tick asks each watching owner's Drive for changes, at most. */
export const WATCH_LOOK_EVERY_MINUTES = 5;

/** Strict: a body with anything beside `watch` is refused, as the cost cap's is (docs/decisions/watching.md). */
export const UpdateSavedReportWatchRequest = z.strictObject({
  watch: z.boolean("'watch' must be true or false"),
});
export type UpdateSavedReportWatchRequest = z.infer<typeof UpdateSavedReportWatchRequest>;

/** What the last watched run found, in counts (the e-mail has the facts themselves). */
export const WatchChangeCounts = z.object({
  newFindings: z.number().int().nonnegative(),
  changedFindings: z.number().int().nonnegative(),
  droppedFindings: z.number().int().nonnegative(),
  newSources: z.number().int().nonnegative(),
  droppedSources: z.number().int().nonnegative(),
});
export type WatchChangeCounts = z.infer<typeof WatchChangeCounts>;

export const WatchStatus = z.object({
  watching: z.boolean(),
  /** When Quarry last asked Drive whether this report's files changed; null until it first has. */
  lastLookedAt: z.string().nullable(),
  /** When a watched re-run last found the answer changed; null if none has. */
  lastChangeFoundAt: z.string().nullable(),
  /** That change, in counts; null if none. */
  lastChange: WatchChangeCounts.nullable(),
  /** The run that found it (open it at /report-execution/{id}); null if none. */
  lastChangeExecutionId: z.string().nullable(),
  /** A file changed and a re-run is due at this time (UTC); null when nothing is waiting. */
  rerunDueAt: z.string().nullable(),
  /**
   * The watch was switched on with no answer to compare with, and its first run (started at the
   * switch) is taking it: changes from the switch on are compared with it (docs/decisions/watching.md).
   */
  takingBaseline: z.boolean().default(false),
});
export type WatchStatus = z.infer<typeof WatchStatus>;
/** PATCH /api/saved-reports/{id}/watch answers the status as it now stands. */
export const UpdateSavedReportWatchResponse = z.object({ watch: WatchStatus });

/**
 * How a run that answered a watch ended (docs/decisions/watching.md): a watched re-run of a saved report, or an
 * occurrence of a scheduled share that watches for changes. Null on other runs and before compared.
 */
export const WatchOutcomeKind = z.enum(['changed', 'no-change', 'baseline', 'failed']);
export type WatchOutcomeKind = z.infer<typeof WatchOutcomeKind>;
/** Beside the run's status in lists; a failed run's status says it already. */
export const WATCH_OUTCOME_LABELS: Record<Exclude<WatchOutcomeKind, 'failed'>, string> = {
  changed: 'Answer changed',
  'no-change': 'No change: nobody e-mailed',
  baseline: 'First answer kept to compare with',
};

/** The switch's status while the first answer to compare with is taken (docs/decisions/watching.md). */
export const WATCH_TAKING_BASELINE_TEXT = 'Taking the first answer to compare with';

export const NOT_WATCHING: WatchStatus = {
  watching: false,
  lastLookedAt: null,
  lastChangeFoundAt: null,
  lastChange: null,
  lastChangeExecutionId: null,
  rerunDueAt: null,
  takingBaseline: false,
};

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** "2 new findings, 1 changed finding, 1 source dropped": the counts a person reads, zeros left out. */
export function describeWatchChange(counts: WatchChangeCounts): string {
  const parts = [
    counts.newFindings && plural(counts.newFindings, 'new finding', 'new findings'),
    counts.changedFindings && plural(counts.changedFindings, 'changed finding', 'changed findings'),
    counts.droppedFindings && plural(counts.droppedFindings, 'finding dropped', 'findings dropped'),
    counts.newSources && plural(counts.newSources, 'new source', 'new sources'),
    counts.droppedSources && plural(counts.droppedSources, 'source dropped', 'sources dropped'),
  ].filter((part): part is string => Boolean(part));
  return parts.length ? parts.join(', ') : 'No change';
}
