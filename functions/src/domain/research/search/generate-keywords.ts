import {
  DAILY_LIMIT_MESSAGE,
  GEMINI_DAILY_QUOTA,
  GEMINI_QUOTA,
  type GenerateKeywordsResponse,
  type StreamEvent,
} from '@quarry/contracts/research';
import { z } from 'zod';
import { ModelError } from '../../../ports/language-model.port';
import { AppError } from '../../shared/app-error';
import { noticingKeyTier } from '../model/key-tier';
import { callJson, isDailyQuota } from '../model/model-calls';
import { ModelFallbacks } from '../model/model-fallbacks';
import { block, prompt } from '../model/prompt-blocks';
import { withQuotaWaitsShown } from '../model/quota-waits';
import { loadSystemSettings, type SystemSettings } from '../model/system-settings';
import { geminiKeyOf, type ResearchDeps } from '../research-deps';

const KeywordsAnswer = z.object({ keywords: z.array(z.string()) });
const KEYWORDS_SCHEMA = {
  type: 'object',
  properties: { keywords: { type: 'array', items: { type: 'string' } } },
  required: ['keywords'],
};

/** Turns a failure of a model call into what the person should see. */
export function modelFailure(error: unknown): AppError {
  if (error instanceof AppError) return error;
  if (error instanceof ModelError) {
    // A per-day limit (DESIGN section 18): a background run pauses on it, a chat run offers to.
    if (isDailyQuota(error)) {
      return new AppError({
        code: 'GEMINI.DAILY_QUOTA',
        httpStatus: 429,
        errorCode: GEMINI_DAILY_QUOTA,
        message: DAILY_LIMIT_MESSAGE,
        details: { freeTier: error.quota?.freeTier ?? null },
      });
    }
    if (error.kind === 'quota') {
      return new AppError({
        code: 'GEMINI.QUOTA',
        httpStatus: 429,
        errorCode: GEMINI_QUOTA,
        message: error.message,
      });
    }
    if (error.kind === 'modelNotFound') {
      return new AppError({
        code: 'GEMINI.MODEL_NOT_FOUND',
        httpStatus: 502,
        message: `Gemini has none of the models Quarry can use for this key: ${error.message}`,
      });
    }
    if (error.kind === 'invalidKey') {
      return new AppError({
        code: 'GEMINI.KEY_INVALID',
        httpStatus: 400,
        errorCode: 'GEMINI_KEY_INVALID',
        message: `Your Gemini API key was refused: ${error.message}`,
      });
    }
    return new AppError({
      code: 'GEMINI.FAILED',
      httpStatus: 502,
      message: `Gemini could not answer: ${error.message}`,
    });
  }
  return new AppError({
    code: 'INTERNAL',
    httpStatus: 500,
    message: 'Something went wrong. Please try again.',
    // Not shown to the person; kept for the log.
    details: { cause: error instanceof Error ? (error.stack ?? error.message) : String(error) },
  });
}

function clean(keywords: string[], max: number): string[] {
  const seen = new Set<string>();
  const result: string[] = [];
  for (const raw of keywords) {
    const keyword = raw.trim().replace(/\s+/g, ' ');
    if (!keyword || seen.has(keyword.toLowerCase())) continue;
    seen.add(keyword.toLowerCase());
    result.push(keyword);
  }
  return result.slice(0, max);
}

/**
 * The three keyword prompts in sequence with the given settings (the live ones, or an
 * administrator's draft under test). Model failures are thrown as they are.
 */
export async function keywordSteps(
  deps: Pick<ResearchDeps, 'model' | 'retry'>,
  input: {
    apiKey: string;
    settings: SystemSettings;
    question: string;
    standing: string;
    maxKeywords: number;
    /** Stops the steps, their waits included (issue 24, item 7). */
    signal?: AbortSignal;
  },
): Promise<string[]> {
  const { apiKey, settings, question, standing, maxKeywords, signal } = input;
  let keywords: string[] = [];
  for (const step of [
    'keywordGenerationStep1',
    'keywordGenerationStep2',
    'keywordGenerationStep3',
  ] as const) {
    const blocks = [
      block('question', question),
      ...(standing ? [block('system_query', standing)] : []),
      block('max_keywords', String(maxKeywords)),
      ...(keywords.length > 0 ? [block('keywords', keywords.join('\n'))] : []),
    ];
    const answer = await callJson(
      deps.model,
      {
        apiKey,
        model: settings[`${step}Model`],
        prompt: prompt(settings[step], ...blocks),
        jsonSchema: KEYWORDS_SCHEMA,
        ...(signal ? { signal } : {}),
      },
      KeywordsAnswer,
      deps.retry,
    );
    const next = clean(answer.keywords, maxKeywords);
    if (next.length > 0) keywords = next;
  }
  return keywords;
}

/**
 * The three keyword prompts in sequence (DESIGN section 4 step 1), honouring maxKeywords and
 * systemQuery. With `emit`, each wait Gemini asks for is told as the run's are (quota-waits.ts), and
 * `signal` stops the step at once, its waits included.
 */
export async function generateKeywords(
  deps: ResearchDeps,
  uid: string,
  question: string,
  watch: { emit?: (event: StreamEvent) => void; signal?: AbortSignal } = {},
): Promise<GenerateKeywordsResponse> {
  const user = await deps.accounts.users.get(uid);
  if (!user) throw AppError.notFound('User not found');
  const apiKey = await geminiKeyOf(deps, uid);
  const settings = await loadSystemSettings(deps.store);
  const maxKeywords = user.preferences.maxKeywords;
  const standing = [settings.systemQueryDefault, user.preferences.systemQuery]
    .filter((s) => s.trim())
    .join('\n');
  try {
    const model = new ModelFallbacks().model(
      noticingKeyTier(deps.model, deps.accounts.keys, uid, deps.accounts.clock),
    );
    const shown = watch.emit ? withQuotaWaitsShown(deps, watch.emit) : deps;
    const keywords = await keywordSteps(
      { ...shown, model },
      {
        apiKey,
        settings,
        question,
        standing,
        maxKeywords,
        ...(watch.signal ? { signal: watch.signal } : {}),
      },
    );
    return { keywords, maxKeywords };
  } catch (error) {
    throw modelFailure(error);
  }
}
