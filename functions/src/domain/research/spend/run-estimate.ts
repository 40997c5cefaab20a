import type { EstimateRequest, RunEstimate } from '@quarry/contracts/estimate';
import type { GridColumns } from '@quarry/contracts/grid';
import { AppError } from '../../shared/app-error';
import { block } from '../model/prompt-blocks';
import { loadSystemSettings } from '../model/system-settings';
import type { ResearchDeps } from '../research-deps';
import { isSupported } from '../search/document-types';
import { uniqueById } from '../writing/sources';
import { estimateRun } from './estimate';
import type { EstimatedDocumentInput } from './estimate-extraction';
import { READ_AHEAD, type ReadAheadLimits, readAheadForEstimate } from './estimate-reading';
import type { QuestionWords } from './question-terms';

export type EstimateOptions = Required<
  Pick<EstimateRequest, 'deepResearch' | 'enableIntroduction' | 'enableConclusion'>
> & {
  /** The evidence grid's columns, none without a grid. */
  columns?: GridColumns | undefined;
} & QuestionWords;

type EstimateDeps = Pick<
  ResearchDeps,
  'store' | 'accounts' | 'promptBudgetChars' | 'packing' | 'drive' | 'reader'
> & {
  /** How far the estimate reads ahead (estimate-reading.ts); READ_AHEAD unless a test says. */
  readAhead?: ReadAheadLimits;
};

/** The question and keywords blocks each call carries (extract-document.ts `extractionPrompt`). */
function questionChars(words: QuestionWords): number | undefined {
  if (!words.question) return undefined;
  const keywords = words.keywords?.length ? `\n\n${block('keywords', words.keywords.join('\n'))}` : '';
  return block('question', words.question).length + 2 + keywords.length;
}

/**
 * The estimate of a run over these documents for `uid`: the documents a run would read (unique,
 * of types it can read), read ahead with the question's words in the person's Drive
 * (estimate-reading.ts), the live system settings, and the cap the run would be given.
 */
export async function estimateFor(
  deps: EstimateDeps,
  uid: string,
  documents: readonly (EstimatedDocumentInput & { id: string })[],
  options: EstimateOptions,
  costCapUsd: number | null,
): Promise<RunEstimate> {
  const { question, keywords, negativeKeywords, ...runOptions } = options;
  const words = { question, keywords, negativeKeywords };
  const readable = uniqueById([...documents]).filter((d) => isSupported(d.mimeType));
  const [settings, read] = await Promise.all([
    loadSystemSettings(deps.store),
    readAheadForEstimate(deps, uid, readable, words, deps.readAhead ?? READ_AHEAD),
  ]);
  return estimateRun({
    documents: read,
    settings,
    // The rules the run reads with (packing.ts), so the estimate counts the calls it will make.
    packing: deps.packing,
    promptBudgetChars: deps.promptBudgetChars,
    ...runOptions,
    questionChars: questionChars(words),
    costCapUsd,
  });
}

/** The chat's estimate: the person's selection under their own cap preference. */
export async function estimateChatRun(
  deps: EstimateDeps,
  uid: string,
  request: EstimateOptions & { documents: EstimateRequest['documents'] },
): Promise<RunEstimate> {
  const user = await deps.accounts.users.get(uid);
  if (!user) throw AppError.notFound('User not found');
  const { documents, ...options } = request;
  return estimateFor(deps, uid, documents, options, user.preferences.reportCostCapUsd ?? null);
}
