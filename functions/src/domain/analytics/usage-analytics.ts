import type { AnalyticsQuery, AnalyticsResponse, AnalyticsRun } from '@quarry/contracts/analytics';
import { type RunUsage, totalTokens } from '@quarry/contracts/usage';
import type { Clock } from '../../ports/clock.port';
import type { DocumentStore } from '../../ports/document-store.port';
import type { UserRecord } from '../accounts/users';
import { runsReallyMade } from '../reports/counted-runs';
import { EXECUTIONS, type ReportExecutionDoc } from '../reports/execution-doc';
import { typeCounts } from '../reports/execution-parts';
import { loadSystemSettings } from '../research/system-settings';
import { AppError } from '../shared/app-error';
import type { TeamDeps } from '../teams/team-deps';
import { TEAM_MEMBERS, TEAMS, type TeamDoc, type TeamMemberDoc } from '../teams/team-docs';
import { requireTeamAdmin } from '../teams/team-policy';
import { daysEndingOn, monthsBetween, zonedDate } from './calendar';
import { fileTypeLabel } from './file-types';

const DAY_MS = 86_400_000;
/** Runs read for one screen; beyond this a range shows its latest runs (the screen says so). */
export const ANALYTICS_RUN_LIMIT = 5000;
const TOP = 5;
const PER_REPORT = 30;

export interface AnalyticsDeps {
  store: DocumentStore;
  clock: Clock;
  teams: TeamDeps;
}

/**
 * GET /api/analytics (DESIGN section 15): a person's own runs, or a team's when they administer it,
 * over the last 30, 90 or 365 days, counted in their own zone.
 */
export async function usageAnalytics(
  deps: AnalyticsDeps,
  uid: string,
  query: AnalyticsQuery,
): Promise<AnalyticsResponse> {
  const user = await deps.store.get<UserRecord>('users', uid);
  if (!user) throw AppError.notFound('User not found');
  const timeZone = user.preferences.timezone || 'UTC';
  const team = query.teamId ? (await requireTeamAdmin(deps.teams, query.teamId, uid)).team : null;
  const now = deps.clock.now();
  const days = daysEndingOn(zonedDate(now, timeZone), query.days);
  const firstDay = days[0] as string;
  // A day of slack either side of UTC, then each run is placed in the person's own calendar.
  const since = new Date(now.getTime() - (query.days + 1) * DAY_MS).toISOString();
  const [stored, teams, settings] = await Promise.all([
    deps.store.query<ReportExecutionDoc>(EXECUTIONS, {
      where: [
        { field: query.teamId ? 'teamId' : 'ownerId', op: '==', value: query.teamId ?? uid },
        { field: 'createdAt', op: '>=', value: since },
      ],
      orderBy: [{ field: 'createdAt', direction: 'desc' }],
      limit: ANALYTICS_RUN_LIMIT,
    }),
    administeredTeams(deps.store, uid),
    loadSystemSettings(deps.store),
  ]);
  // A shared chat answer's first run copies the chat's run: never counted (the chat's run is, once).
  const runs = runsReallyMade(stored)
    .map(({ id, data }) => ({ id, doc: data, day: zonedDate(new Date(data.createdAt), timeZone) }))
    .filter((run) => run.day >= firstDay)
    .reverse();

  const perDay = new Map(days.map((date) => [date, { date, succeeded: 0, failed: 0, other: 0 }]));
  const months = new Map(
    monthsBetween(firstDay, days.at(-1) as string).map((month) => [
      month,
      { month, reports: 0, tokens: 0, estimatedCostUsd: 0 },
    ]),
  );
  const outcomes = { data: 0, noData: 0, failed: 0 };
  const types = new Map<string, number>();
  const models = new Map<
    string,
    { model: string; calls: number; tokens: number; estimatedCostUsd: number }
  >();
  const listed: AnalyticsRun[] = [];
  let runsWithoutUsage = 0;

  for (const { id, doc, day } of runs) {
    const bucket = perDay.get(day);
    if (bucket) {
      if (doc.executionStatus === 'success') bucket.succeeded += 1;
      else if (doc.executionStatus === 'failed') bucket.failed += 1;
      else bucket.other += 1;
    }
    const usage = doc.completion?.usage as RunUsage | undefined;
    const tokens = usage ? Object.values(usage.byModel).reduce((sum, t) => sum + totalTokens(t), 0) : 0;
    const cost = usage?.estimatedCostUsd ?? 0;
    if (!usage && doc.executionStatus === 'success') runsWithoutUsage += 1;
    const month = months.get(day.slice(0, 7));
    if (month) {
      month.reports += 1;
      month.tokens += tokens;
      month.estimatedCostUsd += cost;
    }
    for (const [model, tally] of Object.entries(usage?.byModel ?? {})) {
      const row = models.get(model) ?? { model, calls: 0, tokens: 0, estimatedCostUsd: 0 };
      row.calls += tally.calls;
      row.tokens += totalTokens(tally);
      models.set(model, row);
    }
    // Each model's share of the run's cost, in proportion to its tokens at its own prices.
    if (usage) spreadCost(usage, models);
    const counts = documentOutcomes(doc);
    outcomes.data += counts.data;
    outcomes.noData += counts.noData;
    outcomes.failed += counts.failed;
    for (const [mimeType, count] of Object.entries(documentTypes(doc))) {
      const label = fileTypeLabel(mimeType);
      types.set(label, (types.get(label) ?? 0) + count);
    }
    listed.push(runOf(id, doc, tokens, cost, query.teamId ? team?.name : undefined));
  }

  const finished = listed.filter((run) => run.status === 'success');
  return {
    scope: {
      kind: query.teamId ? 'team' : 'mine',
      ...(query.teamId ? { teamId: query.teamId, teamName: team?.name ?? '' } : {}),
      days: query.days,
      timeZone,
    },
    teams,
    totals: {
      reports: listed.length,
      succeeded: listed.filter((run) => run.status === 'success').length,
      failed: listed.filter((run) => run.status === 'failed').length,
      documents: outcomes.data + outcomes.noData + outcomes.failed,
      tokens: listed.reduce((sum, run) => sum + run.tokens, 0),
      estimatedCostUsd: listed.reduce((sum, run) => sum + run.estimatedCostUsd, 0),
    },
    reportsPerDay: [...perDay.values()],
    documentsByOutcome: outcomes,
    documentsByType: [...types.entries()]
      .map(([type, count]) => ({ type, count }))
      .sort((a, b) => b.count - a.count || a.type.localeCompare(b.type)),
    byModel: [...models.values()].sort((a, b) => b.tokens - a.tokens),
    byMonth: [...months.values()],
    perReport: finished.filter((run) => run.tokens > 0).slice(-PER_REPORT),
    slowest: [...finished]
      .filter((run) => run.durationMs !== null)
      .sort((a, b) => (b.durationMs ?? 0) - (a.durationMs ?? 0))
      .slice(0, TOP),
    mostExpensive: [...finished]
      .filter((run) => run.estimatedCostUsd > 0)
      .sort((a, b) => b.estimatedCostUsd - a.estimatedCostUsd)
      .slice(0, TOP),
    runsWithoutUsage,
    pricesAsOf: settings.modelPrices.asOf,
  };
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
function documentTypes(doc: ReportExecutionDoc): Record<string, number> {
  return doc.documentTypes ?? typeCounts(doc.documents ?? []);
}

/** Finished runs say how each document went; a run still going counts when it ends. */
function documentOutcomes(doc: ReportExecutionDoc) {
  return doc.completion?.statusCounts ?? { data: 0, noData: 0, failed: 0 };
}

function runOf(
  id: string,
  doc: ReportExecutionDoc,
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

/** The teams whose runs the person may look at here: those they administer. */
async function administeredTeams(store: DocumentStore, uid: string) {
  const memberships = await store.query<TeamMemberDoc>(TEAM_MEMBERS, {
    where: [{ field: 'userId', op: '==', value: uid }],
  });
  const admin = memberships.filter((m) => m.data.role === 'admin' && m.data.inviteStatus === 'accepted');
  const teams = await store.getAll<TeamDoc>(
    TEAMS,
    admin.map((m) => m.data.teamId),
  );
  return admin
    .flatMap((m, index) => {
      const team = teams[index];
      return team ? [{ id: m.data.teamId, name: team.name }] : [];
    })
    .sort((a, b) => a.name.localeCompare(b.name));
}
