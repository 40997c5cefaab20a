import { nextRunAfter } from '@quarry/contracts/schedule';
import type { ShareReportRequest, TeamSharedReport } from '@quarry/contracts/sharing';
import { type PausedReason, pausedReasonOf } from '@quarry/contracts/subscription';
import type { UserRecord } from '../accounts/users';
import { accessFromBilling } from '../billing/access';
import { signal } from '../live/signals';
import { findRuns } from '../reports/runs/run-reads';
import { ownSavedReport, SAVED_REPORTS } from '../reports/saved/saved-reports';
import { type WatchedReportDoc, watchStatusOf } from '../reports/saved/watch-fields';
import { AppError } from '../shared/app-error';
import { type SharedReportDoc, shareId } from './share-docs';
import type { TeamDeps } from './team-deps';
import { SHARED_REPORTS, TEAM_MEMBERS, type TeamMemberDoc } from './team-docs';
import { requireTeamMember } from './team-policy';

/** The team's administrators by name, for the refusals that tell a member whom to ask. */
export async function adminNames(deps: TeamDeps, teamId: string): Promise<string> {
  const admins = await deps.store.query<TeamMemberDoc>(TEAM_MEMBERS, {
    where: [
      { field: 'teamId', op: '==', value: teamId },
      { field: 'role', op: '==', value: 'admin' },
    ],
  });
  const users = await deps.store.getAll<UserRecord>(
    'users',
    admins.map((a) => a.data.userId ?? ''),
  );
  return admins.map((a, i) => users[i]?.name || a.data.email).join(', ');
}

/**
 * Shares an own saved report with a team the caller administers (docs/architecture/teams-and-sharing.md), ad hoc or
 * on a schedule; sharing again with the same team updates that share. The route stands behind
 * requiresTeamsAccess. The report's privacy setting rides along when given.
 */
export async function shareReport(
  deps: TeamDeps,
  uid: string,
  savedReportId: string,
  request: ShareReportRequest,
): Promise<{ sharedReportId: string }> {
  await ownSavedReport(deps.store, uid, savedReportId);
  const { team, member } = await requireTeamMember(deps, request.teamId, uid);
  if (member.role !== 'admin') {
    throw new AppError({
      code: 'SHARING.ADMIN_REQUIRED',
      httpStatus: 403,
      message: `Permission Required: You are not an administrator for ${team.name}. Contact ${await adminNames(deps, request.teamId)} to share reports.`,
    });
  }
  const id = shareId(savedReportId, request.teamId);
  const now = deps.clock.now().toISOString();
  const scheduled = request.shareType === 'scheduled';
  await deps.store.runTransaction(async (tx) => {
    const existing = await tx.get<SharedReportDoc>(SHARED_REPORTS, id);
    const share: SharedReportDoc = {
      teamId: request.teamId,
      savedReportId,
      ownerId: uid,
      shareType: request.shareType,
      ...(scheduled
        ? {
            scheduleFrequency: request.scheduleFrequency,
            scheduleTime: request.scheduleTime,
            scheduleTimezone: request.scheduleTimezone,
            ...(request.scheduleFrequency === 'weekly'
              ? { scheduleDayOfWeek: request.scheduleDayOfWeek }
              : {}),
            ...(request.scheduleFrequency === 'monthly'
              ? { scheduleDayOfMonth: request.scheduleDayOfMonth }
              : {}),
            // Sharing again (a new schedule) keeps the choice unless the request makes one.
            ...((request.watchForChanges ?? existing?.watchForChanges) ? { watchForChanges: true } : {}),
          }
        : {}),
      // The next occurrence (docs/architecture/schedules-and-delivery.md); the scheduler's tick (docs/decisions/schedules-and-delivery.md) runs it.
      nextRunAt:
        scheduled && request.scheduleFrequency && request.scheduleTime && request.scheduleTimezone
          ? nextRunAfter(
              {
                frequency: request.scheduleFrequency,
                time: request.scheduleTime,
                timeZone: request.scheduleTimezone,
                dayOfWeek: request.scheduleDayOfWeek,
                dayOfMonth: request.scheduleDayOfMonth,
              },
              deps.clock.now(),
            ).toISOString()
          : null,
      sharedAt: existing?.sharedAt ?? now,
      ...(existing?.initialExecutionId ? { initialExecutionId: existing.initialExecutionId } : {}),
    };
    tx.set(SHARED_REPORTS, id, share);
    if (request.showDocumentsInSharedReports !== undefined) {
      tx.update(SAVED_REPORTS, savedReportId, {
        showDocumentsInSharedReports: request.showDocumentsInSharedReports,
        updatedAt: now,
      });
    }
  });
  await signal(deps, { users: [uid], teams: [request.teamId] }, SHARE_TOPICS);
  return { sharedReportId: id };
}

/** A share made or taken back changes the team's list and its card's report count. */
const SHARE_TOPICS = ['sharedReports', 'teams'] as const;

/** DELETE /api/reports/{id}/teams/{teamId}: the owner takes the report back from a team. */
export async function removeTeamAccess(deps: TeamDeps, uid: string, savedReportId: string, teamId: string) {
  await ownSavedReport(deps.store, uid, savedReportId);
  const id = shareId(savedReportId, teamId);
  if (!(await deps.store.get(SHARED_REPORTS, id)))
    throw AppError.notFound('This report is not shared with that team');
  await deps.store.delete(SHARED_REPORTS, id);
  await signal(deps, { users: [uid], teams: [teamId] }, SHARE_TOPICS);
}

/** The share, if the caller may see it: a member of its team (404 otherwise, as for no share). */
export async function visibleShare(deps: TeamDeps, uid: string, id: string) {
  const share = await deps.store.get<SharedReportDoc>(SHARED_REPORTS, id);
  if (!share) throw AppError.notFound('Shared report not found');
  const membership = await requireTeamMember(deps, share.teamId, uid).catch(() => {
    throw AppError.notFound('Shared report not found');
  });
  return { share, membership };
}

/** DELETE /api/shared-reports/{id}: unshare, by the report's owner or an administrator of the team. */
export async function unshare(deps: TeamDeps, uid: string, id: string): Promise<void> {
  const { share, membership } = await visibleShare(deps, uid, id);
  if (share.ownerId !== uid && membership.member.role !== 'admin') {
    throw AppError.forbidden(
      'Only the report owner or a team administrator can unshare it',
      'SHARING.UNSHARE',
    );
  }
  await deps.store.delete(SHARED_REPORTS, id);
  await signal(deps, { users: [share.ownerId], teams: [share.teamId] }, SHARE_TOPICS);
}

async function latestRun(deps: TeamDeps, id: string) {
  const [latest] = await findRuns(deps.store, {
    where: [{ field: 'sharedReportId', op: '==', value: id }],
    orderBy: [{ field: 'createdAt', direction: 'desc' }],
    limit: 1,
  });
  return latest;
}

/** Per owner: why their scheduled shares are paused, or undefined while they have the plan. */
async function pausedReasons(
  deps: TeamDeps,
  owners: (UserRecord | null)[],
): Promise<(PausedReason | undefined)[]> {
  const emails = [...new Set(owners.flatMap((owner) => (owner ? [owner.email.toLowerCase()] : [])))];
  const grants = await deps.store.getAll('accessGrants', emails);
  const granted = new Set(emails.filter((_, i) => grants[i] !== null));
  const now = deps.clock.now();
  return owners.map((owner) => {
    if (!owner) return undefined;
    const access = accessFromBilling(owner.billing, granted.has(owner.email.toLowerCase()), now);
    return access.hasAccess ? undefined : pausedReasonOf(access);
  });
}

/**
 * GET /api/teams/{id}/shared-reports: the team's reports, by name, for any member. A scheduled
 * share whose owner lost the Teams plan says it is paused, and why, instead of its next run.
 */
export async function listTeamShares(
  deps: TeamDeps,
  uid: string,
  teamId: string,
): Promise<TeamSharedReport[]> {
  const { member } = await requireTeamMember(deps, teamId, uid);
  const shares = await deps.store.query<SharedReportDoc>(SHARED_REPORTS, {
    where: [{ field: 'teamId', op: '==', value: teamId }],
  });
  const reports = await deps.store.getAll<WatchedReportDoc>(
    SAVED_REPORTS,
    shares.map((s) => s.data.savedReportId),
  );
  const owners = await deps.store.getAll<UserRecord>(
    'users',
    shares.map((s) => s.data.ownerId),
  );
  const paused = await pausedReasons(deps, owners);
  const rows = await Promise.all(
    shares.map(async ({ id, data: share }, index): Promise<TeamSharedReport | undefined> => {
      const report = reports[index];
      if (!report) return undefined;
      const latest = await latestRun(deps, id);
      const schedule = {
        ...(share.scheduleFrequency ? { scheduleFrequency: share.scheduleFrequency } : {}),
        ...(share.scheduleTime ? { scheduleTime: share.scheduleTime } : {}),
        ...(share.scheduleTimezone ? { scheduleTimezone: share.scheduleTimezone } : {}),
        ...(share.scheduleDayOfWeek ? { scheduleDayOfWeek: share.scheduleDayOfWeek } : {}),
        ...(share.scheduleDayOfMonth ? { scheduleDayOfMonth: share.scheduleDayOfMonth } : {}),
      };
      return {
        id,
        savedReportId: share.savedReportId,
        reportName: report.reportName,
        shareType: share.shareType,
        ...schedule,
        ...(share.shareType === 'scheduled' && share.watchForChanges ? { watchForChanges: true } : {}),
        sharedAt: share.sharedAt,
        ...(share.nextRunAt && !paused[index] ? { nextRunAt: share.nextRunAt } : {}),
        ...(share.shareType === 'scheduled' && paused[index] ? { paused: paused[index] } : {}),
        ...(share.initialExecutionId ? { initialExecutionId: share.initialExecutionId } : {}),
        ...(latest ? { latestStatus: latest.data.executionStatus, latestExecutionId: latest.id } : {}),
        canUnshare: share.ownerId === uid || member.role === 'admin',
        isOwner: share.ownerId === uid,
        ownerName: owners[index]?.name ?? '',
        watch: watchStatusOf(report),
      };
    }),
  );
  return rows
    .filter((row): row is TeamSharedReport => row !== undefined)
    .sort((a, b) => a.reportName.localeCompare(b.reportName));
}
