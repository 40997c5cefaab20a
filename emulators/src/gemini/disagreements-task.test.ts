import { describe, expect, it } from 'vitest';
import { disagreementsTask } from './disagreements-task';
import { findingsBlock, type TestFinding } from './gemini-test-kit';
import { readPromptBlocks } from './prompt-blocks';
import { recogniseTask } from './task';

const BUDGET: TestFinding = {
  source: 1,
  document: 'Facilities Budget 2026.md',
  text: 'Approved in December 2025. Facilities budget 2026: $87,300, of which cleaning $21,000.',
};
const MINUTES: TestFinding = {
  source: 2,
  document: 'Facilities Committee Minutes.docx',
  page: 3,
  text: 'The committee noted that the facilities budget 2026 is now $92,000 after the new lease.',
};

const contract = (source: number, party: string, kind: string, text: string): TestFinding => ({
  source,
  document: `${party} - ${kind}.md`,
  text,
});
const keyTerms = (value: string, renews: string, notice: string) =>
  `Annual contract value: ${value} Renews on: ${renews} Notice period to terminate: ${notice} All other terms follow the Client's standard terms of purchase, as last revised.`;
const tableRow = (party: string, value: string, renews: string, notice: string) =>
  `Counterparty · Contract value · Renewal date · Termination notice ${party} · ${value} · ${renews} · ${notice}`;

/** The kinds of findings a careful model must tell apart (docs/decisions/disagreements.md). */
const SUBJECT_CASES: { kind: string; findings: TestFinding[]; expected: string[] }[] = [
  {
    kind: 'different contracts’ own key terms (notice periods, renewal dates, values)',
    findings: [
      contract(
        1,
        'Delta Print Works',
        'Printing Services Agreement',
        keyTerms('$64,500', 'March 1, 2027', '30 days'),
      ),
      contract(
        2,
        'Granite Security Ltd',
        'Security Services Agreement',
        keyTerms('$148,200', 'September 30, 2027', '90 days'),
      ),
      contract(
        3,
        'Drift Event Management',
        'Event Services Agreement',
        'Renewal date: April 30, 2027 Termination notice: 90 days',
      ),
      contract(
        4,
        'Fjord Cleaning Services',
        'Office Cleaning Contract',
        'Renewal date: 30 April 2027 Termination notice: 1 month',
      ),
      contract(
        5,
        'Bramble Learning Ltd',
        'Training Services Agreement',
        tableRow('Bramble Learning Ltd', '£49,900', '20 November 2027', '60 days'),
      ),
      contract(
        6,
        'Orchid Catering Co.',
        'Catering Services Agreement',
        tableRow('Orchid Catering Co.', 'EUR 22,400', '28 February 2027', '14 days'),
      ),
    ],
    expected: [],
  },
  {
    kind: 'different contracts’ terms stated about “this Agreement” in documents not named as agreements',
    findings: [
      {
        source: 1,
        document: 'Alder terms.md',
        text: 'Either party may terminate this agreement by giving 30 days written notice.',
      },
      {
        source: 2,
        document: 'Kelp terms.md',
        text: 'Either party may terminate this agreement by giving 60 days written notice.',
      },
    ],
    expected: [],
  },
  {
    kind: 'the facilities budget pair',
    findings: [BUDGET, MINUTES],
    expected: ['Facilities budget 2026 | Facilities budget 2026 | $87,300 / $92,000'],
  },
  {
    kind: 'a contract and an amendment naming the same supplier',
    findings: [
      contract(
        1,
        'Delta Print Works',
        'Printing Services Agreement',
        keyTerms('$64,500', 'March 1, 2027', '30 days'),
      ),
      {
        source: 2,
        document: 'Amendment No. 1.md',
        text: 'Delta Print Works amendment: the notice period to terminate is now 60 days.',
      },
    ],
    expected: ['Delta Print Works | Notice period to terminate | 30 days / 60 days'],
  },
  {
    kind: 'the same label in different years',
    findings: [
      { source: 1, document: 'Facilities Budget 2025.md', text: 'Facilities budget 2025: $83,900.' },
      { source: 2, document: 'Facilities Plan.md', text: 'Facilities budget 2026: $87,300.' },
    ],
    expected: [],
  },
];

function answer(findings: TestFinding[]) {
  return disagreementsTask(readPromptBlocks(`Compare.\n${findingsBlock(findings)}`)).disagreements;
}

describe('where the documents disagree', () => {
  it('when two sources give the same labelled figure different values, then both sides come back with their verbatim sentences, pages and sources', () => {
    const found = answer([BUDGET, MINUTES]);

    expect(found).toEqual([
      {
        subject: 'Facilities budget 2026',
        fact: 'Facilities budget 2026',
        sides: [
          {
            source: 1,
            value: '$87,300',
            quote: 'Facilities budget 2026: $87,300, of which cleaning $21,000.',
          },
          {
            source: 2,
            value: '$92,000',
            quote: 'The committee noted that the facilities budget 2026 is now $92,000 after the new lease.',
            page: 3,
          },
        ],
      },
    ]);
    for (const side of found[0]?.sides ?? []) {
      const finding = side.source === 1 ? BUDGET : MINUTES;
      expect(finding.text).toContain(side.quote);
    }
  });

  it('when the same label words come in another order with a date, then the dates are compared as one value', () => {
    const found = answer([
      { source: 1, document: 'Plan.md', text: 'Warehouse move date: 14 March 2027.' },
      { source: 2, document: 'Minutes.md', text: 'The move date of the warehouse is 2 May 2027.' },
    ]);

    expect(found.map((d) => [d.fact, d.sides.map((s) => s.value)])).toEqual([
      ['Warehouse move date', ['14 March 2027', '2 May 2027']],
    ]);
  });

  it('when the sources agree, or one source gives two values, or the values are of different kinds, then there is no disagreement', () => {
    const agreeing = { ...MINUTES, text: 'Facilities budget 2026: $87,300.' };
    const sameSource = {
      ...BUDGET,
      text: 'Facilities budget 2026: $87,300. Facilities budget 2026: $92,000.',
    };
    const otherKind = { ...MINUTES, text: 'The facilities budget 2026 rose 5%.' };

    expect(answer([BUDGET, agreeing])).toEqual([]);
    expect(answer([sameSource])).toEqual([]);
    expect(answer([BUDGET, otherKind])).toEqual([]);
  });

  it('when two sources write one value in two ways, or a period only qualifies the value before, then there is no disagreement', () => {
    const found = answer([
      {
        source: 1,
        document: 'a.md',
        text: 'Q3 2026 Europe revenue: $7.10M. Warehouse move date: 14 March 2027.',
      },
      {
        source: 2,
        document: 'b.md',
        text: 'Q3 2026 Europe revenue: $7,100,000. Warehouse move date: 2027-03-14.',
      },
      { source: 3, document: 'c.md', text: 'Europe revenue fell from $8.3M in Q3 2025 to $7.1M in Q3 2026.' },
      { source: 4, document: 'd.pdf', text: 'Operating income $1.9M (Q3 2025: $3.4M).' },
    ]);

    expect(found).toEqual([]);
  });

  it('when a value has a single word before it, or a table header above it, then it names too little to compare', () => {
    const found = answer([
      { source: 1, document: 'a.csv', text: 'Region\tQ3 2026\nEurope\t$7.1M' },
      { source: 2, document: 'b.csv', text: 'Region\tQ3 2026\nEurope\t$8.3M' },
    ]);

    expect(found).toEqual([]);
  });

  it.each(SUBJECT_CASES)(
    'when the findings are $kind, then the conflicts are $expected',
    ({ findings, expected }) => {
      const found = answer(findings);

      expect(
        found.map((d) => `${d.subject} | ${d.fact} | ${d.sides.map((s) => s.value).join(' / ')}`),
      ).toEqual(expected);
    },
  );

  it('when the response schema has a disagreements property, then the request is the disagreements task', () => {
    const output = {
      json: true,
      schema: { type: 'object', properties: { disagreements: { type: 'array' } } },
    };

    expect(recogniseTask(output, readPromptBlocks(findingsBlock([BUDGET])))).toBe('disagreements');
  });
});
