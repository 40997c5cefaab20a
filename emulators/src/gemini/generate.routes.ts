import { setTimeout as sleep } from 'node:timers/promises';
import { type Request, type Response, Router } from 'express';
import { clientGone } from '../shared/hold-gate';
import { apiKeyOf } from './api-key';
import type { LoggedCall } from './call-log';
import type { DriveCorpus } from './drive-corpus';
import { type Fault, FREE_TIER_RPM, type GeminiState } from './gemini-state';
import { type ParsedRequest, parseCountTokensRequest, parseGenerateRequest } from './generate-request';
import { type Generated, withinOutputLimit } from './generate-response';
import {
  apiVersion,
  internal,
  invalidArgument,
  modelClosedToNewUsers,
  modelNotFound,
  quotaExceeded,
  sendGoogleError,
  tooManyTokens,
  unavailable,
} from './google-errors';
import { answerText, type ReadRequest, readRequest, usesCorpus } from './model';
import { closedToNewUsers, findModel, type ModelInfo, modelId } from './models';
import { withDocumentFaults } from './packed-extraction';
import { isQuoteFault, withQuoteFault } from './quote-faults';
import { type GenerateMethod, sendAnswer } from './send-answer';
import { isPackedExtraction } from './task';
import { countTokens } from './text-utils';

const METHODS: readonly string[] = ['generateContent', 'streamGenerateContent', 'countTokens'];

/** `POST /v1beta/models/{model}:generateContent | :streamGenerateContent | :countTokens`. */
export function generateRoutes(state: GeminiState, corpus: DriveCorpus): Router {
  const router = Router();

  router.post('/models/:call', async (req, res) => {
    const call = req.params.call;
    const colon = call.lastIndexOf(':');
    const name = colon < 0 ? call : call.slice(0, colon);
    const method = colon < 0 ? '' : call.slice(colon + 1);
    const info = findModel(name);
    if (!info || !METHODS.includes(method)) {
      const id = modelId(name);
      sendGoogleError(
        res,
        closedToNewUsers(id) && METHODS.includes(method)
          ? modelClosedToNewUsers(id)
          : modelNotFound(id, method || 'generateContent', apiVersion(req.baseUrl)),
      );
      return;
    }
    if (method === 'countTokens') {
      countTokensCall(state, req, res);
      return;
    }
    await generate(state, corpus, info, method as GenerateMethod, req, res);
  });

  return router;
}

function countTokensCall(state: GeminiState, req: Request, res: Response): void {
  const parsed = parseCountTokensRequest(req.body);
  if (!parsed.ok) {
    sendGoogleError(res, invalidArgument(parsed.message));
    return;
  }
  state.stats.countTokensCalls += 1;
  res.json({ totalTokens: countTokens(parsed.prompt) });
}

/** What a generate call carries once it is admitted: past the hold, the rate limits and the token limit. */
interface Admitted {
  parsed: ParsedRequest;
  request: ReadRequest;
  documentIds: string[];
  call: LoggedCall;
  apiKey: string;
  promptTokens: number;
  /** When its latency starts: its arrival, or its release when it was held. */
  arrivedAt: number;
}

async function generate(
  state: GeminiState,
  corpus: DriveCorpus,
  info: ModelInfo,
  method: GenerateMethod,
  req: Request,
  res: Response,
) {
  const admitted = await admit(state, info, req, res);
  if (!admitted) return;
  const { parsed, request, call } = admitted;
  const answer = await answerAfterLatency(state, corpus, admitted, res);
  if (answer === undefined) return;
  const packed = request.kind === 'extraction' && isPackedExtraction(parsed.output);
  const fault = state.takeFault(
    request.kind,
    request.blocks.documents.map((d) => d.name),
    packed,
  );
  if (sentFailure(state, info, admitted, fault, res)) return;
  state.recordOutcome(fault?.kind === 'malformed' ? 'malformed' : 'ok', call);
  const text = faultedText(state, admitted, answer, fault, packed);
  const generated: Generated = {
    ...(fault?.kind === 'malformed'
      ? malformed(text, parsed.output.json)
      : { text, finishReason: 'STOP' as const }),
    modelVersion: info.target,
    promptTokens: admitted.promptTokens,
    thinkingShare: info.thinkingShare,
  };
  const held = withinOutputLimit(generated, parsed.maxOutputTokens);
  sendAnswer(res, method, held, req.query.alt === 'sse', () =>
    state.recordAnswered(request.kind, admitted.documentIds),
  );
}

/** Parses and logs the call, then lets it through the hold and the limits; undefined once answered. */
async function admit(
  state: GeminiState,
  info: ModelInfo,
  req: Request,
  res: Response,
): Promise<Admitted | undefined> {
  const parsed = parseGenerateRequest(req.body);
  if (!parsed.ok) {
    sendGoogleError(res, invalidArgument(parsed.message));
    return undefined;
  }
  const request = readRequest(parsed.request.prompt, parsed.request.output);
  const documentIds = request.blocks.documents.map((d) => d.id).filter((id) => id !== '');
  const call = state.recordCall(info.id, request.kind, documentIds);

  // A held call goes on from here once released, as if it had just arrived: limits, latency, faults.
  const wasHeld = state.hold.closed;
  const admission = await state.hold.pass(res);
  if (admission === 'dropped') {
    sendGoogleError(res, unavailable());
    return undefined;
  }
  if (admission === 'gone') {
    state.recordOutcome('abandoned', call);
    return undefined;
  }

  const apiKey = apiKeyOf(req) ?? '';
  const limited = state.admit(apiKey, info.target, call);
  if (limited) {
    state.recordOutcome('rateLimited', call);
    sendGoogleError(res, quotaExceeded(info.id, limited.limit, limited.retryDelaySeconds, limited));
    return undefined;
  }
  const promptTokens = countTokens(parsed.request.prompt);
  const tokenLimit = state.settings.inputTokenLimit ?? info.inputTokenLimit;
  if (promptTokens > tokenLimit) {
    state.recordOutcome('tooManyTokens', call);
    sendGoogleError(res, tooManyTokens(promptTokens, tokenLimit));
    return undefined;
  }
  // The latency is the whole time a call takes, as Gemini's is, from its arrival (its body read, the
  // answer worked out while it runs), so the emulator's own work does not add to what a benchmark
  // measures as the model's time.
  const arrivedAt = wasHeld
    ? performance.now()
    : ((res.locals.arrivedAt as number | undefined) ?? performance.now());
  return { parsed: parsed.request, request, documentIds, call, apiKey, promptTokens, arrivedAt };
}

/** The answer's text, worked out while the latency runs; undefined when the client left meanwhile. */
async function answerAfterLatency(
  state: GeminiState,
  corpus: DriveCorpus,
  { parsed, request, call, arrivedAt }: Admitted,
  res: Response,
): Promise<string | undefined> {
  const due = arrivedAt + state.settings.latencyMs;
  // The drive's word statistics are read once, on the first call that weighs words by rarity.
  const stats = usesCorpus(request.kind) ? await corpus.stats() : undefined;
  const answer = answerText(request, parsed.output, stats);
  const wait = due - performance.now();
  if (wait > 0) await sleep(wait);
  if (clientGone(res)) {
    state.recordOutcome('abandoned', call);
    return undefined;
  }
  return answer;
}

/** Answers a quota or server fault with Google's error; true when it did. */
function sentFailure(
  state: GeminiState,
  info: ModelInfo,
  { call, apiKey }: Admitted,
  fault: Fault | undefined,
  res: Response,
): boolean {
  if (fault?.kind === 'quota') {
    state.recordOutcome('quota', call);
    const limit = state.settings.rpmLimit ?? FREE_TIER_RPM;
    const named = { period: 'minute' as const, freeTier: state.isFreeTier(apiKey) };
    sendGoogleError(res, quotaExceeded(info.id, limit, fault.retryDelaySeconds, named));
    return true;
  }
  if (fault?.kind === 'server') {
    state.recordOutcome('server', call);
    sendGoogleError(res, internal());
    return true;
  }
  return false;
}

/** The answer with the faults aimed at its text, its quotes or its packed documents. */
function faultedText(
  state: GeminiState,
  { parsed, request }: Admitted,
  answer: string,
  fault: Fault | undefined,
  packed: boolean,
): string {
  // A miscited answer is a text answer's fault; JSON answers are left whole.
  let text = fault?.kind === 'miscite' && !parsed.output.json ? miscite(answer) : answer;
  // A single document's extraction with a wrong quote or page (a packed one's are aimed below).
  if (fault && isQuoteFault(fault.kind) && request.kind === 'extraction' && !packed) {
    text = JSON.stringify(withQuoteFault(JSON.parse(text), fault.kind));
  }
  // A packed answer whole: faults aimed at its documents leave them out, garble their entries or
  // make their quotes wrong.
  if (packed && fault?.kind !== 'malformed') {
    const aimed = state.documentFaults(request.kind, request.blocks.documents);
    text = JSON.stringify(withDocumentFaults(JSON.parse(text), aimed));
  }
  return text;
}

/** The first citation [n] made to name a source past every one the answer cites. */
function miscite(text: string): string {
  const cited = [...text.matchAll(/\[(\d+)\]/g)].map((m) => Number(m[1]));
  if (cited.length === 0) return text;
  return text.replace(/\[\d+\]/, `[${Math.max(...cited) + 1}]`);
}

/**
 * A broken answer: for a JSON task the first half of the JSON (a proper prefix of an object is never
 * valid JSON) with finishReason STOP, so only parsing catches it; for a text task the answer cut off
 * with MAX_TOKENS, as a real model stops mid-sentence.
 */
function malformed(text: string, json: boolean): Pick<Generated, 'text' | 'finishReason'> {
  const half = text.slice(0, Math.max(1, Math.floor(text.length / 2)));
  return { text: half, finishReason: json ? 'STOP' : 'MAX_TOKENS' };
}
