import type { GenerateKeywordsResponse, StreamEvent } from '@quarry/contracts/research';
import { z } from 'zod';
import { AppError } from '../../shared/app-error';
import { noticingKeyTier } from '../model/key-tier';
import { callJson } from '../model/model-calls';
import { modelFailure } from '../model/model-failure';
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
    /** Stops the steps, their waits included (docs/decisions/research-pipeline.md). */
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
 * The three keyword prompts in sequence (docs/architecture/research-pipeline.md step 1), honouring maxKeywords and
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
