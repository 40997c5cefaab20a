import { ChatSessions } from '../domain/chat/chat-sessions';
import { DELIVERIES, deliveryId } from '../domain/delivery/delivery-sends';
import { UNSUBSCRIBES, unsubscribeId } from '../domain/delivery/unsubscribes';
import { EXECUTION_EVENTS, eventPageIds } from '../domain/reports/events/run-events';
import { storeGoogleDoc } from '../domain/reports/export/google-doc-records';
import { storeReport, writeDocuments } from '../domain/reports/runs/run-parts';
import { RUNS as EXECUTIONS } from '../domain/reports/runs/stored-run';
import { SKIPPED_RUNS } from '../domain/teams/scheduled-runs';
import { memberId, SHARED_REPORTS, TEAM_MEMBERS, TEAMS } from '../domain/teams/team-docs';
import type { DocumentStore } from '../ports/document-store.port';
import type { ManualClock } from './manual-clock';

/**
 * One of everything a person can own (docs/decisions/accounts-and-data.md), written as the app writes it, for the
 * account deletion's tests: the deletion must leave none of one person's and all of another's.
 */
export interface Person {
  uid: string;
  email: string;
  customerId: string;
}

const at = '2026-11-20T10:00:00.000Z';

/** A finished run of `owner` with its document list, report, evidence table and event log. */
export async function seedRun(
  store: DocumentStore,
  id: string,
  owner: string,
  extra: Record<string, unknown> = {},
): Promise<void> {
  const run = { ownerId: owner, createdAt: at };
  const documents = [{ id: `${id}-doc`, name: 'Recall memo.docx', mimeType: 'text/plain' }];
  const parts = await store.runTransaction(async (tx) => writeDocuments(tx, id, run, documents as never));
  const report = await storeReport(store, id, 1, run, {
    result: '<p>The recall cost $2M.</p>',
    resultWithoutDocuments: null,
    evidence: null,
  });
  const [eventPage] = eventPageIds(id, 1);
  await store.set(EXECUTION_EVENTS, eventPage as string, { executionId: id, ownerId: owner, createdAt: at });
  await store.set(EXECUTIONS, id, {
    ...run,
    executionStatus: 'success',
    eventSeq: 1,
    ...parts,
    ...report,
    ...extra,
  });
}

/** Everything a person keeps to themselves: account, keys, sessions, chats, runs, and the rest. */
export async function seedPerson(store: DocumentStore, clock: ManualClock, person: Person): Promise<void> {
  const { uid, email } = person;
  await store.set('users', uid, {
    email,
    name: uid,
    userType: 'creator',
    isTeamMemberOnly: false,
    isSetupComplete: true,
    createdAt: at,
    updatedAt: at,
    preferences: { chatRetentionDays: 30, reportRetentionDays: 90 },
    billing: { stripeCustomerId: person.customerId, status: 'active' },
  });
  await store.set('userSecrets', uid, { wrappedKey: 'sealed', secrets: { geminiKey: 'sealed' } });
  await store.set('authSessions', `session-${uid}`, { uid, createdAt: at, lastSeenAt: at, expiresAt: at });
  const chats = new ChatSessions(store, clock, { publish: async () => {} });
  await chats.create(uid, {
    title: 'Recall costs',
    messages: [{ id: 'm1', role: 'user', content: 'What did the recall cost?', timestamp: at }],
    searchTerms: ['recall'],
    selectedFiles: [],
  });
  await store.set('savedReports', `report-${uid}`, { ownerId: uid, reportName: 'Recall', createdAt: at });
  await seedRun(store, `run-${uid}`, uid);
  // A checkpoint left by a run cut short (a finished run has none).
  await store.set('executionResults', `run-${uid}_left`, { executionId: `run-${uid}`, ownerId: uid });
  await store.set('extractions', `extraction-${uid}`, { ownerId: uid, createdAt: at, text: 'memo' });
  await storeGoogleDoc(store, {
    executionId: `run-${uid}`,
    uid,
    ownerId: uid,
    fileId: `file-${uid}`,
    link: 'https://docs.google.com/document/d/1',
    name: 'Recall',
    createdAt: at,
    withDocuments: true,
  });
  await store.set('spendAlerts', `${uid}_2026-11`, {
    uid,
    month: '2026-11',
    spentUsd: 12,
    thresholdUsd: 10,
    at,
  });
  await store.set('schedulePauses', uid, { uid, paused: true, reason: 'plan_ended', pauseNumber: 1 });
  await store.set('idempotencyKeys', `key-${uid}`, {
    ownerId: uid,
    route: 'POST /api/chat/sessions',
    expiresAt: at,
  });
  await store.set('oauthStates', `state-${uid}`, { purpose: 'drive', uid, browserHash: 'h', createdAt: at });
  await store.set('oauthStates', `invite-${uid}`, {
    purpose: 'team_member_signup',
    invitedEmail: email,
    createdAt: at,
  });
  await store.set('contactMessages', `contact-${uid}`, {
    name: uid,
    email,
    subject: 'Hi',
    message: 'Hello',
    createdAt: at,
  });
  await store.set('accessGrants', email, { email, grantedAt: at, grantedBy: 'admin@example.test' });
  await store.set('feeds', uid, { topics: { sessions: 1 }, updatedAt: at });
  // Where the tick stands in the person's Drive change log (docs/decisions/watching.md), kept under their id.
  await store.set('driveWatches', uid, {
    pageToken: '42',
    leaseUntil: null,
    leaseId: null,
    lastLookedAt: at,
    nextLookAt: at,
  });
  await store.set('stripeCustomers', person.customerId, { uid, createdAt: at });
  await store.set('dataExports', `export-${uid}`, { ownerId: uid, status: 'ready', createdAt: at });
  await store.set('dataExportChunks', `export-${uid}_c0`, {
    ownerId: uid,
    exportId: `export-${uid}`,
    data: 'zip',
  });
  await store.set('accountJobs', `export_${uid}`, {
    kind: 'data-export',
    ownerId: uid,
    status: 'done',
    input: {},
  });
  // Kept on purpose: accountability and webhook idempotency.
  await store.set('adminAudit', `audit-${uid}`, {
    actor: 'admin@example.test',
    action: 'access.granted',
    target: email,
    at,
  });
  await store.set('stripeEvents', `evt-${uid}`, {
    type: 'invoice.paid',
    customerId: person.customerId,
    processedAt: at,
  });
}

/** A team with its members: [email, uid or null (pending), role, invitedBy]. */
export async function seedTeam(
  store: DocumentStore,
  teamId: string,
  createdBy: string,
  members: [string, string | null, 'admin' | 'member', string][],
): Promise<void> {
  await store.set(TEAMS, teamId, { name: `Team ${teamId}`, createdBy, createdAt: at });
  for (const [email, userId, role, invitedBy] of members) {
    await store.set(TEAM_MEMBERS, memberId(teamId, email), {
      teamId,
      email,
      ...(userId ? { userId, acceptedAt: at } : {}),
      role,
      inviteStatus: userId ? 'accepted' : 'pending',
      invitedAt: at,
      invitedBy,
    });
  }
}

/** A share of `owner`'s report with a team, one scheduled run, its e-mail to `to`, an unsubscribe and a skipped run. */
export async function seedShare(
  store: DocumentStore,
  owner: Person,
  teamId: string,
  to: string,
): Promise<string> {
  const shareId = `report-${owner.uid}_${teamId}`;
  await store.set(SHARED_REPORTS, shareId, {
    teamId,
    savedReportId: `report-${owner.uid}`,
    ownerId: owner.uid,
    shareType: 'scheduled',
    sharedAt: at,
  });
  const runId = `${shareId}_20261121T0900Z`;
  await seedRun(store, runId, owner.uid, { sharedReportId: shareId, teamId, driveOwnerId: owner.uid });
  await store.set(DELIVERIES, deliveryId(runId, to), {
    executionId: runId,
    sharedReportId: shareId,
    email: to,
    kind: 'report',
    sentAt: at,
  });
  await store.set(UNSUBSCRIBES, unsubscribeId(shareId, to), { sharedReportId: shareId, email: to, at });
  await store.set(SKIPPED_RUNS, `${shareId}_20261120T0900Z`, {
    sharedReportId: shareId,
    teamId,
    ownerId: owner.uid,
    scheduledFor: at,
  });
  return shareId;
}
