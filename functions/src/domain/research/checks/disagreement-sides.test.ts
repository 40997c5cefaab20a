import { describe, expect, it } from 'vitest';
import type { CitedFinding } from '../extraction/findings';
import { checkedDisagreements, type DisagreementsAnswer } from './disagreement-sides';

/**
 * Quarry's own check of the model's conflicts (docs/decisions/disagreements.md): whatever subject the model names,
 * only sides about one subject stand. The findings are those the sample drives give (the contracts
 * drive's key-terms lines, Maya's facilities budget pair).
 */
const finding = (source: number, document: string, text: string, page?: number): CitedFinding => ({
  source,
  document,
  text,
  ...(page ? { page } : {}),
});

const DELTA = finding(
  1,
  'Delta Print Works - Printing Services Agreement.md',
  "Notice period to terminate: 30 days All other terms follow the Client's standard terms of purchase, as last revised.",
);
const GRANITE = finding(
  2,
  'Granite Security Ltd - Security Services Agreement.md',
  "Notice period to terminate: 90 days All other terms follow the Client's standard terms of purchase, as last revised.",
);
const DRIFT = finding(
  3,
  'Drift Event Management - Event Services Agreement.txt',
  'Renewal date: April 30, 2027 Termination notice: 90 days',
);
const FJORD = finding(
  4,
  'Fjord Cleaning Services - Office Cleaning Contract.txt',
  'Renewal date: 30 April 2027 Termination notice: 1 month',
);
const DELTA_VALUE = finding(
  5,
  'Delta Print Works - Printing Services Agreement.md',
  'Annual contract value: $64,500',
);
const GRANITE_VALUE = finding(
  6,
  'Granite Security Ltd - Security Services Agreement.md',
  'Annual contract value: £148,200',
);
const AMENDMENT = finding(
  7,
  'Amendment No. 1.md',
  'This amendment changes the notice period to terminate the Printing Services Agreement with Delta Print Works to 60 days.',
);
const BUDGET = finding(
  8,
  'Facilities Budget 2026.md',
  'The facilities budget 2026 is $87,300 for the Portland headquarters and the Reno warehouse, 4% more than in 2025.',
);
const MINUTES = finding(
  9,
  'Facilities Committee Minutes - 2026-11-05.pdf',
  'The committee noted that the facilities budget 2026 is now $92,000, after the higher Reno rent and the dock repairs.',
  2,
);
const BUDGET_2025 = finding(10, 'Facilities Budget 2025.md', 'Facilities budget 2025: $83,900.');
const BUDGET_2026 = finding(11, 'Facilities Plan.md', 'Facilities budget 2026: $87,300.');
const FINDINGS = [
  DELTA,
  GRANITE,
  DRIFT,
  FJORD,
  DELTA_VALUE,
  GRANITE_VALUE,
  AMENDMENT,
  BUDGET,
  MINUTES,
  BUDGET_2025,
  BUDGET_2026,
];

/** A side quoting its whole finding. */
const side = (f: CitedFinding, value: string) => ({ source: f.source, value, quote: f.text });

type Conflict = DisagreementsAnswer['disagreements'][number];
const conflict = (subject: string | undefined, fact: string, sides: Conflict['sides']): Conflict => ({
  ...(subject === undefined ? {} : { subject }),
  fact,
  sides,
});

const CASES: { kind: string; conflict: Conflict; kept: string[] | null }[] = [
  {
    kind: 'two contracts’ own notice periods, the subject only the fact',
    conflict: conflict('Notice period to terminate', 'Notice period to terminate', [
      side(DELTA, '30 days'),
      side(GRANITE, '90 days'),
    ]),
    kept: null,
  },
  {
    kind: 'two contracts’ own notice periods, no subject given',
    conflict: conflict(undefined, 'Notice period', [side(DELTA, '30 days'), side(GRANITE, '90 days')]),
    kept: null,
  },
  {
    kind: 'two contracts’ renewal dates, the subject naming only their year',
    conflict: conflict('Renewal date 2027', 'Renewal date', [
      side(DRIFT, 'April 30, 2027'),
      side(FJORD, '30 April 2027'),
    ]),
    kept: null,
  },
  {
    kind: 'two contracts’ values, the subject naming only generic words',
    conflict: conflict('Supplier contract value', 'Annual contract value', [
      side(DELTA_VALUE, '$64,500'),
      side(GRANITE_VALUE, '£148,200'),
    ]),
    kept: null,
  },
  {
    kind: 'one supplier named as the subject of another supplier’s contract',
    conflict: conflict('Delta Print Works', 'Notice period to terminate', [
      side(DELTA, '30 days'),
      side(GRANITE, '90 days'),
    ]),
    kept: null,
  },
  {
    kind: 'the facilities budget pair',
    conflict: conflict('Facilities budget 2026', 'Facilities budget 2026', [
      side(BUDGET, '$87,300'),
      side(MINUTES, '$92,000'),
    ]),
    kept: ['$87,300', '$92,000'],
  },
  {
    kind: 'a contract and an amendment naming the same supplier',
    conflict: conflict('Delta Print Works printing services contract', 'Notice period to terminate', [
      side(DELTA, '30 days'),
      side(AMENDMENT, '60 days'),
    ]),
    kept: ['30 days', '60 days'],
  },
  {
    kind: 'the same label in different years, the subject naming one',
    conflict: conflict('Facilities budget 2026', 'Facilities budget', [
      side(BUDGET_2025, '$83,900'),
      side(BUDGET_2026, '$87,300'),
    ]),
    kept: null,
  },
  {
    kind: 'the same label in different years, the subject naming none',
    conflict: conflict('Facilities budget', 'Facilities budget', [
      side(BUDGET_2025, '$83,900'),
      side(BUDGET_2026, '$87,300'),
    ]),
    kept: null,
  },
];

describe('checking that the sides of a conflict are about one subject', () => {
  it.each(CASES)(
    'when the model answers with $kind, then the conflict stands only if its sides share the subject',
    ({ conflict: answered, kept }) => {
      const found = checkedDisagreements({ disagreements: [answered] }, FINDINGS);

      expect(found.length ? found[0]?.sides.map((s) => s.value) : null).toEqual(kept);
    },
  );

  it('when a conflict stands, then it keeps its subject, and its fact names the subject when it does not already', () => {
    const [pair] = CASES.filter((c) => c.kept).map((c) => c.conflict);
    const amendment = CASES.find((c) => c.kind.includes('amendment'))?.conflict as Conflict;

    const found = checkedDisagreements({ disagreements: [pair as Conflict, amendment] }, FINDINGS);

    expect(found.map((d) => [d.subject, d.fact])).toEqual([
      ['Facilities budget 2026', 'Facilities budget 2026'],
      [
        'Delta Print Works printing services contract',
        'Notice period to terminate (Delta Print Works printing services contract)',
      ],
    ]);
    expect(found[0]?.sides[1]?.page).toBe(2);
  });
});
