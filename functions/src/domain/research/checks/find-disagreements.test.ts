import { describe, expect, it } from 'vitest';
import type { DriveFile } from '../../../ports/drive.port';
import type { LanguageModel } from '../../../ports/language-model.port';
import type { ExtractionOutcome } from '../extraction/extract-document';
import { DEFAULT_RETRY_POLICY } from '../model/model-calls';
import { DEFAULT_SYSTEM_SETTINGS } from '../model/system-settings';
import type { ResearchDeps } from '../research-deps';
import { UsageTally } from '../spend/usage-tally';
import { numberSources } from '../writing/sources';
import { findDisagreements } from './find-disagreements';

const BUDGET_QUOTE = 'Facilities budget 2026: $87,300, of which cleaning $21,000.';
const MINUTES_QUOTE = 'The facilities budget 2026 is now $92,000 after the new lease.';
const INVENTED = 'The facilities budget 2026 was cut to $50,000.';

const file = (id: string, name: string) => ({ id, name, mimeType: 'text/plain' }) as DriveFile;

/** Two documents of verified findings, the second with a quote that was not found in it. */
const OUTCOMES: ExtractionOutcome[] = [
  {
    file: file('a', 'Facilities Budget 2026.md'),
    status: 'data',
    findings: [{ text: BUDGET_QUOTE, verified: true }],
  },
  {
    file: file('b', 'Facilities Committee Minutes.docx'),
    status: 'data',
    findings: [
      { text: MINUTES_QUOTE, page: 3, verified: true },
      { text: INVENTED, verified: false },
    ],
  },
];

/** A model that answers every JSON call with `answer` (or throws it), and keeps each prompt. */
function modelAnswering(answer: unknown) {
  const prompts: string[] = [];
  const schemas: unknown[] = [];
  const warnings: { event: string; fields: Record<string, unknown> }[] = [];
  const tally = new UsageTally();
  const model: LanguageModel = {
    checkKey: async () => {},
    listModels: async () => [],
    generateText: async () => '',
    generateJson: async (request) => {
      prompts.push(request.prompt);
      schemas.push(request.schema);
      request.onUsage?.({ inputTokens: 100, outputTokens: 20, thinkingTokens: 5 }, 'gemini-3.8-flash');
      if (answer instanceof Error) throw answer;
      return answer;
    },
  };
  const deps = {
    model: tally.model(model, 'disagreements'),
    retry: { ...DEFAULT_RETRY_POLICY, sleep: async () => {} },
    promptBudgetChars: 100_000,
    warn: (event: string, fields: Record<string, unknown>) => warnings.push({ event, fields }),
  } as unknown as ResearchDeps;
  return { deps, prompts, schemas, warnings, tally };
}

function find(deps: ResearchDeps, outcomes = OUTCOMES) {
  return findDisagreements({
    deps,
    settings: DEFAULT_SYSTEM_SETTINGS,
    apiKey: 'key',
    uid: 'maya',
    question: 'What is the facilities budget for 2026?',
    findings: numberSources(outcomes).findings,
  });
}

const side = (source: number, value: string, quote: string, page?: number) => ({
  source,
  value,
  quote,
  ...(page ? { page } : {}),
});

describe('where the documents disagree', () => {
  it('when two sources have verified findings, then one call reads them (and no unverified quote), tallied as its own step', async () => {
    const { deps, prompts, tally } = modelAnswering({ disagreements: [] });

    const found = await find(deps);

    expect(found).toEqual([]);
    expect(prompts).toHaveLength(1);
    expect(prompts[0]).toContain(DEFAULT_SYSTEM_SETTINGS.contradictionPrompt);
    expect(prompts[0]).toContain(BUDGET_QUOTE);
    expect(prompts[0]).toContain('$92,000 after the new lease');
    expect(prompts[0]).not.toContain(INVENTED);
    expect(tally.tallies().byStep.disagreements).toEqual({ calls: 1, input: 100, output: 20, thinking: 5 });
  });

  it('when the documents are compared, then the prompt says only values about one subject conflict, not different documents’ own terms, and each conflict must name its subject', async () => {
    const { deps, prompts, schemas } = modelAnswering({ disagreements: [] });

    await find(deps);

    expect(prompts[0]).toContain('Only values about one subject can conflict.');
    expect(prompts[0]).toContain(
      "each contract's own notice period, renewal date or value belongs to that contract",
    );
    const items = (schemas[0] as { properties: { disagreements: { items: { required: string[] } } } })
      .properties.disagreements.items;
    expect(items.required).toContain('subject');
  });

  it('when the answer names a source that does not exist, a quote its source does not hold, or only one source, then those sides and conflicts are dropped; a page is the finding’s', async () => {
    const { deps } = modelAnswering({
      disagreements: [
        {
          fact: 'Facilities budget 2026',
          sides: [
            side(1, '$87,300', 'facilities budget 2026: $87,300', 9),
            side(2, '$92,000', MINUTES_QUOTE),
            side(2, '$50,000', INVENTED),
            side(7, '$99,000', BUDGET_QUOTE),
          ],
        },
        { fact: 'Cleaning', sides: [side(1, '$21,000', BUDGET_QUOTE), side(1, '$87,300', BUDGET_QUOTE)] },
        { fact: 'Lease', sides: [side(1, '$87,300', BUDGET_QUOTE), side(2, '$87,300', INVENTED)] },
      ],
    });

    const found = await find(deps);

    expect(found).toEqual([
      {
        fact: 'Facilities budget 2026',
        subject: 'Facilities budget 2026',
        sides: [side(1, '$87,300', 'facilities budget 2026: $87,300'), side(2, '$92,000', MINUTES_QUOTE, 3)],
      },
    ]);
  });

  it('when the answer stays malformed, then there is no box (undefined) and a warning is logged, not thrown', async () => {
    const { deps, prompts, warnings } = modelAnswering({ disagreements: [{ fact: 3 }] });

    const found = await find(deps);

    expect(found).toBeUndefined();
    expect(prompts).toHaveLength(2);
    expect(warnings).toEqual([
      {
        event: 'disagreements_not_found',
        fields: { uid: 'maya', cause: 'The model answered with JSON of the wrong shape' },
      },
    ]);
  });

  it('when the findings do not fit one prompt, then still one call takes a share of every source, figures first, and sides are checked against all of them', async () => {
    const { deps, prompts } = modelAnswering({
      disagreements: [
        {
          fact: 'Facilities budget 2026',
          sides: [side(1, '$87,300', BUDGET_QUOTE), side(2, '$92,000', MINUTES_QUOTE)],
        },
      ],
    });
    const wordy = (text: string) => ({ text, verified: true });
    const many = OUTCOMES.map((outcome) =>
      outcome.status === 'data'
        ? {
            ...outcome,
            findings: [
              wordy('The committee met in the small room and discussed the cleaning rota at length.'),
              ...outcome.findings,
            ],
          }
        : outcome,
    );
    const tight = { ...deps, promptBudgetChars: 300 } as ResearchDeps;

    const found = await find(tight, many);

    expect(prompts).toHaveLength(1);
    expect(prompts[0]).toContain('$87,300');
    expect(prompts[0]).toContain('$92,000');
    expect(prompts[0]).not.toContain('cleaning rota');
    expect(found?.map((d) => d.sides.map((s) => s.value))).toEqual([['$87,300', '$92,000']]);
  });

  it('when fewer than two sources have verified findings, then no call is made and nothing disagrees', async () => {
    const { deps, prompts } = modelAnswering({ disagreements: [] });
    const onlyOne = [
      OUTCOMES[0] as ExtractionOutcome,
      { ...(OUTCOMES[1] as ExtractionOutcome), status: 'noData' as const },
    ];

    const found = await find(deps, onlyOne as ExtractionOutcome[]);

    expect(found).toEqual([]);
    expect(prompts).toEqual([]);
  });
});
