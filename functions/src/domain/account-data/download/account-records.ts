import type { UserRecord } from '../../accounts/users';
import { ACCESS_GRANTS } from '../../admin/access-grants';
import { DELIVERIES } from '../../delivery/delivery-sends';
import { UNSUBSCRIBES } from '../../delivery/unsubscribes';
import { GOOGLE_DOC_EXPORTS } from '../../reports/export/google-doc-records';
import { SPEND_ALERTS } from '../../reports/reactions/spend-alert';
import { SAVED_REPORTS } from '../../reports/saved/saved-reports';
import { SCHEDULE_PAUSES } from '../../teams/schedule-pauses';
import { SKIPPED_RUNS } from '../../teams/scheduled-runs';
import { SHARED_REPORTS, TEAMS, type TeamDoc } from '../../teams/team-docs';
import { type ExportOut, pick, recordsWhere, writeJson } from './export-out';

const CONTACT_MESSAGES = 'contactMessages';

/** profile.json: the person's users record (profile, preferences, plan status; it holds no secret). */
export async function writeProfile(out: ExportOut, user: UserRecord): Promise<void> {
  await writeJson(out, 'profile.json', { id: out.uid, ...user });
  await out.advance(1);
}

/** saved-reports.json: the report definitions the person saved. */
export async function writeSavedReports(out: ExportOut): Promise<void> {
  const reports = await recordsWhere(out, SAVED_REPORTS, 'ownerId', out.uid);
  await writeJson(out, 'saved-reports.json', reports);
  await out.advance(reports.length);
}

/** shares.json and skipped-runs.json: the reports the person shared with teams, and their missed runs. */
export async function writeShares(out: ExportOut): Promise<void> {
  const shares = await recordsWhere(out, SHARED_REPORTS, 'ownerId', out.uid);
  const teamIds = [...new Set(shares.map((share) => String(share.teamId)))];
  const teams = await out.store.getAll<TeamDoc>(TEAMS, teamIds);
  const names = new Map(teamIds.map((id, i) => [id, teams[i]?.name ?? null]));
  await writeJson(
    out,
    'shares.json',
    shares.map((share) => ({ ...share, teamName: names.get(String(share.teamId)) ?? null })),
  );
  const skipped = await recordsWhere(out, SKIPPED_RUNS, 'ownerId', out.uid);
  await writeJson(out, 'skipped-runs.json', skipped);
  await out.advance(shares.length + skipped.length);
}

/**
 * The smaller records kept about the person, by their id or their address: what is theirs of each
 * (a grant's author, a delivery's retry bookkeeping and provider errors are left out).
 */
export async function writeSmallRecords(out: ExportOut): Promise<void> {
  const files: [string, Record<string, unknown>[] | Record<string, unknown> | null][] = [
    [
      'deliveries.json',
      (await recordsWhere(out, DELIVERIES, 'email', out.email)).map((d) =>
        pick(d, ['executionId', 'sharedReportId', 'email', 'kind', 'sentAt', 'gaveUpAt']),
      ),
    ],
    [
      'unsubscribes.json',
      (await recordsWhere(out, UNSUBSCRIBES, 'email', out.email)).map((d) =>
        pick(d, ['sharedReportId', 'email', 'at']),
      ),
    ],
    [
      'google-docs.json',
      // A save under way (its claim alone) is no doc yet.
      (await recordsWhere(out, GOOGLE_DOC_EXPORTS, 'uid', out.uid))
        .filter((d) => d.fileId)
        .map((d) => pick(d, ['executionId', 'fileId', 'link', 'name', 'createdAt', 'withDocuments'])),
    ],
    ['access.json', await accessGrant(out)],
    [
      'spend-alerts.json',
      (await recordsWhere(out, SPEND_ALERTS, 'uid', out.uid)).map((d) =>
        pick(d, ['month', 'spentUsd', 'thresholdUsd', 'at']),
      ),
    ],
    ['schedule-pauses.json', await schedulePause(out)],
    [
      'contact-messages.json',
      (await recordsWhere(out, CONTACT_MESSAGES, 'email', out.email)).map((d) =>
        pick(d, ['name', 'email', 'subject', 'message', 'createdAt', 'deliveredAt']),
      ),
    ],
  ];
  for (const [path, value] of files) {
    await writeJson(out, path, value);
    await out.advance(Array.isArray(value) ? value.length : value ? 1 : 0);
  }
}

/** The complimentary access granted to the person's address, without who granted it. */
async function accessGrant(out: ExportOut): Promise<Record<string, unknown> | null> {
  const grant = await out.store.get(ACCESS_GRANTS, out.email);
  return grant ? pick(grant, ['email', 'grantedAt']) : null;
}

/** Whether the person's scheduled shares are paused for their plan, and the notice they were sent. */
async function schedulePause(out: ExportOut): Promise<Record<string, unknown> | null> {
  const pause = await out.store.get(SCHEDULE_PAUSES, out.uid);
  return pause ? pick(pause, ['paused', 'reason', 'pausedAt', 'resumedAt', 'noticeSentAt']) : null;
}
