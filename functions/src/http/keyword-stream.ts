import type { StreamEvent } from '@quarry/contracts/research';
import type { Request, Response } from 'express';
import { modelFailure } from '../domain/research/model/model-failure';
import { generateKeywords } from '../domain/research/search/generate-keywords';
import { logEvent } from '../log-events';
import { ModelError } from '../ports/language-model.port';
import type { AppDeps } from './app-deps';
import { EVENT_STREAM_HEADERS } from './run-event-stream';

/** Said when Gemini still asks us to wait as the request's time runs out (the spec's quota box shows it). */
export const KEYWORD_QUOTA_GAVE_UP =
  'Gemini kept asking us to wait (your Gemini quota is used up for now), so the keywords could not be generated.';
const TOO_SLOW = 'Gemini took too long to answer';

/** The page asks for the keyword step as a stream; a client written from the spec gets the JSON answer. */
export const wantsKeywordStream = (req: Request): boolean =>
  (req.get('accept') ?? '').includes('text/event-stream');

/**
 * The keyword step as a stream (docs/decisions/research-pipeline.md): the same retry policy as the run's steps, every
 * wait Gemini asks for told as a status event with its count (the run's text), then a `keywords`
 * event, or an `error` event with GEMINI_QUOTA when the quota ended it. The page's Stop closes the
 * request: the step's waits end at once and Gemini is not called again. The step ends before the
 * response limit (Hosting's 60 s cut, docs/architecture/platform.md): a quota wait still going then gives up.
 */
export async function streamKeywords(deps: AppDeps, res: Response, uid: string, query: string) {
  res.status(200).set(EVENT_STREAM_HEADERS);
  res.flushHeaders();
  const write = (text: string) => {
    if (!res.writableEnded && !res.destroyed) res.write(text);
  };
  const send = (event: StreamEvent) => write(`data: ${JSON.stringify(event)}\n\n`);
  const stop = new AbortController();
  let waiting = false;
  res.on('close', () => {
    if (!res.writableEnded) stop.abort('stopped');
  });
  const limit = setTimeout(() => {
    stop.abort(new ModelError(waiting ? 'quota' : 'transient', waiting ? KEYWORD_QUOTA_GAVE_UP : TOO_SLOW));
  }, deps.config.responseLimitMs);
  const heartbeat = setInterval(() => write(': keep-alive\n\n'), deps.config.liveHeartbeatMs);
  try {
    const emit = (event: StreamEvent) => {
      if (event.type === 'status' && event.quotaWait) waiting = true;
      send(event);
    };
    const answer = await generateKeywords(deps.research, uid, query, { emit, signal: stop.signal });
    send({ type: 'keywords', ...answer });
  } catch (error) {
    if (stop.signal.reason === 'stopped') {
      logEvent.keywordsStopped(deps.log, { uid });
      return;
    }
    const failure = modelFailure(stop.signal.reason instanceof ModelError ? stop.signal.reason : error);
    send({
      type: 'error',
      message: failure.message,
      ...(failure.errorCode ? { errorCode: failure.errorCode } : {}),
    });
  } finally {
    clearTimeout(limit);
    clearInterval(heartbeat);
    if (!res.writableEnded) res.end();
  }
}
