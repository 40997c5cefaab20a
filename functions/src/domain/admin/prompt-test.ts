import type { TestPromptRequest, TestPromptResponse } from '@quarry/contracts/admin';
import type { Disagreement } from '@quarry/contracts/report';
import type { z } from 'zod';
import { compareFindings } from '../research/checks/find-disagreements';
import { extractDocument } from '../research/extraction/extract-document';
import type { CitedFinding } from '../research/extraction/findings';
import { modelFailure } from '../research/model/model-failure';
import { ModelFallbacks } from '../research/model/model-fallbacks';
import { geminiKeyOf, type ResearchDeps } from '../research/research-deps';
import { keywordSteps } from '../research/search/generate-keywords';
import { UsageTally } from '../research/spend/usage-tally';
import { composeReport } from '../research/writing/compose-report';
import { AppError } from '../shared/app-error';

/** Findings the report test writes from, so it needs no Drive and reads the same every time. */
export const SAMPLE_FINDINGS: CitedFinding[] = [
  {
    source: 1,
    document: 'Recall memo.pdf',
    page: 2,
    text: 'In March 2023 we recalled 4,200 Summit 2 tents; the recall cost Northwind $1.3 million.',
  },
  {
    source: 2,
    document: 'Q2 2023 board pack.gsheet',
    text: 'Recall provision: $1.1 million, of which $0.9 million was refunds and $0.2 million shipping.',
  },
  {
    source: 3,
    document: 'Supplier letter.docx',
    text: 'The supplier agreed to cover $400,000 of the recall costs under the quality clause.',
  },
];

/**
 * The findings the comparison test reads: the sample findings and a board minute that gives the
 * recall's cost otherwise, so a working prompt has one conflict to find.
 */
export const SAMPLE_DISAGREEING_FINDINGS: CitedFinding[] = [
  ...SAMPLE_FINDINGS,
  {
    source: 4,
    document: 'Board minutes - October.pdf',
    page: 1,
    text: 'The CFO reported that the recall cost Northwind $1.6 million in all.',
  },
];

/** One line per conflict: the fact, then each side with its source, value, page and quote. */
function disagreementsText(found: Disagreement[]): string {
  if (found.length === 0) return 'No disagreement found.';
  return found
    .map((conflict) =>
      [
        conflict.fact,
        ...conflict.sides.map(
          (side) =>
            `  [${side.source}] ${side.value}${side.page ? ` (page ${side.page})` : ''}: "${side.quote}"`,
        ),
      ].join('\n'),
    )
    .join('\n\n');
}

type Request = z.output<typeof TestPromptRequest>;

/**
 * The administrator's test panel (docs/architecture/administration.md): one prompt of the draft settings, run with
 * the administrator's own Gemini key, its answer and what it cost. Nothing is saved or cached.
 */
export async function testPrompt(
  deps: ResearchDeps,
  uid: string,
  request: Request,
): Promise<TestPromptResponse> {
  const apiKey = await geminiKeyOf(deps, uid);
  // The run's own tally; the step it is filed under does not matter here, only the totals.
  const tally = new UsageTally();
  // A model of the draft that is gone is answered by its family's model, as in a run; `models` says which.
  const run = { ...deps, model: tally.model(new ModelFallbacks().model(deps.model), 'report') };
  const { settings, question } = request;
  let answer: string;
  try {
    if (request.kind === 'keywords') {
      const keywords = await keywordSteps(run, {
        apiKey,
        settings,
        question,
        standing: settings.systemQueryDefault.trim(),
        maxKeywords: 30,
      });
      answer = keywords.join('\n');
    } else if (request.kind === 'extraction') {
      const file = await deps.drive
        .withDrive(uid, (drive, token) => drive.getFile(token, request.documentId as string))
        .catch((error: unknown) => {
          if (error instanceof AppError) throw error;
          throw AppError.notFound('That document is not in your Google Drive');
        });
      const outcome = await extractDocument(
        { deps: run, uid, settings, apiKey, question, keywords: [], fetcher: deps.drive.fetcher(uid) },
        file,
      );
      answer =
        outcome.status === 'data'
          ? outcome.findings.map((f) => `${f.page ? `(page ${f.page}) ` : ''}${f.text}`).join('\n\n')
          : outcome.status === 'noData'
            ? `No data: ${file.name} has nothing that answers the question.`
            : `Failed: ${outcome.reason}`;
    } else if (request.kind === 'disagreements') {
      // The pipeline's own step; a failure is shown here as any test's is, not left out as a run would.
      const found = await compareFindings({
        deps: run,
        settings,
        apiKey,
        uid,
        question,
        findings: SAMPLE_DISAGREEING_FINDINGS,
      });
      answer = disagreementsText(found);
    } else {
      const report = await composeReport({
        deps: run,
        settings,
        apiKey,
        question,
        findings: SAMPLE_FINDINGS,
        deepResearch: request.deepResearch,
        enableIntroduction: false,
        enableConclusion: false,
      });
      answer = report.body;
    }
  } catch (error) {
    throw modelFailure(error);
  }
  const { byStep, byModel } = tally.tallies();
  const { report } = byStep;
  const models = Object.keys(byModel);
  return {
    answer,
    models,
    calls: report.calls,
    tokens: { input: report.input, output: report.output, thinking: report.thinking },
  };
}
