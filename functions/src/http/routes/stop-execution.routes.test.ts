import type { ReportExecutionView } from '@quarry/contracts/reports';
import { RUN_STOPPED_MESSAGE, stopExecutionPath } from '@quarry/contracts/research';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserSession } from '../../testing/browser-session';
import { gemini, mailbox } from '../../testing/emulator-controls';
import { type LocalStack, startLocalStack } from '../../testing/local-stack';
import { until } from '../../testing/poll';
import { myExecutions, saveReport } from '../../testing/reports-api';
import { readyCreator } from '../../testing/sign-in-flow';

/**
 * POST /api/report-execution/{id}/stop (docs/decisions/research-pipeline.md): the run's owner stops a run that is
 * still going; it ends as stopped with no further Gemini call, no report, no e-mail, and the tokens
 * it had spent recorded. Nobody else can stop it, or learn that it exists.
 */
const MAYA = 'maya.chen@northwind.test';
let stack: LocalStack;
let maya: BrowserSession;
let sam: BrowserSession;
let admin: BrowserSession;

beforeAll(async () => {
  stack = await startLocalStack();
  maya = await readyCreator(stack, MAYA);
  sam = await readyCreator(stack, 'sam.rivera@northwind.test');
  admin = await readyCreator(stack, 'admin@northwind.test');
}, 90_000);
afterAll(() => stack?.stop());
afterEach(() => gemini.release(stack.emulators.url));

const idle = () => stack.app.deps.localQueue.idle();

async function view(id: string) {
  const answer = await maya.call('GET', `/api/report-execution/${id}/view`);
  return answer.json.execution as ReportExecutionView;
}

/** A background run of a saved report whose model calls after the first `answered` wait on the emulator. */
async function runHeldAfter(answered: number): Promise<string> {
  const url = stack.emulators.url;
  await gemini.reset(url);
  await gemini.hold(url, answered);
  const savedReportId = await saveReport(maya, 'Stopped before it ends');
  const queued = await maya.call('POST', '/api/report-executions', {
    savedReportId,
    notifyOnCompletion: true,
  });
  const id = String(queued.json.executionId);
  await until('the run to wait on the model', async () => (await gemini.holdStatus(url)).held > 0);
  // The answered calls have reached the run (their tokens counted) once it has read a document:
  // an answer the emulator sent may still be on its way when the next call is already held.
  if (answered > 0) await until('a document to be read', async () => (await view(id)).progress > 5);
  return id;
}

describe('stopping a run', () => {
  it('when the owner stops a run mid-way, then it ends as stopped: no report, no e-mail, no further Gemini call, and the tokens it spent recorded', async () => {
    // Arrange: one call answered (tokens spent), the next ones held.
    const url = stack.emulators.url;
    await mailbox.clear(url);
    const id = await runHeldAfter(1);

    // Act
    const stopped = await maya.call('POST', stopExecutionPath(id));
    await until('the run to end', async () => (await view(id)).executionStatus === 'failed');
    const callsWhenEnded = (await gemini.stats(url)).calls;
    await gemini.release(url);
    await idle();

    // Assert
    expect(stopped).toMatchObject({ status: 200, json: { stopping: true } });
    expect(await view(id)).toMatchObject({ errorMessage: RUN_STOPPED_MESSAGE, result: null });
    expect((await gemini.stats(url)).calls).toBe(callsWhenEnded);
    const row = (await myExecutions(maya)).find((e) => e.id === id);
    expect(row?.usage?.calls).toBe(1);
    expect(row?.usage?.tokens).toBeGreaterThan(0);
    expect(await mailbox.messagesTo(url, MAYA)).toEqual([]);
  }, 60_000);

  it('when a run has ended, then Stop changes nothing and says it is not stopping', async () => {
    const id = await runHeldAfter(1);
    await gemini.release(stack.emulators.url);
    await idle();

    const again = await maya.call('POST', stopExecutionPath(id));

    expect(again).toMatchObject({ status: 200, json: { stopping: false } });
    expect((await view(id)).executionStatus).toBe('success');
  }, 60_000);

  it('when anyone but its owner stops a run, then it is not found for them (anonymous: sign-in required) and the run goes on', async () => {
    const id = await runHeldAfter(0);

    const anonymous = await fetch(`${stack.app.url}${stopExecutionPath(id)}`, {
      method: 'POST',
      headers: { origin: stack.app.url },
    });
    const another = await sam.call('POST', stopExecutionPath(id));
    const administrator = await admin.call('POST', stopExecutionPath(id));
    await gemini.release(stack.emulators.url);
    await idle();

    expect(anonymous.status).toBe(401);
    expect(another.status).toBe(404);
    expect(administrator.status).toBe(404);
    expect((await view(id)).executionStatus).toBe('success');
  }, 60_000);
});
