import { GoogleDrive } from '../adapters/google/google-drive';
import { ParsingDocumentReader } from '../adapters/parsers/document-reader';
import { sharedParsePool } from '../adapters/parsers/parse-pool';
import { SanitizingRenderer } from '../adapters/report-html/sanitizing-renderer';
import { ArqueroEngine } from '../adapters/tables/arquero-engine';
import type { Config } from '../config';
import type { AccountDeps } from '../domain/accounts/account-deps';
import { DriveAccess } from '../domain/accounts/drive-access';
import { DEFAULT_RETRY_POLICY } from '../domain/research/model/model-calls';
import type { ResearchDeps } from '../domain/research/research-deps';
import type { Logger } from '../log';

/** Research: each user's Drive, the document reader and the report renderer (both load lazily). */
export function researchFor(config: Config, accounts: AccountDeps, log: Logger): ResearchDeps {
  return {
    store: accounts.store,
    accounts,
    model: accounts.model,
    drive: new DriveAccess(accounts, new GoogleDrive(config.emulatorsUrl)),
    // Documents are parsed off the event loop, on the process's threads, started with the first document.
    reader: new ParsingDocumentReader({}, sharedParsePool(config.research.parseThreads)),
    tables: new ArqueroEngine(),
    renderer: new SanitizingRenderer(),
    // One policy for every step that calls Gemini (docs/decisions/research-pipeline.md).
    retry: { ...DEFAULT_RETRY_POLICY, maxQuotaWaitMs: config.research.maxQuotaWaitMs },
    concurrency: config.research.concurrency,
    maxConcurrency: config.research.maxConcurrency,
    promptBudgetChars: config.research.promptBudgetChars,
    packing: config.research.packing,
    warn: (event, fields) => log.warn(event, fields),
  };
}
