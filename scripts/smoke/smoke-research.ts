import { ExtractAndQueryRequest, type FoundDocument, type StreamEvent } from '@quarry/contracts/research';
import { EMPTY_TALLY, estimateCostUsd, type TokenTally } from '@quarry/contracts/usage';
import { loadSystemSettings } from '../../functions/src/domain/research/model/system-settings';
import { runResearch } from '../../functions/src/domain/research/run-research';
import { generateKeywords } from '../../functions/src/domain/research/search/generate-keywords';
import { searchDocuments } from '../../functions/src/domain/research/search/search-documents';
import { UsageTally } from '../../functions/src/domain/research/spend/usage-tally';
import type { SmokeDeps } from './smoke-deps';
import type { SmokeSettings } from './smoke-settings';

export interface SmokeResult {
  keywords: string[];
  found: FoundDocument[];
  read: FoundDocument[];
  /** Every model call of the smoke run (the keyword prompts' and the run's), by model. */
  byModel: Record<string, TokenTally>;
  callsByStep: { keywords: number; extraction: number; report: number };
  estimatedCostUsd: number;
  pricesAsOf?: string;
  statusCounts: { data: number; noData: number; failed: number };
  /** The report as the app renders it (sanitized HTML, usage footer included). */
  answer: string;
}

export class NothingFound extends Error {
  override name = 'NothingFound';
}

/**
 * One research as the chat runs it (docs/architecture/research-pipeline.md): keywords from the question, a live Drive
 * search for them, then extraction and the report over the first few supported documents found.
 * The short report without introduction or conclusion keeps the run to a few calls.
 */
export async function smokeResearch(
  { uid, research }: SmokeDeps,
  settings: SmokeSettings,
  progress: (line: string) => void,
): Promise<SmokeResult> {
  const keywordTally = new UsageTally();
  const { keywords } = await generateKeywords(
    {
      ...research,
      model: keywordTally.model(research.model, 'extraction'),
      // The run itself says when Gemini asks it to wait; the keyword prompts say so here.
      retry: {
        ...research.retry,
        onQuotaWait: ({ ms, retry, of }) =>
          progress(`  Gemini asked us to wait ${Math.round(ms / 1000)} s, retry ${retry} of ${of}`),
      },
    },
    uid,
    settings.question,
  );
  progress(`Keywords: ${keywords.join(', ')}`);
  const found = await searchDocuments(research, uid, {
    keywords,
    negativeKeywords: [],
    directories: settings.folderId ? [{ id: settings.folderId, name: 'SMOKE_DRIVE_FOLDER_ID' }] : [],
  });
  const read = found.filter((d) => d.supported).slice(0, settings.maxDocuments);
  if (read.length === 0) {
    throw new NothingFound(
      `Drive found ${found.length} file(s) for these keywords and none Quarry can read; ` +
        'try another SMOKE_QUESTION or SMOKE_DRIVE_FOLDER_ID',
    );
  }
  progress(`Reading ${read.length} of ${found.length} found: ${read.map((d) => d.name).join(', ')}`);
  const request = ExtractAndQueryRequest.parse({
    userQuery: settings.question,
    selectedDocuments: read.map(({ id, name, mimeType }) => ({ id, name, mimeType })),
    keywords,
    deepResearch: false,
    enableIntroduction: false,
    enableConclusion: false,
  });
  const summary = await runResearch(research, uid, request, (event: StreamEvent) => {
    if (event.type === 'status') progress(`  ${event.message}`);
  });
  // runResearch always tells its usage; the contract keeps it optional for runs stored before it did.
  if (!summary.usage) throw new Error('The run told no usage');
  const { byStep } = summary.usage;
  const keywordsByModel = keywordTally.tallies().byModel;
  const byModel = mergeTallies(keywordsByModel, summary.usage.byModel);
  const { modelPrices } = await loadSystemSettings(research.store);
  return {
    keywords,
    found,
    read,
    byModel,
    callsByStep: {
      keywords: Object.values(keywordsByModel).reduce((sum, t) => sum + t.calls, 0),
      extraction: byStep.extraction.calls,
      report: byStep.report.calls,
    },
    estimatedCostUsd: estimateCostUsd(byModel, modelPrices),
    pricesAsOf: modelPrices.asOf,
    statusCounts: summary.statusCounts,
    answer: summary.answer,
  };
}

function mergeTallies(...all: Record<string, TokenTally>[]): Record<string, TokenTally> {
  const merged: Record<string, TokenTally> = {};
  for (const byModel of all) {
    for (const [model, t] of Object.entries(byModel)) {
      const sum = merged[model] ?? EMPTY_TALLY;
      merged[model] = {
        calls: sum.calls + t.calls,
        input: sum.input + t.input,
        output: sum.output + t.output,
        thinking: sum.thinking + t.thinking,
      };
    }
  }
  return merged;
}
