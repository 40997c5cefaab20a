import { describe, expect, it } from 'vitest';
import { exportFileName } from './export-report';

describe("an export's file name", () => {
  it('when the report is named, then the file carries the name with its format', () => {
    expect(exportFileName('Recall costs', 'pdf')).toBe('Recall costs.pdf');
    expect(exportFileName('Résumé 2026 – Q3', 'docx')).toBe('Résumé 2026 – Q3.docx');
  });

  it('when the name holds path, control or reserved characters, then they become spaces and it stays under 100 characters', () => {
    expect(exportFileName('../../etc/passwd\u0000 "x" <y>|z?', 'md')).toBe('.. .. etc passwd x y z.md');
    expect(exportFileName('a'.repeat(300), 'csv')).toBe(`${'a'.repeat(100)}.csv`);
  });

  it('when nothing usable is left of the name, then the file is called Quarry report', () => {
    expect(exportFileName(' /\\\\:*? ', 'xlsx')).toBe('Quarry report.xlsx');
  });
});
