import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type GridColumns, gridPath } from '@quarry/contracts/grid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifyIfOwed } from '../../domain/reports/reactions/notify-completion';
import { RUNS as EXECUTIONS } from '../../domain/reports/runs/stored-run';
import { skeletonOf } from '../../domain/research/extraction/verify-quotes';
import type { BrowserSession } from '../../testing/browser-session';
import { mailbox } from '../../testing/emulator-controls';
import { type LocalStack, startLocalStack } from '../../testing/local-stack';
import { until } from '../../testing/poll';
import { sharedRunEnded } from '../../testing/reports-api';
import { authorize, TEST_GEMINI_KEY } from '../../testing/sign-in-flow';
import { teamWithMember } from '../../testing/team-setup';
import { tempDir } from '../../testing/temp-dir';
import {
  dataDownloadSurfaces,
  googleDocSurface,
  runSurfaces,
  type Surface,
  stringsOf,
} from '../../testing/viewer-surfaces';

/**
 * docs/decisions/sharing-and-teams.md: a saved report whose owner keeps the documents from the team, with grid
 * columns, shared on demand and run by a member. The Incident Report PDF repeats its title (its
 * name without ".pdf", and its PDF Title) in every page's footer, and the Root Cause Analysis's
 * Word title is not its Drive name: no form of either reaches the member on any surface they read.
 */
const MAYA = 'maya.chen@northwind.test';
const THEO = 'theo.member@gmail.com';
const FORMS = [
  'Ridgeline 2 Recall - Incident Report.pdf',
  'Ridgeline 2 Recall - Incident Report',
  'Root Cause Analysis - Pole Hub Failure',
  '8D Root Cause Analysis - Ridgeline 2 Pole Hub Failure',
];
const COLUMNS: GridColumns = [
  { id: 'c1', question: 'What did the recall cost?', type: 'number' },
  { id: 'c2', question: 'When was the recall announced?', type: 'date' },
  {
    id: 'c3',
    question: 'What does the Ridgeline 2 Recall - Incident Report say about the recall budget?',
    type: 'text',
  },
];
const sampleDrive = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../emulators/drive');

let drives: ReturnType<typeof tempDir>;
let stack: LocalStack;
let maya: BrowserSession;
let theo: BrowserSession;
let teamId = '';
let reportId = '';
let executionId = '';

/** The surfaces where a form of a hidden name is found, in any case and however it is spaced. */
function leaks(surfaces: Surface[]): string[] {
  return surfaces.flatMap(({ surface, text }) =>
    FORMS.filter((form) => skeletonOf(text).includes(skeletonOf(form))).map((form) => `${surface}: ${form}`),
  );
}

async function uidOf(email: string): Promise<string> {
  const [user] = await stack.app.deps.store.query('users', {
    where: [{ field: 'email', op: '==', value: email }],
  });
  return String(user?.id);
}

beforeAll(async () => {
  drives = tempDir('quarry-drives-');
  fs.cpSync(path.join(sampleDrive, MAYA), path.join(drives.dir, MAYA), { recursive: true });
  stack = await startLocalStack({
    emulators: { QUARRY_DRIVE_DIR: drives.dir },
    app: { TICK_SECONDS: '3600' },
  });
  ({
    leader: maya,
    member: theo,
    teamId,
  } = await teamWithMember(stack, {
    leader: MAYA,
    member: THEO,
    teamName: 'Recall Response',
  }));
  const saved = await maya.call('POST', '/api/saved-reports', {
    reportName: 'Recall costs',
    query: 'What did the Ridgeline 2 recall cost?',
    keywords: ['recall', 'Ridgeline'],
    columns: COLUMNS,
    showDocumentsInSharedReports: false,
  });
  reportId = String(saved.json.id);
  const share = await maya.call('POST', `/api/reports/${reportId}/share`, { teamId, shareType: 'adhoc' });
  // The member pays for their run with their own key.
  await theo.call('POST', '/api/user/gemini-key', { geminiApiKey: TEST_GEMINI_KEY });
  const run = await theo.call('POST', `/api/shared-reports/${share.json.sharedReportId}/execute`);
  executionId = String(run.json.executionId);
  await sharedRunEnded(theo, executionId);
}, 240_000);
afterAll(async () => {
  await stack?.stop();
  drives?.remove();
});

describe('a document title and a member who may not see documents', () => {
  it('when the owner reads the run, then the footer with the document title is in its grid (what the member must not get)', async () => {
    const grid = stringsOf((await maya.call('GET', gridPath(executionId, true))).json);

    expect(skeletonOf(grid)).toContain(skeletonOf('Ridgeline 2 Recall - Incident Report'));
  });

  it('when the member reads the run anywhere (views, stream, grid, exports, Google Docs, e-mails, data download), then no form of a document name is there', async () => {
    await authorize(theo, THEO, 'drive-file');
    const theoUid = await uidOf(THEO);
    const surfaces = [
      ...(await runSurfaces(theo, executionId, false)),
      ...(await runSurfaces(theo, executionId, true)),
      await googleDocSurface(stack, theo, theoUid, executionId, false),
      { surface: 'own history', text: stringsOf((await theo.call('GET', '/api/my-report-executions')).json) },
      ...(await dataDownloadSurfaces(stack, theo)),
      await completionMail(),
      ...(await scheduledMails()),
    ];

    expect(surfaces.length).toBeGreaterThan(20);
    expect(leaks(surfaces)).toEqual([]);
    expect(surfaces.find((s) => s.surface === 'own grid')?.text).toContain('Source');
  });
});

/** The completion e-mail the member's run sends when it was asked to tell them (as a run in the background does). */
async function completionMail(): Promise<Surface> {
  await stack.app.deps.store.update(EXECUTIONS, executionId, {
    notifyOnCompletion: true,
    notificationOwed: true,
    notificationSentAt: null,
  });
  await notifyIfOwed(stack.app.deps.reports, executionId);
  const [mail] = await mailbox.messagesTo(stack.emulators.url, THEO);
  if (!mail) throw new Error('no completion e-mail');
  return { surface: 'completion e-mail', text: `${mail.subject}\n${mail.text}\n${mail.html}` };
}

/** The e-mail a scheduled share of the same report delivers to the member. */
async function scheduledMails(): Promise<Surface[]> {
  await mailbox.clear(stack.emulators.url);
  const share = await maya.call('POST', `/api/reports/${reportId}/share`, {
    teamId,
    shareType: 'scheduled',
    scheduleFrequency: 'daily',
    scheduleTime: '07:00',
    scheduleTimezone: 'UTC',
  });
  const shareId = String(share.json.sharedReportId);
  const due =
    (await stack.app.deps.store.get<{ nextRunAt: string }>('sharedReports', shareId))?.nextRunAt ?? '';
  await fetch(`${stack.app.url}/__control/clock`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ to: new Date(Date.parse(due) + 60_000).toISOString() }),
  });
  let mails: Awaited<ReturnType<typeof mailbox.messagesTo>> = [];
  await until(
    'the scheduled e-mail to reach the member',
    async () => {
      mails = await mailbox.messagesTo(stack.emulators.url, THEO);
      return mails.length > 0;
    },
    { tries: 600 },
  );
  return mails.map((mail) => ({
    surface: `scheduled e-mail ${mail.subject}`,
    text: `${mail.subject}\n${mail.text}\n${mail.html}`,
  }));
}
