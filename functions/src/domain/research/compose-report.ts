import { z } from 'zod';
import {
  batchFindings,
  type CitedFinding,
  findingsBlock,
  findingsFromReport,
  findingsSize,
} from './findings';
import { callJson, callText } from './model-calls';
import { block, prompt } from './prompt-blocks';
import { reportStep } from './report-steps';
import type { ResearchDeps } from './research-deps';
import type { SystemSettings } from './system-settings';

export interface ComposeInput {
  deps: ResearchDeps;
  settings: SystemSettings;
  apiKey: string;
  question: string;
  findings: CitedFinding[];
  deepResearch: boolean;
  enableIntroduction: boolean;
  enableConclusion: boolean;
  signal?: AbortSignal;
  onStep?: (message: string) => void;
}

export interface ComposedReport {
  introduction?: string;
  body: string;
  conclusion?: string;
  unsupportedClaims: { claim: string; reason: string }[];
  modelCalls: number;
}

const SanityAnswer = z.object({
  unsupportedClaims: z.array(z.object({ claim: z.string(), reason: z.string() })).default([]),
});
const SANITY_SCHEMA = {
  type: 'object',
  properties: {
    unsupportedClaims: {
      type: 'array',
      items: {
        type: 'object',
        properties: { claim: { type: 'string' }, reason: { type: 'string' } },
        required: ['claim', 'reason'],
      },
    },
  },
  required: ['unsupportedClaims'],
};
const MAX_REDUCE_ROUNDS = 6;

/**
 * Writes the report from cited findings (DESIGN section 4 step 5). When the findings do not fit one
 * call they are reduced in rounds: each batch becomes a cited partial report, whose sentences are
 * the next round's findings, until one call can take them all, so any number of documents fits.
 */
export async function composeReport(input: ComposeInput): Promise<ComposedReport> {
  const { deps, settings, apiKey, signal } = input;
  const instruction = input.deepResearch ? 'queryPhase' : 'queryPhaseSuccinct';
  let calls = 0;
  const write = (findings: CitedFinding[]) => {
    calls++;
    return callText(
      deps.model,
      {
        apiKey,
        model: settings[`${instruction}Model`],
        prompt: prompt(settings[instruction], block('question', input.question), findingsBlock(findings)),
        ...(signal ? { signal } : {}),
      },
      deps.retry,
    );
  };
  const names = new Map(input.findings.map((f) => [f.source, f.document]));
  let findings = input.findings;
  for (
    let round = 1;
    findingsSize(findings) > deps.promptBudgetChars && round <= MAX_REDUCE_ROUNDS;
    round++
  ) {
    const batches = batchFindings(findings, deps.promptBudgetChars);
    input.onStep?.(`Condensing findings (round ${round}, ${batches.length} parts)...`);
    const partials: string[] = [];
    for (const batch of batches) partials.push(await reportStep('report', () => write(batch)));
    const condensed = partials.flatMap((partial) => findingsFromReport(partial, names));
    // A round that does not shrink the findings would loop; keep the budget's worth instead.
    findings = findingsSize(condensed) < findingsSize(findings) ? condensed : (batches[0] ?? []);
  }
  input.onStep?.('Writing the report...');
  const body = await reportStep('report', () => write(findings));
  const report: ComposedReport = { body, unsupportedClaims: [], modelCalls: 0 };
  if (input.deepResearch) {
    const section = async (name: 'introduction' | 'conclusion') => {
      const key = name === 'introduction' ? 'introductionPrompt' : 'conclusionPrompt';
      calls++;
      return callText(
        deps.model,
        {
          apiKey,
          model: settings[`${key}Model`],
          prompt: prompt(
            settings[key],
            block('question', input.question),
            block('report', body),
            block('section', name),
          ),
          ...(signal ? { signal } : {}),
        },
        deps.retry,
      );
    };
    if (input.enableIntroduction) {
      report.introduction = await reportStep('introduction', () => section('introduction'));
    }
    if (input.enableConclusion) {
      report.conclusion = await reportStep('conclusion', () => section('conclusion'));
    }
    input.onStep?.('Checking every claim against its sources...');
    calls++;
    const sanity = await reportStep('claim check', () =>
      callJson(
        deps.model,
        {
          apiKey,
          model: settings.sanityCheckPromptModel,
          prompt: prompt(settings.sanityCheckPrompt, block('report', body), findingsBlock(findings)),
          jsonSchema: SANITY_SCHEMA,
          ...(signal ? { signal } : {}),
        },
        SanityAnswer,
        deps.retry,
      ),
    );
    report.unsupportedClaims = sanity.unsupportedClaims;
  }
  report.modelCalls = calls;
  return report;
}
