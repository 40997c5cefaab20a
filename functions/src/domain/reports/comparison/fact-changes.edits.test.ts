import { describe, expect, it } from 'vitest';
import type { DriveFile } from '../../../ports/drive.port';
import { type EvidenceRow, evidenceTable } from '../../research/extraction/evidence-table';
import { checkedOutcome } from '../../research/extraction/extract-document';
import { factChanges } from './fact-changes';

/**
 * The kinds of edit a watched document meets, each run through what a run keeps (the checked
 * quotes and the text's fingerprint, as `checkedOutcome` and the evidence table make them) and
 * compared: exactly the facts that changed, whatever passages the model chose to quote each time.
 */
const BUDGET = 'Finance/Facilities Budget 2026.md';
const TEXT = [
  '# Facilities Budget 2026',
  '',
  'Approved by the Finance Committee on 11 December 2025. Owner: Daniel Brooks, CFO. Prepared by Grace Lee, Facilities Manager.',
  '',
  'The facilities budget 2026 is $87,300 for the Portland headquarters and the Reno warehouse, 4% more than in 2025.',
  '',
  '| Line | 2026 budget |',
  '| --- | --- |',
  '| Cleaning and waste | $24,600 |',
  '| Repairs and maintenance | $31,200 |',
  '| Security and access | $12,800 |',
  '| Warehouse lease extras | $18,700 |',
  '| Total | $87,300 |',
  '',
  'The Reno warehouse lease renews on 1 July 2026 at the same rent. The headquarters lease runs to 2029.',
  '',
].join('\n');

const OWNER = 'Owner: Daniel Brooks, CFO. Prepared by Grace Lee, Facilities Manager.';
const TOTAL_LINE =
  'The facilities budget 2026 is $87,300 for the Portland headquarters and the Reno warehouse, 4% more than in 2025.';
const HEADER = '| Line | 2026 budget |';
const tableRow = (label: string, amount: string, first = false) =>
  first ? `${HEADER}\n| ${label} | ${amount} |` : `${HEADER}\n…\n| ${label} | ${amount} |`;
const DOCK = 'The facilities budget 2026 adds $5,000 for the new loading dock in Reno.';

/** What the model quoted before any edit (the Gemini emulator's five best passages). */
const FIRST_QUOTES = [
  OWNER,
  TOTAL_LINE,
  tableRow('Cleaning and waste', '$24,600', true),
  tableRow('Repairs and maintenance', '$31,200'),
  tableRow('Total', '$87,300'),
];

/** A document as a run keeps it: read, its quotes checked, its text fingerprinted. */
function readRow(path: string, text: string, quotes: string[]): EvidenceRow {
  const file: DriveFile = { id: path, name: path.split('/').at(-1)!, mimeType: 'text/markdown' };
  const outcome = checkedOutcome(
    {},
    file,
    { text },
    quotes.map((quote) => ({ text: quote })),
    [],
  );
  return evidenceTable([outcome])[0]!;
}

interface Edit {
  edit: string;
  before: EvidenceRow[];
  after: EvidenceRow[];
  expected: {
    newSources?: string[];
    droppedSources?: string[];
    newFindings?: string[];
    changedFindings?: [string, string][];
    droppedFindings?: string[];
  };
}

const budgetBefore = () => readRow(BUDGET, TEXT, FIRST_QUOTES);
const DOCK_QUOTE = 'Finance/Reno dock quote.md';
const DOCK_TEXT =
  'Reno loading dock quote\n\nThe loading dock for the facilities budget 2026 costs $5,000 in total.\n';

const EDITS: Edit[] = [
  {
    edit: 'no edit, the model quoting other passages and a table row without its header',
    before: [budgetBefore()],
    after: [
      readRow(BUDGET, TEXT, [
        TOTAL_LINE,
        '| Repairs and maintenance | $31,200 |',
        tableRow('Cleaning and waste', '$24,600', true),
        tableRow('Security and access', '$12,800'),
      ]),
    ],
    expected: {},
  },
  {
    edit: 'a line appended (the new line pushing an older row out of the model’s five quotes)',
    before: [budgetBefore()],
    after: [
      readRow(`${BUDGET}`, `${TEXT}\n${DOCK}\n`, [
        OWNER,
        TOTAL_LINE,
        tableRow('Cleaning and waste', '$24,600', true),
        tableRow('Total', '$87,300'),
        DOCK,
      ]),
    ],
    expected: { newFindings: [DOCK] },
  },
  {
    edit: 'a figure changed',
    before: [budgetBefore()],
    after: [
      readRow(BUDGET, TEXT.replace('$31,200', '$33,400'), [
        OWNER,
        TOTAL_LINE,
        tableRow('Cleaning and waste', '$24,600', true),
        tableRow('Repairs and maintenance', '$33,400'),
        tableRow('Total', '$87,300'),
      ]),
    ],
    expected: {
      changedFindings: [
        [
          'Line · 2026 budget … Repairs and maintenance · $31,200',
          'Line · 2026 budget … Repairs and maintenance · $33,400',
        ],
      ],
    },
  },
  {
    edit: 'a line deleted (a row the model had not quoted taking its place)',
    before: [budgetBefore()],
    after: [
      readRow(BUDGET, TEXT.replace('| Repairs and maintenance | $31,200 |\n', ''), [
        OWNER,
        TOTAL_LINE,
        tableRow('Cleaning and waste', '$24,600', true),
        tableRow('Security and access', '$12,800'),
        tableRow('Total', '$87,300'),
      ]),
    ],
    expected: { droppedFindings: ['Line · 2026 budget … Repairs and maintenance · $31,200'] },
  },
  {
    edit: 'the file renamed (a new id, as the Drive emulator gives it)',
    before: [budgetBefore()],
    after: [readRow('Finance/Facilities Budget 2026 (final).md', TEXT, FIRST_QUOTES.slice(1))],
    expected: {},
  },
  {
    edit: 'a file added',
    before: [budgetBefore()],
    after: [
      budgetBefore(),
      readRow(DOCK_QUOTE, DOCK_TEXT, [
        'The loading dock for the facilities budget 2026 costs $5,000 in total.',
      ]),
    ],
    expected: {
      newSources: ['Reno dock quote.md'],
      newFindings: ['The loading dock for the facilities budget 2026 costs $5,000 in total.'],
    },
  },
  {
    edit: 'a file trashed',
    before: [
      budgetBefore(),
      readRow(DOCK_QUOTE, DOCK_TEXT, [
        'The loading dock for the facilities budget 2026 costs $5,000 in total.',
      ]),
    ],
    after: [budgetBefore()],
    expected: {
      droppedSources: ['Reno dock quote.md'],
      droppedFindings: ['The loading dock for the facilities budget 2026 costs $5,000 in total.'],
    },
  },
];

describe('what changed, over each kind of edit of a watched document', () => {
  it.each(EDITS)(
    'when $edit, then exactly the facts that changed are listed',
    ({ before, after, expected }) => {
      const changes = factChanges(before, after);

      expect({
        newSources: changes.newSources,
        droppedSources: changes.droppedSources,
        newFindings: changes.newFindings.map((f) => f.text),
        changedFindings: changes.changedFindings.map((f) => [f.before, f.after]),
        droppedFindings: changes.droppedFindings.map((f) => f.text),
      }).toEqual({
        newSources: [],
        droppedSources: [],
        newFindings: [],
        changedFindings: [],
        droppedFindings: [],
        ...expected,
      });
      expect(changes.changed).toBe(Object.keys(expected).length > 0);
    },
  );

  it('when the earlier run kept no fingerprint and the model quotes a table row alone that it quoted with its header, then it is the same fact', () => {
    const { fingerprint: _, ...older } = budgetBefore();
    const after = readRow(BUDGET, `${TEXT}\n`, [OWNER, TOTAL_LINE, '| Repairs and maintenance | $31,200 |']);
    const { fingerprint: __, ...unprinted } = after;

    const changes = factChanges([older], [unprinted]);

    expect(changes.newFindings).toEqual([]);
    expect(changes.droppedFindings.map((f) => f.text)).toEqual([
      'Line · 2026 budget Cleaning and waste · $24,600',
      'Line · 2026 budget … Total · $87,300',
    ]);
  });
});
