import crypto from 'node:crypto';
import { strFromU8, unzipSync } from 'fflate';
import { beforeEach, describe, expect, it } from 'vitest';
import { LocalKeyWrapper } from '../../../adapters/local-keys/local-key-wrapper';
import { SanitizingRenderer } from '../../../adapters/report-html/sanitizing-renderer';
import { FflateZipWriter } from '../../../adapters/zip/fflate-zip-writer';
import type { DocumentStore } from '../../../ports/document-store.port';
import { seedFinishedRun } from '../../../testing/finished-runs';
import { ManualClock } from '../../../testing/manual-clock';
import { tempStores } from '../../../testing/temp-stores';
import { hashToken, Sessions } from '../../accounts/sessions';
import { UserKeys } from '../../accounts/user-keys';
import { writeMessages } from '../../chat/session-messages';
import { completeDraft } from '../../reports/export/export-report';
import { writeMarkdown } from '../../reports/export/markdown-export';
import { ACCOUNT_JOBS, type AccountJobDoc, newAccountJob } from '../account-jobs';
import { runAccountJob } from '../run-account-job';
import { buildDataExport } from './build-data-export';
import { DATA_EXPORTS, type DataExportDoc, newDataExport } from './data-exports';
import { chunkId, DATA_EXPORT_CHUNKS, readChunks } from './export-chunks';

/**
 * The download of one's data (docs/architecture/accounts-and-data.md, docs/decisions/accounts-and-data.md), built by its job on a real store:
 * read back with the zip library, every JSON parsed, it holds each kind of the person's records,
 * no secret of any kind, and nobody else's address but where the app shows it to them.
 */
const openStore = tempStores();
const GEMINI_KEY = 'AIzaSyMayaSecretGeminiKey0123456789abcd';
const DRIVE_TOKEN = 'ya29.maya-secret-drive-access-token';
const THEO_KEY = 'AIzaSyTheoSecretGeminiKey0123456789abcd';
const MAYA = { uid: 'maya-uid', email: 'maya.chen@northwind.test' };
const THEO = { uid: 'theo-uid', email: 'theo.member@gmail.com' };
const SAM = { uid: 'sam-uid', email: 'sam.rivera@northwind.test' };
const STRANGER = 'ana.stranger@northwind.test';
const GRANTOR = 'admin.grantor@quarry.test';
const EXPORT_ID = `export_${'a'.repeat(32)}`;

let store: DocumentStore;
let clock: ManualClock;
let sessionToken = '';

const user = (email: string, name: string) => ({
  email,
  name,
  userType: 'creator',
  isTeamMemberOnly: false,
  isSetupComplete: true,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  preferences: { chatRetentionDays: 30, reportRetentionDays: 90 },
  billing: { stripeCustomerId: 'cus_Maya', status: 'active' },
});
const member = (teamId: string, who: { email: string; uid?: string }, role: 'admin' | 'member') => ({
  teamId,
  email: who.email,
  ...(who.uid ? { userId: who.uid } : {}),
  role,
  inviteStatus: 'accepted',
  invitedAt: '2026-02-01T00:00:00.000Z',
  acceptedAt: '2026-02-02T00:00:00.000Z',
  invitedBy: SAM.uid,
});
const savedReport = (ownerId: string, reportName: string, showDocuments = true) => ({
  ownerId,
  reportName,
  query: 'What did the recall cost?',
  keywords: ['recall'],
  negativeKeywords: [],
  deselectedDocuments: [],
  selectedDirectories: [],
  deepResearch: true,
  enableIntroduction: true,
  enableConclusion: true,
  showDocumentsInSharedReports: showDocuments,
  createdAt: '2026-03-01T00:00:00.000Z',
  updatedAt: '2026-03-01T00:00:00.000Z',
});

async function seedChat(id: string, ownerId: string, content: string) {
  const doc = {
    ownerId,
    title: `Chat ${id}`,
    searchTerms: ['recall'],
    selectedFiles: [],
    selectedDirectories: null,
  };
  await store.runTransaction(async (tx) => {
    const parts = writeMessages(tx, id, doc, [
      { id: 'm1', role: 'user', content, timestamp: '2026-04-01T10:00:00Z' },
    ]);
    tx.set('chatSessions', id, {
      ...doc,
      ...parts,
      latestExecutionId: null,
      latestStatus: null,
      isViewed: true,
      createdAt: '2026-04-01T10:00:00.000Z',
      updatedAt: '2026-04-01T10:05:00.000Z',
    });
  });
}

/** Two people, each with their keys; Maya with one of each record, in her team and in Sam's. */
async function seed() {
  const keys = new UserKeys(store, new LocalKeyWrapper(Buffer.alloc(32, 5)), clock);
  await store.set('users', MAYA.uid, user(MAYA.email, 'Maya Chen'));
  await store.set('users', THEO.uid, user(THEO.email, 'Theo Member'));
  await store.set('users', SAM.uid, user(SAM.email, 'Sam Rivera'));
  await keys.putSecret(MAYA.uid, 'geminiKey', GEMINI_KEY);
  await keys.putSecret(MAYA.uid, 'driveToken', DRIVE_TOKEN);
  await keys.putSecret(THEO.uid, 'geminiKey', THEO_KEY);
  sessionToken = (await new Sessions(store, clock).create(MAYA.uid)).token;
  await store.set('savedReports', 'rep-maya', savedReport(MAYA.uid, 'Recall costs'));
  await store.set('savedReports', 'rep-theo', savedReport(THEO.uid, 'Theo private report'));
  await store.set('savedReports', 'rep-sam', savedReport(SAM.uid, 'Sam hidden report', false));
  await seedChat('chat-maya', MAYA.uid, 'What did the recall cost?');
  await seedChat('chat-theo', THEO.uid, 'Theo private question');
  const at = '2026-05-01T10:00:00.000Z';
  await seedFinishedRun(store, 'run-maya', {
    ownerId: MAYA.uid,
    createdAt: at,
    title: 'Recall costs',
    documents: 4,
    savedReportId: 'rep-maya',
  });
  // Maya's own run of Sam's shared report, whose documents Sam keeps to himself.
  await seedFinishedRun(store, 'run-hidden', {
    ownerId: MAYA.uid,
    createdAt: at,
    title: 'Sam hidden report',
    documents: 3,
    savedReportId: 'rep-sam',
    record: { sharedReportId: 'rep-sam_team-sam', teamId: 'team-sam', driveOwnerId: SAM.uid },
  });
  await seedFinishedRun(store, 'run-theo', {
    ownerId: THEO.uid,
    createdAt: at,
    title: 'Theo private report',
    documents: 2,
  });
  await store.set('teams', 'team-maya', { name: 'Maya team', createdBy: MAYA.uid, createdAt: at });
  await store.set('teams', 'team-sam', { name: 'Sam team', createdBy: SAM.uid, createdAt: at });
  await store.set('teamMembers', 'tm-1', member('team-maya', MAYA, 'admin'));
  await store.set('teamMembers', 'tm-2', member('team-maya', THEO, 'member'));
  await store.set('teamMembers', 'tm-3', member('team-sam', SAM, 'admin'));
  await store.set('teamMembers', 'tm-4', member('team-sam', MAYA, 'member'));
  await store.set('teamMembers', 'tm-5', member('team-sam', { email: STRANGER }, 'member'));
  await store.set('sharedReports', 'rep-maya_team-maya', {
    teamId: 'team-maya',
    savedReportId: 'rep-maya',
    ownerId: MAYA.uid,
    shareType: 'on_demand',
    sharedAt: at,
  });
  await store.set('skippedRuns', 'skip-1', {
    sharedReportId: 'rep-maya_team-maya',
    teamId: 'team-maya',
    ownerId: MAYA.uid,
    scheduledFor: at,
    reason: 'Missed',
    recordedAt: at,
  });
  await store.set('deliveries', 'del-maya', {
    executionId: 'run-maya',
    sharedReportId: 'rep-maya_team-maya',
    email: MAYA.email,
    kind: 'report',
    attempts: 1,
    claimedUntil: null,
    retryAt: null,
    lastError: 'smtp said no',
    sentAt: at,
    gaveUpAt: null,
  });
  await store.set('deliveries', 'del-theo', {
    executionId: 'run-theo',
    sharedReportId: 'x',
    email: THEO.email,
    kind: 'report',
    attempts: 1,
    sentAt: at,
  });
  await store.set('unsubscribes', 'uns-maya', { sharedReportId: 'rep-sam_team-sam', email: MAYA.email, at });
  await store.set('googleDocExports', 'run-maya_maya-uid', {
    executionId: 'run-maya',
    uid: MAYA.uid,
    ownerId: MAYA.uid,
    fileId: 'gdoc-1',
    link: 'https://docs.test/gdoc-1',
    name: 'Recall costs',
    createdAt: at,
    withDocuments: true,
  });
  // A save to Google Docs under way holds its claim alone: no doc yet, so none in the download.
  await store.set('googleDocExports', 'run-maya-2_maya-uid', {
    executionId: 'run-maya-2',
    uid: MAYA.uid,
    ownerId: MAYA.uid,
    createdAt: at,
    creating: { claim: 'claim-1', until: at },
  });
  await store.set('accessGrants', MAYA.email, { email: MAYA.email, grantedAt: at, grantedBy: GRANTOR });
  await store.set('spendAlerts', `${MAYA.uid}_2026-05`, {
    uid: MAYA.uid,
    month: '2026-05',
    spentUsd: 12,
    thresholdUsd: 10,
    at,
  });
  await store.set('schedulePauses', MAYA.uid, {
    uid: MAYA.uid,
    paused: false,
    reason: 'plan_ended',
    pauseNumber: 1,
    pausedAt: at,
    resumedAt: at,
    noticeOwed: false,
    noticeSentAt: at,
  });
  await store.set('contactMessages', 'contact-1', {
    name: 'Maya Chen',
    email: MAYA.email,
    subject: 'Pricing',
    message: 'Hello from Maya',
    createdAt: at,
  });
  await store.set('contactMessages', 'contact-2', {
    name: 'Theo',
    email: THEO.email,
    subject: 'Theo subject',
    message: 'Hello from Theo',
    createdAt: at,
  });
}

const markdown = async (draft: Parameters<typeof completeDraft>[1]) =>
  writeMarkdown(await completeDraft(new SanitizingRenderer(), draft));

async function build(chunkBytes?: number) {
  await store.set(DATA_EXPORTS, EXPORT_ID, newDataExport(MAYA.uid, clock.now()));
  await store.set(ACCOUNT_JOBS, EXPORT_ID, newAccountJob('data-export', MAYA.uid, clock.now()));
  const handler = buildDataExport({
    store,
    clock,
    zip: new FflateZipWriter(),
    markdown,
    chunkBytes,
    viewers: { openable: async () => 'unknown' },
  });
  const logged: unknown[] = [];
  await runAccountJob(
    {
      store,
      clock,
      log: { error: (...args) => logged.push(args) },
      handlers: { 'data-export': handler, 'account-deletion': handler },
    },
    EXPORT_ID,
  );
  expect(logged).toEqual([]);
  const doc = (await store.get<DataExportDoc>(DATA_EXPORTS, EXPORT_ID))!;
  const chunks: Buffer[] = [];
  for await (const chunk of readChunks(store, EXPORT_ID, doc.chunkCount ?? 0)) chunks.push(chunk);
  const bytes = Buffer.concat(chunks);
  const files = unzipSync(new Uint8Array(bytes));
  return { doc, bytes, files, text: (name: string) => strFromU8(files[name]!) };
}

beforeEach(async () => {
  store = openStore();
  clock = new ManualClock('2026-11-27T09:00:00.000Z');
  await seed();
});

describe('building the download of one person', () => {
  it("when Maya's download is built, then each kind of her records is in its file, read back and parsed", async () => {
    const { doc, files, text } = await build();
    const json = (name: string) => JSON.parse(text(name));

    expect(doc).toMatchObject({ status: 'ready', chunkCount: 1, expiresAt: '2026-11-28T09:00:00.000Z' });
    for (const name of Object.keys(files).filter((n) => n.endsWith('.json')))
      expect(() => json(name)).not.toThrow();
    expect(text('README.txt')).toContain('profile.json');
    expect(json('profile.json')).toMatchObject({
      id: MAYA.uid,
      email: MAYA.email,
      billing: { stripeCustomerId: 'cus_Maya' },
    });
    expect(json('saved-reports.json').map((r: { id: string }) => r.id)).toEqual(['rep-maya']);
    expect(json('chats/chat-maya.json').messages[0].content).toBe('What did the recall cost?');
    const run = json('executions/run-maya.json');
    expect(run.documents).toHaveLength(4);
    expect(run.results).toHaveLength(4);
    expect(run.report.html).toContain('the recall cost');
    const reports = Object.keys(files).filter((n) => n.startsWith('reports/'));
    expect(reports).toHaveLength(2);
    expect(text(reports.find((n) => n.includes('run-maya'))!)).toContain('# Recall costs');
    expect(json('usage.json').byMonth).toEqual([
      { month: '2026-05', runs: 2, tokens: 5200, estimatedCostUsd: 0.02 },
    ]);
    const teams = json('teams.json');
    expect(teams.administered.map((t: { id: string }) => t.id)).toEqual(['team-maya']);
    expect(teams.memberOf).toEqual([expect.objectContaining({ id: 'team-sam', name: 'Sam team' })]);
    expect(json('shares.json')).toEqual([
      expect.objectContaining({ id: 'rep-maya_team-maya', teamName: 'Maya team' }),
    ]);
    for (const name of [
      'skipped-runs',
      'deliveries',
      'unsubscribes',
      'google-docs',
      'spend-alerts',
      'contact-messages',
    ]) {
      expect(json(`${name}.json`), name).toHaveLength(1);
    }
    expect(json('access.json')).toEqual({ email: MAYA.email, grantedAt: '2026-05-01T10:00:00.000Z' });
    expect(json('schedule-pauses.json')).toMatchObject({ paused: false });
  });

  it('when the download is built, then no secret is anywhere in it: keys, tokens, the wrapped data key, sessions', async () => {
    const { bytes, files } = await build();
    const secretsDoc = (await store.get<Record<string, unknown>>('userSecrets', MAYA.uid))!;
    const sealed = ['geminiKey', 'driveToken'].map(
      (k) => (secretsDoc[k] as { ciphertext: string }).ciphertext,
    );
    const secrets = [
      GEMINI_KEY,
      DRIVE_TOKEN,
      THEO_KEY,
      String(secretsDoc.wrappedDataKey),
      ...sealed,
      sessionToken,
      hashToken(sessionToken),
    ];
    const contents = Object.values(files)
      .map((file) => Buffer.from(file).toString('utf8'))
      .join('\n');

    for (const secret of secrets) {
      expect(contents.includes(secret), secret).toBe(false);
      expect(bytes.includes(secret), secret).toBe(false);
    }
    expect(contents).not.toMatch(/wrappedDataKey|ciphertext|userSecrets/);
  });

  it("when the download is built, then another person's address is only where Maya administers them, and nobody else's records are in it", async () => {
    const { files } = await build();
    const where = (needle: string) =>
      Object.entries(files)
        .filter(([, file]) => strFromU8(file).includes(needle))
        .map(([name]) => name);

    expect(where(THEO.email)).toEqual(['teams.json']);
    expect(
      JSON.parse(strFromU8(files['teams.json']!)).administered[0].members.map(
        (m: { email: string }) => m.email,
      ),
    ).toEqual([MAYA.email, THEO.email]);
    for (const someoneElse of [
      SAM.email,
      STRANGER,
      GRANTOR,
      'rep-theo',
      'run-theo',
      'chat-theo',
      'Theo private',
      'Hello from Theo',
      'smtp said no',
    ]) {
      expect(where(someoneElse), someoneElse).toEqual([]);
    }
  });

  it("when Maya ran a shared report whose owner keeps its documents private, then none of its documents' names is in the download", async () => {
    const { files, text } = await build();
    const hidden = JSON.parse(text('executions/run-hidden.json'));
    const all = Object.values(files)
      .map((file) => strFromU8(file))
      .join('\n');

    expect(hidden).toMatchObject({ documentsHidden: true, documents: null });
    expect(hidden.results.map((r: { name: string }) => r.name)).toEqual([
      'Document 1',
      'Document 2',
      'Document 3',
    ]);
    expect(all).not.toContain('for run-hidden');
    expect(all).not.toContain('1runhiddendoc');
  });

  it('when the zip is bigger than a chunk, then it is stored in several chunks, each a document the store accepts, and reads back whole', async () => {
    const noise = crypto.randomBytes(1_600_000).toString('base64');
    await seedChat('chat-big', MAYA.uid, noise);

    const { doc, text } = await build();

    expect(doc.chunkCount).toBeGreaterThanOrEqual(3);
    expect(doc.sizeBytes).toBeGreaterThan(2 * 700_000);
    expect(JSON.parse(text('chats/chat-big.json')).messages[0].content).toBe(noise);
  });

  it('when an attempt left chunks behind, then the next attempt starts over: its zip reads back and no stale chunk is left', async () => {
    for (let n = 0; n < 6; n++) {
      await store.set(DATA_EXPORT_CHUNKS, chunkId(EXPORT_ID, n), {
        ownerId: MAYA.uid,
        exportId: EXPORT_ID,
        n,
        data: 'c3RhbGU=',
      });
    }

    const { doc, files } = await build(4096);

    expect(Object.keys(files)).toContain('profile.json');
    const left = await store.query(DATA_EXPORT_CHUNKS, {
      where: [{ field: 'exportId', op: '==', value: EXPORT_ID }],
    });
    expect(left).toHaveLength(doc.chunkCount!);
    const job = (await store.get<AccountJobDoc>(ACCOUNT_JOBS, EXPORT_ID))!;
    expect(job.status).toBe('done');
    expect(job.progress.done).toBe(job.progress.total);
    expect(job.progress.total).toBeGreaterThanOrEqual(6);
  });
});
