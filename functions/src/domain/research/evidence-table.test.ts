import { describe, expect, it } from 'vitest';
import type { DriveFile } from '../../ports/drive.port';
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
});
