import type { Disagreement } from '@quarry/contracts/report';
import type { StreamEvent } from '@quarry/contracts/research';
import { quoteTally } from './checks/quote-tally';
import type { Emit } from './emit';
import { type EvidenceRow, evidenceTable } from './extraction/evidence-table';
import type { ExtractionOutcome } from './extraction/extract-document';
import type { ModelFallbacks } from './model/model-fallbacks';
import type { SystemSettings } from './model/system-settings';
import type { ResearchDeps } from './research-deps';
import type { UsageTally } from './spend/usage-tally';
import type { ComposedReport } from './writing/compose-report';
import { documentsOutcome } from './writing/documents-outcome';
import { reportEvidence } from './writing/evidence';
import { type DocumentTitles, titlesByDocument } from './writing/hide-names';
import { type Source, usageLine } from './writing/report-markdown';
import type { RenderedReport } from './writing/write-report';

export type CompleteEvent = Extract<StreamEvent, { type: 'complete' }>;
export type ResearchSummary = Omit<CompleteEvent, 'type' | 'sessionId' | 'executionId'>;

/** The run's summary and what is kept beside it: the report without documents, the table, the files' titles. */
export type FinishedResearch = ResearchSummary & {
  answerWithoutDocuments: string;
  table: EvidenceRow[];
  documentTitles: DocumentTitles;
};

function named(outcomes: ExtractionOutcome[], status: ExtractionOutcome['status']) {
  return outcomes.filter((o) => o.status === status).map((o) => ({ id: o.file.id, name: o.file.name }));
}

/** What the run's summary is made of: the report, rendered, and what the run read and spent. */
interface SummaryInput {
  report: ComposedReport;
  rendered: RenderedReport;
  deps: ResearchDeps;
  settings: SystemSettings;
  tally: UsageTally;
  fallbacks: ModelFallbacks;
  sources: Source[];
  outcomes: ExtractionOutcome[];
  /** Where the documents disagree; undefined when the comparison failed (no box). */
  disagreements: Disagreement[] | undefined;
  emit: Emit;
}

/** The finished run: the report with its usage footer, its evidence, and how each document went. */
export async function summaryOf(input: SummaryInput): Promise<FinishedResearch> {
  const { report, rendered, deps, settings, tally, fallbacks, sources, outcomes, emit } = input;
  // The footer tells what the model calls took, so it is added once the last of them is done.
  const usage = tally.usage(settings.modelPrices, fallbacks.fallbacks());
  const footer = await deps.renderer.toSafeHtml(usageLine(usage, quoteTally(outcomes)), new Set());
  const answer = [rendered.answer, footer].join('\n');
  const answerWithoutDocuments = [rendered.withoutDocuments, footer].join('\n');
  const evidence = reportEvidence(sources, outcomes, report.unsupportedClaims, input.disagreements);
  emit({ type: 'status', message: 'Report ready', progress: 100 });
  const data = named(outcomes, 'data');
  const noData = named(outcomes, 'noData');
  const failed = named(outcomes, 'failed');
  return {
    answer,
    answerWithoutDocuments,
    evidence,
    documentsProcessed: outcomes.length,
    statusCounts: { data: data.length, noData: noData.length, failed: failed.length },
    documentNames: { data, noData, failed },
    usage,
    documentsOutcome: documentsOutcome(outcomes),
    table: evidenceTable(outcomes),
    documentTitles: titlesByDocument(outcomes.map((o) => o.file)),
  };
}
