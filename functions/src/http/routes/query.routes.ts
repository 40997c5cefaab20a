import {
  ExtractAndQueryRequest,
  GenerateKeywordsRequest,
  type StreamEvent,
} from '@quarry/contracts/research';
import { Router } from 'express';
import { createChatExecution } from '../../domain/reports/create-execution';
import { runClaimed } from '../../domain/reports/run-execution';
import { generateKeywords } from '../../domain/research/generate-keywords';
import type { AppDeps } from '../app-deps';
import { toAppError } from '../middleware/errors';
import { requireUid } from '../middleware/session';
import { parseInput } from '../validate';

/** The query flow's model calls: keywords, then the report, streamed or queued. */
export function queryRoutes(deps: AppDeps): Router {
  const router = Router();

  router.post('/query/generate-keywords', async (req, res) => {
    const uid = requireUid(res);
    const { query } = parseInput(GenerateKeywordsRequest, req.body);
    res.json(await generateKeywords(deps.research, uid, query));
  });

  /**
   * Every run is an execution (DESIGN section 4): with 'Notify when Ready' it is queued and the
   * answer is JSON; otherwise this request runs it and streams its events. A page that goes away
   * does not stop the run: the report still lands in the session, marked new.
   */
  router.post('/query/extract-and-query', async (req, res) => {
    const uid = requireUid(res);
    const request = parseInput(ExtractAndQueryRequest, req.body);
    const execution = await createChatExecution(deps.reports, uid, request);
    if (!execution.lease) {
      const user = await deps.accounts.users.get(uid);
      res.status(202).json({
        message: 'Report queued: you will get an e-mail when it is ready',
        userEmail: user?.email ?? '',
        executionId: execution.executionId,
        sessionId: execution.sessionId,
      });
      return;
    }
    res.status(200).set({
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-cache, no-transform',
      'X-Accel-Buffering': 'no',
    });
    res.flushHeaders();
    let open = true;
    res.on('close', () => {
      open = false;
    });
    const send = (event: StreamEvent) => {
      if (open && !res.writableEnded) res.write(`data: ${JSON.stringify(event)}\n\n`);
    };
    // The page learns at once where the run lives: reloaded mid-run, it follows it there.
    send({
      type: 'status',
      message: 'Starting analysis...',
      executionId: execution.executionId,
      sessionId: execution.sessionId,
    });
    try {
      const outcome = await runClaimed(deps.reports, execution.lease, { emit: send, watched: () => open });
      if (outcome.kind !== 'ended') {
        send({ type: 'error', message: 'The report is still being written; it will appear in this chat.' });
        return;
      }
      const { execution: ended, report } = outcome;
      if (ended.executionStatus === 'success' && report && ended.completion) {
        send({
          type: 'complete',
          answer: report.result,
          ...(report.evidence ? { evidence: report.evidence } : {}),
          ...ended.completion,
          documentNames: outcome.documentNames ?? { data: [], noData: [], failed: [] },
          sessionId: ended.chatSessionId ?? execution.sessionId,
          executionId: execution.executionId,
        });
      } else {
        send({ type: 'error', message: ended.errorMessage ?? 'The report could not be written.' });
      }
    } catch (error) {
      deps.log.warn('research_failed', {
        uid,
        cause: error instanceof Error ? error.message : String(error),
      });
      send({ type: 'error', message: toAppError(error).message });
    } finally {
      res.end();
    }
  });

  return router;
}
