import type { AnalyticsQuery, AnalyticsResponse } from '@quarry/contracts/analytics';
import type { Clock } from '../../ports/clock.port';
import type { DocumentStore } from '../../ports/document-store.port';
import type { UserRecord } from '../accounts/users';
import { runsReallyMade } from '../reports/runs/counted-runs';
import { findRuns } from '../reports/runs/run-reads';
import { loadSystemSettings } from '../research/model/system-settings';
import { AppError } from '../shared/app-error';
import type { TeamDeps } from '../teams/team-deps';
import { TEAM_MEMBERS, TEAMS, type TeamDoc, type TeamMemberDoc } from '../teams/team-docs';
import { requireTeamAdmin } from '../teams/team-policy';
import { daysEndingOn, zonedDate } from './calendar';
import { aggregateRuns, type PlacedRun, type UsageAggregates } from './usage-aggregates';

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
 * GET /api/analytics (docs/architecture/usage-and-analytics.md): a person's own runs, or a team's when they administer it,
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
  const { runs, teams, settings } = await loadRuns(deps, uid, query, now, timeZone, days[0] as string);
  const aggregates = aggregateRuns(runs, days, query.teamId ? team?.name : undefined);
  return {
    scope: {
      kind: query.teamId ? 'team' : 'mine',
      ...(query.teamId ? { teamId: query.teamId, teamName: team?.name ?? '' } : {}),
      days: query.days,
      timeZone,
    },
    teams,
    ...summaryOf(aggregates),
    pricesAsOf: settings.modelPrices.asOf,
  };
}

/**
 * The runs on the range's days (oldest first, at most ANALYTICS_RUN_LIMIT, the latest), with the
 * teams the person administers and the system settings.
 */
async function loadRuns(
  deps: AnalyticsDeps,
  uid: string,
  query: AnalyticsQuery,
  now: Date,
  timeZone: string,
  firstDay: string,
) {
  // A day of slack either side of UTC, then each run is placed in the person's own calendar.
  const since = new Date(now.getTime() - (query.days + 1) * DAY_MS).toISOString();
  const [stored, teams, settings] = await Promise.all([
    findRuns(deps.store, {
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
  const runs: PlacedRun[] = runsReallyMade(stored)
    .map(({ id, data }) => ({ id, doc: data, day: zonedDate(new Date(data.createdAt), timeZone) }))
    .filter((run) => run.day >= firstDay)
    .reverse();
  return { runs, teams, settings };
}

/** The screen's totals, charts and lists, from the aggregates. */
function summaryOf(aggregates: UsageAggregates) {
  const { perDay, months, outcomes, types, models, listed, runsWithoutUsage } = aggregates;
  const finished = listed.filter((run) => run.status === 'success');
  return {
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
