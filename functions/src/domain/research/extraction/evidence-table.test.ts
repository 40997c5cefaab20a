import { describe, expect, it } from 'vitest';
import type { DriveFile } from '../../../ports/drive.port';
import { evidenceTable } from './evidence-table';

const file: DriveFile = { id: 'budget', name: 'Budget.pdf', mimeType: 'application/pdf' };

describe("the evidence table's findings", () => {
  it('when quotes were checked, then each finding says whether it was found; before the check, nothing is said', () => {
    const [row] = evidenceTable([
      {
        file,
        status: 'data',
        findings: [
          { text: 'Facilities were set at 87,300 EUR.', page: 1, verified: true },
          { text: 'Facilities were cut to zero.', page: 4, verified: false },
          { text: 'An older finding.' },
        ],
      },
    ]);

    expect(row?.findings).toEqual([
      { text: 'Facilities were set at 87,300 EUR.', page: 1, verified: true },
      { text: 'Facilities were cut to zero.', page: 4, verified: false },
      { text: 'An older finding.' },
    ]);
  });

  it('when the run asked columns, then each read document’s row keeps its cells and a failed one has none', () => {
    const cells = { c1: { value: '$1.2M', normalized: 1_200_000, quote: 'Contract value: $1.2M', page: 2 } };

    const rows = evidenceTable([
      { file, status: 'noData', cells },
      { file: { ...file, id: 'broken' }, status: 'failed', reason: 'The file has no text layer' },
      { file: { ...file, id: 'old' }, status: 'noData' },
    ]);

    expect(rows.map((row) => row.cells)).toEqual([cells, undefined, undefined]);
    expect('cells' in (rows[2] ?? {})).toBe(false);
  });
});
