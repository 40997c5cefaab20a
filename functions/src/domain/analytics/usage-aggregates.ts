import type { AnalyticsRun } from '@quarry/contracts/analytics';
import { type RunUsage, totalTokens } from '@quarry/contracts/usage';
import { typeCounts } from '../reports/runs/run-parts';
import type { RunRecord } from '../reports/runs/run-record';
import { monthsBetween } from './calendar';
import { fileTypeLabel } from './file-types';

/** One run, placed on its day in the person's own calendar. */
export interface PlacedRun {
  id: string;
  doc: RunRecord;
  day: string;
}

interface ModelRow {
  model: string;
  calls: number;
  tokens: number;
  estimatedCostUsd: number;
}

/** What the analytics screen counts, run by run. */
export interface UsageAggregates {
  perDay: Map<string, { date: string; succeeded: number; failed: number; other: number }>;
  months: Map<string, { month: string; reports: number; tokens: number; estimatedCostUsd: number }>;
  outcomes: { data: number; noData: number; failed: number };
  types: Map<string, number>;
  models: Map<string, ModelRow>;
  listed: AnalyticsRun[];
  runsWithoutUsage: number;
}

/** Each aggregate over `runs` (oldest first), every day and month of `days` present, even empty. */
export function aggregateRuns(
  runs: PlacedRun[],
  days: string[],
  teamName: string | undefined,
): UsageAggregates {
  const firstDay = days[0] as string;
  const aggregates: UsageAggregates = {
    perDay: new Map(days.map((date) => [date, { date, succeeded: 0, failed: 0, other: 0 }])),
    months: new Map(
      monthsBetween(firstDay, days.at(-1) as string).map((month) => [
        month,
        { month, reports: 0, tokens: 0, estimatedCostUsd: 0 },
      ]),
    ),
    outcomes: { data: 0, noData: 0, failed: 0 },
    types: new Map<string, number>(),
    models: new Map<string, ModelRow>(),
    listed: [],
    runsWithoutUsage: 0,
  };
  for (const run of runs) addRun(aggregates, run, teamName);
  return aggregates;
}

function addRun(aggregates: UsageAggregates, { id, doc, day }: PlacedRun, teamName: string | undefined) {
  countDay(aggregates, day, doc);
  const usage = doc.completion?.usage as RunUsage | undefined;
  const tokens = usage ? Object.values(usage.byModel).reduce((sum, t) => sum + totalTokens(t), 0) : 0;
  const cost = usage?.estimatedCostUsd ?? 0;
  if (!usage && doc.executionStatus === 'success') aggregates.runsWithoutUsage += 1;
  const month = aggregates.months.get(day.slice(0, 7));
  if (month) {
    month.reports += 1;
    month.tokens += tokens;
    month.estimatedCostUsd += cost;
  }
  addModels(aggregates.models, usage);
  addDocuments(aggregates, doc);
  aggregates.listed.push(runOf(id, doc, tokens, cost, teamName));
}

function countDay({ perDay }: UsageAggregates, day: string, doc: RunRecord) {
  const bucket = perDay.get(day);
  if (!bucket) return;
  if (doc.executionStatus === 'success') bucket.succeeded += 1;
  else if (doc.executionStatus === 'failed') bucket.failed += 1;
  else bucket.other += 1;
}

function addModels(models: Map<string, ModelRow>, usage: RunUsage | undefined) {
  for (const [model, tally] of Object.entries(usage?.byModel ?? {})) {
    const row = models.get(model) ?? { model, calls: 0, tokens: 0, estimatedCostUsd: 0 };
    row.calls += tally.calls;
    row.tokens += totalTokens(tally);
    models.set(model, row);
  }
  // Each model's share of the run's cost, in proportion to its tokens at its own prices.
  if (usage) spreadCost(usage, models);
}

function addDocuments({ outcomes, types }: UsageAggregates, doc: RunRecord) {
  const counts = documentOutcomes(doc);
  outcomes.data += counts.data;
  outcomes.noData += counts.noData;
  outcomes.failed += counts.failed;
  for (const [mimeType, count] of Object.entries(documentTypes(doc))) {
    const label = fileTypeLabel(mimeType);
    types.set(label, (types.get(label) ?? 0) + count);
  }
}
/** Adds each model's part of the run's estimated cost to its row, by its share of the tokens. */
function spreadCost(usage: RunUsage, models: Map<string, { estimatedCostUsd: number }>) {
  const total = Object.values(usage.byModel).reduce((sum, t) => sum + totalTokens(t), 0);
  if (total === 0) return;
  for (const [model, tally] of Object.entries(usage.byModel)) {
    const row = models.get(model);
    if (row) row.estimatedCostUsd += (usage.estimatedCostUsd * totalTokens(tally)) / total;
  }
}

/** How many documents of each type the run reads (runs from before the count kept the list). */
function documentTypes(doc: RunRecord): Record<string, number> {
  return doc.documentTypes ?? typeCounts(doc.documents ?? []);
}

/** Finished runs say how each document went; a run still going counts when it ends. */
function documentOutcomes(doc: RunRecord) {
  return doc.completion?.statusCounts ?? { data: 0, noData: 0, failed: 0 };
}

function runOf(
  id: string,
  doc: RunRecord,
  tokens: number,
  cost: number,
  teamName: string | undefined,
): AnalyticsRun {
  const started = doc.startedAt ?? doc.createdAt;
  return {
    id,
    name: doc.savedReportName ?? doc.chatSessionTitle ?? 'Untitled report',
    createdAt: doc.createdAt,
    status: doc.executionStatus,
    durationMs: doc.finishedAt ? Math.max(0, Date.parse(doc.finishedAt) - Date.parse(started)) : null,
    tokens,
    estimatedCostUsd: cost,
    documents: doc.documentCount ?? doc.documents?.length ?? doc.completion?.documentsProcessed ?? 0,
    // A team's runs open in the team's view (any member may read them there); one's own in the history.
    href: teamName ? `/shared-report-view/${id}` : `/report-execution/${id}`,
    ...(teamName ? { teamName } : {}),
  };
}
