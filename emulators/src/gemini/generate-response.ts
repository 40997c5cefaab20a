import { randomBytes } from 'node:crypto';
import { countTokens } from './text-utils';

export type FinishReason = 'STOP' | 'MAX_TOKENS';

export interface Generated {
  text: string;
  finishReason: FinishReason;
  /** The model that answered (an alias answers as its target). */
  modelVersion: string;
  promptTokens: number;
  /** Thinking tokens per answer token (ModelInfo.thinkingShare). */
  thinkingShare: number;
  /** Thinking tokens when not the share of the answer (an answer cut at maxOutputTokens). */
  thoughtsTokens?: number;
}

/** Roughly how many characters each streamed chunk carries. */
const STREAM_CHUNK_CHARS = 80;
const MIN_CHUNK_CHARS = 8;
/** How far past a chunk's nominal end a cut may move to land on whitespace. */
const CUT_SLACK = 20;

export function newResponseId(): string {
  return randomBytes(17).toString('base64url');
}

/**
 * usageMetadata as Gemini reports it for a thinking model: thoughtsTokenCount apart from
 * candidatesTokenCount (the answer only), and totalTokenCount the sum of prompt, answer and thoughts.
 * The thinking is done before the first streamed chunk, so every chunk reports it; the answer's
 * count comes with the last.
 */
function usage(answer: Generated, text: string | undefined): Record<string, unknown> {
  const candidates = text === undefined ? undefined : countTokens(text);
  const thoughts = answer.thoughtsTokens ?? Math.ceil(countTokens(answer.text) * answer.thinkingShare);
  return {
    promptTokenCount: answer.promptTokens,
    ...(candidates === undefined ? {} : { candidatesTokenCount: candidates }),
    totalTokenCount: answer.promptTokens + (candidates ?? 0) + thoughts,
    promptTokensDetails: [{ modality: 'TEXT', tokenCount: answer.promptTokens }],
    ...(thoughts > 0 ? { thoughtsTokenCount: thoughts } : {}),
  };
}

function candidate(text: string, finishReason: FinishReason | undefined): Record<string, unknown> {
  return {
    content: { parts: [{ text }], role: 'model' },
    ...(finishReason ? { finishReason } : {}),
    index: 0,
  };
}

/** A GenerateContentResponse as the Gemini API sends it. */
export function generateContentResponse(answer: Generated, responseId: string): Record<string, unknown> {
  return {
    candidates: [candidate(answer.text, answer.finishReason)],
    usageMetadata: usage(answer, answer.text),
    modelVersion: answer.modelVersion,
    responseId,
  };
}

/** The streamed form: several chunks whose texts join to the whole answer; the last one finishes it. */
export function streamedResponses(answer: Generated, responseId: string): Record<string, unknown>[] {
  const pieces = splitForStreaming(answer.text);
  return pieces.map((piece, i) => {
    const last = i === pieces.length - 1;
    return {
      candidates: [candidate(piece, last ? answer.finishReason : undefined)],
      usageMetadata: usage(answer, last ? answer.text : undefined),
      modelVersion: answer.modelVersion,
      responseId,
    };
  });
}

/**
 * Cuts text into at least three pieces (when it is long enough) of at most about STREAM_CHUNK_CHARS,
 * after whitespace where there is some nearby.
 */
export function splitForStreaming(text: string): string[] {
  const size = Math.max(MIN_CHUNK_CHARS, Math.min(STREAM_CHUNK_CHARS, Math.ceil(text.length / 3)));
  const pieces: string[] = [];
  let start = 0;
  while (start < text.length) {
    let end = Math.min(text.length, start + size);
    if (end < text.length) {
      const space = text.slice(end, end + CUT_SLACK).search(/\s/);
      if (space >= 0) end += space + 1;
    }
    pieces.push(text.slice(start, end));
    start = end;
  }
  return pieces.length > 0 ? pieces : [''];
}

/**
 * An answer held to maxOutputTokens as Gemini holds it: thoughts count against the limit and come
 * first, so what is left of the limit is the answer's, cut short with MAX_TOKENS when it is more.
 */
export function withinOutputLimit(answer: Generated, maxOutputTokens: number | undefined): Generated {
  if (maxOutputTokens === undefined) return answer;
  const answerTokens = countTokens(answer.text);
  const thoughts = Math.ceil(answerTokens * answer.thinkingShare);
  if (answerTokens + thoughts <= maxOutputTokens) return answer;
  const thought = Math.min(thoughts, maxOutputTokens);
  const room = maxOutputTokens - thought;
  return {
    ...answer,
    text: answer.text.slice(0, room * 4),
    finishReason: 'MAX_TOKENS',
    thoughtsTokens: thought,
  };
}
