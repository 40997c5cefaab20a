import { runStreamPath, type StreamEvent } from '@quarry/contracts/research';
import { SharedExecutionsResponse } from '@quarry/contracts/sharing';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { ACCOUNT_JOBS_TOPIC, EXECUTIONS_TOPIC } from './adapters/pubsub/pubsub-queue';
import { SHARED_REPORTS } from './domain/teams/team-docs';
import { type CloudStack, sayWhatStandsIn, startCloudStack } from './testing/cloud-stack';
import { mailbox } from './testing/emulator-controls';
import { parseEventBlocks } from './testing/event-stream';
import { until } from './testing/poll';
import { myExecutions, reportDefinition } from './testing/reports-api';
import { authorize, readySession } from './testing/sign-in-flow';

/**
 * Cloud mode proven (docs/architecture/testing.md): the bundle `firebase deploy` ships (functions/dist) runs in
 * the Firebase Functions emulator on the Firestore adapter and the service emulators, and the main
 * journeys pass through its `api`, `reportWorker`, `accountWorker` and `tick` functions. One build and one emulator
 * boot serve the whole file.
 */
const MAYA = 'maya.chen@northwind.test';
const SAM = 'sam.rivera@northwind.test';
type Complete = Extract<StreamEvent, { type: 'complete' }>;

let stack: CloudStack;
beforeAll(async () => {
  sayWhatStandsIn();
  stack = await startCloudStack();
}, 120_000);
afterAll(() => stack?.stop());

describe('the deployable functions bundle in cloud mode', () => {
  it('when the built bundle runs under the Firebase Functions emulator, then it loads every function and GET /api/health through api answers 200 in cloud mode', async () => {
    const health = await fetch(`${stack.bundle.apiUrl}/api/health`);

    expect(stack.bundle.output()).toContain(
      'Loaded functions definitions from source: accountWorker, api, reportWorker, retentionSweep, tick',
    );
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok', mode: 'cloud' });
  });

  it('when the bundle runs in the Functions emulator on Firestore, then a person signs in, streams a report, a background run completes through reportWorker and a scheduled share runs through tick', async () => {
    onTestFailed(() => console.info(`Functions emulator output:\n${stack.bundle.output().slice(-20_000)}`));
    const { pubsub } = stack;

    // Signs in through the OAuth emulator, authorizes Drive and saves a Gemini key, all through `api`.
    const maya = await readySession(stack.browser(), MAYA);

    // Streams a research report.
    const found = await maya.call('POST', '/api/query/search-documents', { keywords: ['recall'] });
    const docs = (
      found.json.documents as { id: string; name: string; mimeType: string; supported: boolean }[]
    )
      .filter((d) => d.supported)
      .slice(0, 3)
      .map(({ id, name, mimeType }) => ({ id, name, mimeType }));
    expect(docs.length).toBeGreaterThan(0);
    const stream = await maya.raw('POST', '/api/query/extract-and-query', {
      userQuery: 'What did the Ridgeline 2 recall cost?',
      selectedDocuments: docs,
      keywords: [],
      deepResearch: false,
    });
    expect(stream.headers.get('content-type')).toContain('text/event-stream');
    const streamed = parseEventBlocks(await stream.text());
    const last = streamed.at(-1)?.event;
    expect(last?.type, JSON.stringify(last)).toBe('complete');
    expect((last as Complete).answer).toMatch(/Ridgeline|recall/i);
    // Read again as a page does after Hosting's cut: from Firestore, the same numbered events.
    const again = await maya.raw('GET', runStreamPath(String((last as Complete).executionId)));
    expect(parseEventBlocks(await again.text())).toEqual(streamed);

    // Runs a saved report in the background: published to Pub/Sub, worked by reportWorker.
    const saved = await maya.call('POST', '/api/saved-reports', reportDefinition('Recall costs'));
    const savedReportId = String(saved.json.id);
    const queued = await maya.call('POST', '/api/report-executions', { savedReportId });
    expect(queued.status).toBe(202);
    const executionId = String(queued.json.executionId);
    await pubsub.settled();
    expect(pubsub.deliveries).toContainEqual({ topic: EXECUTIONS_TOPIC, data: { executionId }, status: 200 });
    expect((await myExecutions(maya)).find((e) => e.id === executionId)?.executionStatus).toBe('success');

    // Shares it with a team on a schedule; the minute tick finds it due and runs it.
    const sysAdmin = stack.browser();
    await authorize(sysAdmin, String(stack.projectEnv.SYS_ADMIN_EMAIL));
    const grant = await sysAdmin.call('POST', '/api/admin/complimentary-access', { email: MAYA });
    expect(grant.status).toBe(201);
    const team = await maya.call('POST', '/api/teams', { name: 'Recall Response' });
    const shared = await maya.call('POST', `/api/reports/${savedReportId}/share`, {
      teamId: (team.json.team as { id: string }).id,
      shareType: 'scheduled',
      scheduleFrequency: 'daily',
      scheduleTime: '07:00',
      scheduleTimezone: 'UTC',
    });
    expect(shared.status).toBe(200);
    const shareId = String(shared.json.sharedReportId);
    // The cloud has no test clock: the share's next run is set a minute back, as if that minute had come.
    const due = new Date(Date.now() - 60_000).toISOString();
    await stack.firestore.collection(SHARED_REPORTS).doc(shareId).update({ nextRunAt: due });
    const ticked = await stack.bundle.trigger('tick', {
      body: '',
      headers: { 'x-cloudscheduler-scheduletime': new Date().toISOString() },
    });
    expect(ticked.status).toBe(200);
    await pubsub.settled();

    const { executions } = SharedExecutionsResponse.parse(
      (await maya.call('GET', `/api/shared-reports/${shareId}/executions`)).json,
    );
    // The tick names a scheduled run `{shareId}_{occurrence}` (docs/architecture/schedules-and-delivery.md).
    expect(executions).toHaveLength(1);
    const [scheduled] = executions;
    expect(scheduled?.id.startsWith(`${shareId}_`)).toBe(true);
    expect(scheduled?.status).toBe('success');
    expect(pubsub.deliveries).toContainEqual({
      topic: EXECUTIONS_TOPIC,
      data: { executionId: scheduled?.id },
      status: 200,
    });
    // Its delivery e-mail reached the SendGrid emulator.
    await until('the scheduled report e-mail', async () =>
      (await mailbox.messagesTo(stack.emulators.url, MAYA)).some(
        (m) => m.subject === 'Recall costs: your scheduled report is ready' && m.text.includes(scheduled!.id),
      ),
    );
    // Every function found the secrets it reads among those bound to it (.secret.local, as Secret Manager).
    expect(stack.bundle.output()).not.toMatch(
      /No value found for secret|Unable to access secret|is not bound/,
    );
  }, 120_000);

  it('when a person deletes their account in the cloud, then accountWorker works the job from Pub/Sub, nothing of theirs is left in Firestore, and signing in again starts an empty account', async () => {
    onTestFailed(() => console.info(`Functions emulator output:\n${stack.bundle.output().slice(-20_000)}`));
    const sam = await readySession(stack.browser(), SAM);
    const saved = await sam.call('POST', '/api/saved-reports', reportDefinition('Europe win-back'));
    expect(saved.status).toBe(201);
    const [user] = (await stack.firestore.collection('users').where('email', '==', SAM).get()).docs;
    const uid = String(user?.id);

    const deleted = await sam.call('DELETE', '/api/account', { email: SAM });
    await stack.pubsub.settled();

    expect(deleted.status).toBe(202);
    expect(stack.pubsub.deliveries).toContainEqual({
      topic: ACCOUNT_JOBS_TOPIC,
      data: { jobId: `delete_${uid}` },
      status: 200,
    });
    expect((await stack.firestore.collection('users').doc(uid).get()).exists).toBe(false);
    expect((await stack.firestore.collection('savedReports').where('ownerId', '==', uid).get()).size).toBe(0);
    expect((await stack.firestore.collection('accountJobs').doc(`delete_${uid}`).get()).exists).toBe(false);
    expect((await sam.call('GET', '/api/saved-reports')).status).toBe(401);
    const again = await readySession(stack.browser(), SAM);
    expect((await again.call('GET', '/api/saved-reports')).json).toMatchObject({ reports: [] });
  }, 120_000);
});
