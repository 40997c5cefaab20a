import { MAX_REDUCE_ROUNDS } from '../extraction/reduce-findings';
import type { PromptName } from '../model/system-settings';

/**
 * The model calls writing a report makes (compose-report.ts), counted before they are made: the
 * condensing rounds while the findings do not fit one call, the body, and for deep research the
 * introduction, conclusion and claim check, and the comparison of findings (where the documents
 * disagree, docs/decisions/disagreements.md: one call over the findings as extraction gave them). Used by the estimate (with expected sizes) and by the
 * cost cap (with the largest sizes a call may have), so both count the calls the run really makes.
 */
export interface PlannedReportCall {
  prompt: PromptName;
  /** Characters of the prompt: instructions, question, findings or report. */
  inputChars: number;
  /** Characters of the answer. */
  outputChars: number;
}

export interface ReportPlanInput {
  /** Characters of the findings the report is written from (their text and citation markup). */
  findingsChars: number;
  /** The prompt budget one call's findings fill (RESEARCH_PROMPT_BUDGET_CHARS). */
  budgetChars: number;
  /** Characters of a call's instructions and question, by its prompt. */
  overheadChars: (prompt: PromptName) => number;
  deepResearch: boolean;
  enableIntroduction: boolean;
  enableConclusion: boolean;
  /** The answer a call gives for this many characters of findings (expected, or the most it may be). */
  answerChars: (findingsChars: number) => number;
  /** The introduction's or conclusion's answer, and the claim check's. */
  sectionChars: number;
  checkChars: number;
  /** Whether the findings are compared (find-disagreements.ts: two sources or more), and its answer. */
  compareFindings: boolean;
  comparisonChars: number;
}

/** The comparison's call: the findings as extraction gave them, cut to one prompt (find-disagreements.ts). */
function comparisonCall(input: ReportPlanInput): PlannedReportCall[] {
  if (!input.compareFindings) return [];
  const prompt = 'contradictionPrompt';
  const findings = Math.min(input.findingsChars, input.budgetChars);
  return [{ prompt, inputChars: input.overheadChars(prompt) + findings, outputChars: input.comparisonChars }];
}

export function reportPlan(input: ReportPlanInput): PlannedReportCall[] {
  const { budgetChars, overheadChars, answerChars } = input;
  const write = input.deepResearch ? 'queryPhase' : 'queryPhaseSuccinct';
  const calls: PlannedReportCall[] = comparisonCall(input);
  let findings = input.findingsChars;
  for (let round = 1; findings > budgetChars && round <= MAX_REDUCE_ROUNDS; round++) {
    const batches = Math.ceil(findings / budgetChars);
    const each = Math.ceil(findings / batches);
    let condensed = 0;
    for (let b = 0; b < batches; b++) {
      const output = answerChars(each);
      calls.push({ prompt: write, inputChars: overheadChars(write) + each, outputChars: output });
      condensed += output;
    }
    // A round that does not shrink the findings ends in a fair share of the budget (reduce-findings.ts).
    if (condensed >= findings) break;
    findings = condensed;
  }
  const fitted = Math.min(findings, budgetChars);
  const body = answerChars(fitted);
  calls.push({ prompt: write, inputChars: overheadChars(write) + fitted, outputChars: body });
  if (!input.deepResearch) return calls;
  let whole = body;
  const sections: PromptName[] = [
    ...(input.enableIntroduction ? (['introductionPrompt'] as const) : []),
    ...(input.enableConclusion ? (['conclusionPrompt'] as const) : []),
  ];
  for (const prompt of sections) {
    calls.push({ prompt, inputChars: overheadChars(prompt) + body, outputChars: input.sectionChars });
    whole += input.sectionChars;
  }
  calls.push({
    prompt: 'sanityCheckPrompt',
    inputChars: overheadChars('sanityCheckPrompt') + whole + fitted,
    outputChars: input.checkChars,
  });
  return calls;
}
