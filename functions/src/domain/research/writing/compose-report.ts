import { z } from 'zod';
import { type CitedFinding, findingsBlock } from '../extraction/findings';
import { reduceFindings } from '../extraction/reduce-findings';
import { callJson, callText } from '../model/model-calls';
import { block, prompt } from '../model/prompt-blocks';
import type { SystemSettings } from '../model/system-settings';
import type { ResearchDeps } from '../research-deps';
import { reportStep } from './report-steps';

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
  /**
   * The report's text is final: called once, as the claim check is asked for (or at the end when
   * there is none), so work on the text (rendering it) overlaps the model's last wait.
   */
  onWritten?: (report: WrittenReport) => void;
  /** The body is written: called once, as the introduction and conclusion are asked for (deep research). */
  onBody?: (body: string) => void;
}

/** The report's text, before its claims are checked. */
export type WrittenReport = Pick<ComposedReport, 'introduction' | 'body' | 'conclusion'>;

function writtenOf({ introduction, body, conclusion }: ComposedReport): WrittenReport {
  return {
    body,
    ...(introduction !== undefined ? { introduction } : {}),
    ...(conclusion !== undefined ? { conclusion } : {}),
  };
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

/**
 * Writes the report from cited findings (docs/architecture/research-pipeline.md step 5). When the findings do not fit one
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
  const findings = await reduceFindings(
    input.findings,
    deps.promptBudgetChars,
    (batch) => reportStep('report', () => write(batch)),
    input.onStep,
  );
  input.onStep?.('Writing the report...');
  const body = await reportStep('report', () => write(findings));
  const report: ComposedReport = { body, unsupportedClaims: [], modelCalls: 0 };
  if (input.deepResearch) calls += await deepenReport(input, report, findings);
  else input.onWritten?.(report);
  report.modelCalls = calls;
  return report;
}

/**
 * Deep research's further parts of `report`: its introduction and conclusion, written from the
 * body, then every part's claims checked against the findings. Returns the model calls it made.
 */
async function deepenReport(input: ComposeInput, report: ComposedReport, findings: CitedFinding[]) {
  const { deps, settings, apiKey, signal } = input;
  const { body } = report;
  let calls = 0;
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
  // Both are written from the body, not from each other: asked at once, they cost one wait.
  const sections = Promise.all([
    input.enableIntroduction ? reportStep('introduction', () => section('introduction')) : undefined,
    input.enableConclusion ? reportStep('conclusion', () => section('conclusion')) : undefined,
  ]);
  input.onBody?.(body);
  const [introduction, conclusion] = await sections;
  if (introduction !== undefined) report.introduction = introduction;
  if (conclusion !== undefined) report.conclusion = conclusion;
  input.onStep?.('Checking every claim against its sources...');
  calls++;
  // Every part the person reads is checked: the introduction and conclusion make claims too.
  const whole = [report.introduction, body, report.conclusion].filter(Boolean).join('\n\n');
  const checking = reportStep('claim check', () =>
    callJson(
      deps.model,
      {
        apiKey,
        model: settings.sanityCheckPromptModel,
        prompt: prompt(settings.sanityCheckPrompt, block('report', whole), findingsBlock(findings)),
        jsonSchema: SANITY_SCHEMA,
        ...(signal ? { signal } : {}),
      },
      SanityAnswer,
      deps.retry,
    ),
  );
  input.onWritten?.(writtenOf(report));
  const sanity = await checking;
  // A claim the introduction or conclusion repeats is one claim to check.
  const seen = new Set<string>();
  report.unsupportedClaims = sanity.unsupportedClaims.filter(
    (c) => !seen.has(c.claim.trim()) && Boolean(seen.add(c.claim.trim())),
  );
  return calls;
}
