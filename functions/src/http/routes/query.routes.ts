import crypto from 'node:crypto';
import type { ChatMessage } from '@quarry/contracts/chat';
import {
  ExtractAndQueryRequest,
  GenerateKeywordsRequest,
  QUERY_TIMEOUT_MS,
  type StreamEvent,
} from '@quarry/contracts/research';
import { Router } from 'express';
import { fitTitle } from '../../domain/chat/session-title';
import { generateKeywords } from '../../domain/research/generate-keywords';
import { runResearch } from '../../domain/research/run-research';
import type { AppDeps } from '../app-deps';
import { toAppError } from '../middleware/errors';
import { requireUid } from '../middleware/session';
import { parseInput } from '../validate';

/**
 * Keeps the question and the finished report in the chat session (creating it when the page had
 * none yet), so a report is never lost to a closed tab. The page saves its own view later too.
 */
async function saveAnswer(
  deps: AppDeps,
  uid: string,
  sessionId: string | undefined,
  question: string,
  answer: string,
) {
  const now = new Date().toISOString();
  const messages: ChatMessage[] = [
    { id: crypto.randomUUID(), role: 'user', content: question, timestamp: now },
    { id: crypto.randomUUID(), role: 'assistant', content: answer, timestamp: now },
  ];
  if (sessionId) {
    try {
      await deps.chat.append(uid, sessionId, messages);
      return sessionId;
    } catch (error) {
      // The session was deleted (or is not theirs) while the report was written: keep the report
      // in a new session rather than lose it.
      if ((error as { httpStatus?: number }).httpStatus !== 404) throw error;
    }
  }
  return deps.chat.create(uid, { title: fitTitle(question), messages, searchTerms: [], selectedFiles: [] });
}

/** The query flow's model calls: keywords, then the streamed extraction and report. */
export function queryRoutes(deps: AppDeps): Router {
  const router = Router();

  router.post('/query/generate-keywords', async (req, res) => {
    const uid = requireUid(res);
    const { query } = parseInput(GenerateKeywordsRequest, req.body);
    res.json(await generateKeywords(deps.research, uid, query));
  });

  router.post('/query/extract-and-query', async (req, res) => {
    const uid = requireUid(res);
    const request = parseInput(ExtractAndQueryRequest, req.body);
    res.status(200).set({
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-cache, no-transform',
      'X-Accel-Buffering': 'no',
    });
    res.flushHeaders();
    const send = (event: StreamEvent) => {
      if (!res.writableEnded) res.write(`data: ${JSON.stringify(event)}\n\n`);
    };
    // A closed page stops the run, so nobody pays for a report no one will read.
    const abort = new AbortController();
    res.on('close', () => abort.abort());
    const timeout = setTimeout(() => abort.abort(), QUERY_TIMEOUT_MS);
    try {
      const result = await runResearch(deps.research, uid, request, send, abort.signal);
      const sessionId = await saveAnswer(deps, uid, request.chatSessionId, request.userQuery, result.answer);
      send({ type: 'complete', ...result, sessionId });
    } catch (error) {
      const message = abort.signal.aborted
        ? 'Query timeout - please try with fewer documents'
        : toAppError(error).message;
      if (!abort.signal.aborted)
        deps.log.warn('research_failed', {
          uid,
          cause: error instanceof Error ? error.message : String(error),
        });
      send({ type: 'error', message });
    } finally {
      clearTimeout(timeout);
      res.end();
    }
  });

  return router;
}
