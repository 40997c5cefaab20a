import type { ShareFromChatRequest, ShareFromChatResponse } from '@quarry/contracts/sharing';
import type { z } from 'zod';
import { CHAT_SESSIONS, type ChatSessionDoc } from '../chat/chat-sessions';
import { signal } from '../live/signals';
import { readCopies, writeCopies } from '../reports/runs/run-parts';
import { getRun } from '../reports/runs/run-reads';
import type { RunRecord } from '../reports/runs/run-record';
import { createRunIn } from '../reports/runs/run-writes';
import { saveReport } from '../reports/saved/saved-reports';
import { AppError } from '../shared/app-error';
import { createTeam } from './manage-teams';
import { inviteMember } from './members';
import { type SharedReportDoc, shareId } from './share-docs';
import { adminNames, shareReport } from './shares';
import type { TeamDeps } from './team-deps';
import { SHARED_REPORTS } from './team-docs';
import { requireTeamMember } from './team-policy';

type Request = z.output<typeof ShareFromChatRequest>;

/** Refuses before anything is written: every chosen team must be one the caller administers. */
async function requireAdminOfAll(deps: TeamDeps, uid: string, teamIds: string[]) {
  for (const teamId of teamIds) {
    const { team, member } = await requireTeamMember(deps, teamId, uid);
    if (member.role !== 'admin') {
      throw new AppError({
        code: 'SHARING.ADMIN_REQUIRED',
        httpStatus: 403,
        message: `Administrator Access Required: Only ${await adminNames(deps, teamId)} can share reports with ${team.name}.`,
      });
    }
  }
}

/** The chat's finished answer, if its latest run succeeded and is the caller's. */
async function currentExecution(deps: TeamDeps, uid: string, chatSessionId: string | undefined) {
  if (!chatSessionId) return null;
  const session = await deps.store.get<ChatSessionDoc>(CHAT_SESSIONS, chatSessionId);
  if (!session || session.ownerId !== uid || !session.latestExecutionId) return null;
  const execution = await getRun(deps.store, session.latestExecutionId);
  if (!execution || execution.ownerId !== uid || execution.executionStatus !== 'success') return null;
  return { id: session.latestExecutionId, doc: execution };
}

/**
 * The chat's answer as the share's first run (spec part 2: include current execution), so the team
 * sees it at once and the first scheduled run has something to compare with. A copy per share,
 * with a deterministic id: sharing again never makes a second one.
 */
async function includeExecution(
  deps: TeamDeps,
  share: { id: string; teamId: string; savedReportId: string; reportName: string },
  source: { id: string; doc: RunRecord },
) {
  const id = `${share.id}_initial`;
  const parts = await readCopies(deps.store, source.id, source.doc);
  await deps.store.runTransaction(async (tx) => {
    if (await getRun(tx, id)) return;
    writeCopies(tx, id, parts);
    const copy: RunRecord = {
      ...source.doc,
      sharedReportId: share.id,
      teamId: share.teamId,
      savedReportId: share.savedReportId,
      savedReportName: share.reportName,
      copiedFrom: source.id,
      notifyOnCompletion: false,
      notificationOwed: false,
      notifyingUntil: null,
      viewedAt: null,
    };
    createRunIn(tx, id, copy);
    tx.update(SHARED_REPORTS, share.id, { initialExecutionId: id } satisfies Partial<SharedReportDoc>);
  });
  await signal(deps, { teams: [share.teamId] }, ['sharedReports', 'executions']);
}

/**
 * POST /api/reports/share-from-chat: saves the chat's query as a report, creates the new team (and
 * invites its members) if asked, and shares the report with every chosen team, ad hoc or on one
 * schedule. The route stands behind requiresTeamsAccess.
 */
export async function shareFromChat(
  deps: TeamDeps,
  uid: string,
  request: Request,
): Promise<ShareFromChatResponse> {
  const existingTeamIds = [...new Set(request.existingTeamIds)];
  await requireAdminOfAll(deps, uid, existingTeamIds);
  const {
    chatSessionId,
    existingTeamIds: _ids,
    newTeam,
    includeCurrentExecution,
    shareType,
    scheduleFrequency,
    scheduleTime,
    scheduleTimezone,
    scheduleDayOfWeek,
    scheduleDayOfMonth,
    watchForChanges,
    ...definition
  } = request;
  const current = includeCurrentExecution ? await currentExecution(deps, uid, chatSessionId) : null;
  const savedReportId = await saveReport(deps.store, deps.clock, uid, definition);

  let newTeamId: string | undefined;
  const uninvited: string[] = [];
  if (newTeam) {
    newTeamId = (await createTeam(deps, uid, newTeam.name)).team.id;
    for (const email of new Set(newTeam.memberEmails)) {
      // The sharer is the team's administrator already; a failed e-mail is named, not fatal.
      await inviteMember(deps, uid, newTeamId, email).catch((error: unknown) => {
        if (!(error instanceof AppError && error.code === 'TEAMS.ALREADY_MEMBER')) uninvited.push(email);
      });
    }
  }

  const teamIds = newTeamId ? [...existingTeamIds, newTeamId] : existingTeamIds;
  // The saved-report dialog offers days 1-28; the chat's 29-31 run on a short month's last day.
  const schedule = {
    shareType,
    ...(shareType === 'scheduled'
      ? {
          scheduleFrequency,
          scheduleTime,
          scheduleTimezone,
          scheduleDayOfWeek,
          scheduleDayOfMonth,
          watchForChanges,
        }
      : {}),
  };
  const sharedReportIds: string[] = [];
  for (const teamId of teamIds) {
    const { sharedReportId } = await shareReport(deps, uid, savedReportId, { teamId, ...schedule });
    sharedReportIds.push(sharedReportId);
    if (current) {
      await includeExecution(
        deps,
        { id: shareId(savedReportId, teamId), teamId, savedReportId, reportName: definition.reportName },
        current,
      );
    }
  }
  const teams = teamIds.length === 1 ? '1 team' : `${teamIds.length} teams`;
  const notInvited = uninvited.length > 0 ? ` Invitations could not be sent to ${uninvited.join(', ')}.` : '';
  return {
    message: `Report "${definition.reportName}" shared with ${teams}.${notInvited}`,
    savedReportId,
    sharedReportIds,
    ...(newTeamId ? { newTeamId } : {}),
  };
}
