import { ExtractAndQueryRequest, GenerateKeywordsRequest } from '@quarry/contracts/research';
import { type Response, Router } from 'express';
import { createChatExecution } from '../../domain/reports/execution/create-run';
import { runClaimed } from '../../domain/reports/execution/run-execution';
import { generateKeywords } from '../../domain/research/search/generate-keywords';
import { logEvent } from '../../log-events';
import type { AppDeps } from '../app-deps';
import { streamKeywords, wantsKeywordStream } from '../keyword-stream';
import { idempotentStart } from '../middleware/idempotency';
import { requireUid } from '../middleware/session';
import { RunEventStream } from '../run-event-stream';
import { parseInput } from '../validate';

/** The query flow's model calls: keywords, then the report, streamed or queued. */
export function queryRoutes(deps: AppDeps): Router {
  const router = Router();
  const start = idempotentStart(deps);

  router.post('/query/generate-keywords', async (req, res) => {
    const uid = requireUid(res);
    const { query } = parseInput(GenerateKeywordsRequest, req.body);
    if (wantsKeywordStream(req)) return streamKeywords(deps, res, uid, query);
    // The spec's JSON answer. Once the response is over (answered, or timed out by the deadline),
    // or the page went, the step stops: no Gemini call for nobody (docs/decisions/research-pipeline.md).
    const gone = new AbortController();
    res.on('close', () => gone.abort('stopped'));
    res.json(await generateKeywords(deps.research, uid, query, { signal: gone.signal }));
  });

  /**
   * Every run is an execution (docs/architecture/research-pipeline.md): with 'Notify when Ready' it is queued and the
   * answer is JSON; otherwise this request starts it and streams its events. The stream is a view
   * of the run's stored events and ends by itself before Hosting's 60 s cut (docs/architecture/platform.md):
   * if the run is not done by then, or the page goes, it is handed to the queue and goes on there
   * from its checkpoints, and the page reads on at GET /api/report-execution/{id}/stream.
   */
  router.post('/query/extract-and-query', async (req, res) => {
    const uid = requireUid(res);
    const request = parseInput(ExtractAndQueryRequest, req.body);
    // A repeat of one start (its Idempotency-Key) attaches to the run the first one started.
    const action = await start(req, res);
    if (action?.kind === 'earlier') return attach(deps, res, action);
    const execution = await createChatExecution(deps.reports, uid, request).catch(async (error: unknown) => {
      await action?.failed().catch(() => undefined);
      throw error;
    });
    if (!execution.lease) {
      const user = await deps.accounts.users.get(uid);
      const queued = {
        message: 'Report queued: you will get an e-mail when it is ready',
        userEmail: user?.email ?? '',
        executionId: execution.executionId,
        sessionId: execution.sessionId,
      };
      // Not kept (the store failed): the key's claim is abandoned in time, the run goes on regardless.
      await action?.started(202, queued).catch(() => undefined);
      res.status(202).json(queued);
      return;
    }
    const { executionId, sessionId } = execution;
    await action?.started(200, { executionId, sessionId }).catch(() => undefined);
    const stream = new RunEventStream(res, deps);
    const handBack = new AbortController();
    // In the cloud a request whose page went, or whose response ended, may lose its CPU: the run
    // leaves this request then, rather than stall until its lease runs out.
    stream.stop.addEventListener(
      'abort',
      () => {
        if (!stream.ended) handBack.abort();
      },
      { once: true },
    );
    const run = runClaimed(deps.reports, execution.lease, {
      viewedLive: () => !stream.pageGone,
      handBack: handBack.signal,
    }).catch((error: unknown) => {
      // Left to the tick's recovery, like a worker's crash; the stream ends without a last event.
      logEvent.researchFailed(deps.log, {
        uid,
        cause: error instanceof Error ? error.message : String(error),
      });
    });
    await stream.follow(execution.executionId, 0);
    if (!stream.ended) handBack.abort();
    // Handed back (or finished: the e-mail and the rest) before the response ends.
    await run;
    stream.end();
  });

  return router;
}

/** The earlier start's answer: its queued notice again, or its run's stream from the first event. */
async function attach(deps: AppDeps, res: Response, earlier: { status: number; answer: unknown }) {
  res.set('Idempotent-Replayed', 'true');
  if (earlier.status !== 200) {
    res.status(earlier.status).json(earlier.answer);
    return;
  }
  const { executionId } = earlier.answer as { executionId: string };
  const stream = new RunEventStream(res, deps);
  await stream.follow(executionId, 0);
  stream.end();
}
