import type { DocumentReader } from '../../ports/document-reader.port';
import type { DocumentStore } from '../../ports/document-store.port';
import type { LanguageModel } from '../../ports/language-model.port';
import type { ReportRenderer } from '../../ports/report-renderer.port';
import type { TableEngine } from '../../ports/table-engine.port';
import type { AccountDeps } from '../accounts/account-deps';
import type { DriveAccess } from '../accounts/drive-access';
import { AppError } from '../shared/app-error';
import type { RetryPolicy } from './model/model-calls';
import type { PackingRules } from './reading/packing';

/** What the research use cases work with. */
export interface ResearchDeps {
  store: DocumentStore;
  accounts: AccountDeps;
  model: LanguageModel;
  /** Each user's Drive through their stored grant (tokens minted and renewed as needed). */
  drive: DriveAccess;
  reader: DocumentReader;
  /** Runs the model's plans over a document's tables; absent: tables are only read. */
  tables?: TableEngine;
  renderer: ReportRenderer;
  retry: RetryPolicy;
  /**
   * Documents read and extracted at once, per run (docs/architecture/research-pipeline.md step 4): a run starts at
   * `concurrency` and adapts to the person's Gemini quota, up to `maxConcurrency` (section 9).
   */
  concurrency: number;
  maxConcurrency: number;
  /** Characters of prompt content per model call; longer documents are chunked, findings reduced. */
  promptBudgetChars: number;
  /** Which small documents share an extraction call (docs/architecture/reading-economy.md); UNPACKED asks each alone. */
  packing: PackingRules;
  /** Reports a problem that must not fail the run (the comparison of findings, docs/decisions/disagreements.md). */
  warn: (event: string, fields: Record<string, unknown>) => void;
}

/** The user's Gemini key, or the spec's GEMINI_KEY_REQUIRED error. */
export async function geminiKeyOf(deps: ResearchDeps, uid: string): Promise<string> {
  const key = await deps.accounts.keys.getSecret(uid, 'geminiKey');
  if (!key) {
    throw new AppError({
      code: 'GEMINI.KEY_REQUIRED',
      httpStatus: 400,
      errorCode: 'GEMINI_KEY_REQUIRED',
      message: 'Please add your Gemini API key in setup before asking questions.',
    });
  }
  return key;
}
