import type { Disagreement } from '@quarry/contracts/report';
import { logEvent } from '../../../log-events';
import { type CitedFinding, findingsBlock, findingsSize } from '../extraction/findings';
import { fairShare } from '../extraction/reduce-findings';
import { callJson } from '../model/model-calls';
import { block, prompt } from '../model/prompt-blocks';
import type { SystemSettings } from '../model/system-settings';
import type { ResearchDeps } from '../research-deps';
import { checkedDisagreements, DisagreementsAnswer } from './disagreement-sides';

export interface DisagreementsInput {
  /** The deps whose model calls are tallied as the comparison's ('disagreements'). */
  deps: ResearchDeps;
  settings: SystemSettings;
  apiKey: string;
  uid: string;
  question: string;
  /** The verified findings, numbered by source (sources.ts keeps unverified ones out). */
  findings: CitedFinding[];
  signal?: AbortSignal;
}

const SCHEMA = {
  type: 'object',
  properties: {
    disagreements: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          subject: { type: 'string' },
          fact: { type: 'string' },
          sides: {
            type: 'array',
            items: {
              type: 'object',
              properties: {
                source: { type: 'integer' },
                value: { type: 'string' },
                quote: { type: 'string' },
                page: { type: 'integer' },
              },
              required: ['source', 'value', 'quote'],
            },
          },
        },
        required: ['subject', 'fact', 'sides'],
      },
    },
  },
  required: ['disagreements'],
};

/** A figure or a date: the findings most likely to disagree go first when not all fit one call. */
const hasFigure = (finding: CitedFinding) => /\d/.test(finding.text);

/**
 * The findings one call can take: all of them when they fit the prompt budget, else a fair share
 * (each source keeps a place; reduce-findings.ts), each source's figures and dates first.
 */
function fitted(findings: CitedFinding[], budget: number): CitedFinding[] {
  if (findingsSize(findings) <= budget) return findings;
  const figuresFirst = [...findings.filter(hasFigure), ...findings.filter((f) => !hasFigure(f))];
  return fairShare(figuresFirst, budget);
}

/**
 * Where the documents disagree (docs/architecture/evidence.md; docs/decisions/disagreements.md): one call of the
 * contradictionPrompt over the report's verified findings, whatever their number, so a report pays
 * for one comparison (map-reduce or not). No call, and nothing to show, when fewer than two sources
 * have findings. A failed call, or an answer still malformed after its one re-ask, throws.
 */
export async function compareFindings(input: DisagreementsInput): Promise<Disagreement[]> {
  const { deps, settings, findings, signal } = input;
  if (new Set(findings.map((f) => f.source)).size < 2) return [];
  const answer = await callJson(
    deps.model,
    {
      apiKey: input.apiKey,
      model: settings.contradictionPromptModel,
      prompt: prompt(
        settings.contradictionPrompt,
        block('question', input.question),
        findingsBlock(fitted(findings, deps.promptBudgetChars)),
      ),
      jsonSchema: SCHEMA,
      ...(signal ? { signal } : {}),
    },
    DisagreementsAnswer,
    deps.retry,
  );
  // Sides are checked against every verified finding, not only those the call could take.
  return checkedDisagreements(answer, findings);
}

/**
 * The comparison as a run takes it: a failure never fails the report. It is logged, and the answer
 * is undefined, so the report goes on without the box.
 */
export async function findDisagreements(input: DisagreementsInput): Promise<Disagreement[] | undefined> {
  try {
    return await compareFindings(input);
  } catch (error) {
    if (!input.signal?.aborted) {
      logEvent.disagreementsNotFound(input.deps, {
        uid: input.uid,
        cause: error instanceof Error ? error.message : String(error),
      });
    }
    return undefined;
  }
}
