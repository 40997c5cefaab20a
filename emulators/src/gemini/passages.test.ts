import { describe, expect, it } from 'vitest';
import { splitPassages } from './passages';

describe('passages', () => {
  it('when a PDF page wraps its prose, then each sentence comes back whole', () => {
    const page = [
      '1. Q3 2026 results',
      'The CFO presented Q3 revenue of $31.3M (+4.0%): North America $18.4M, Europe $7.1M, Asia-Pacific',
      '$4.6M, Latin America $1.2M. Gross margin was 46.2% after the recall charge. Nine-month revenue was',
      '$84.6M.',
    ].join('\n');

    expect(splitPassages(page)).toEqual([
      '1. Q3 2026 results The CFO presented Q3 revenue of $31.3M (+4.0%): North America $18.4M, Europe $7.1M, Asia-Pacific $4.6M, Latin America $1.2M.',
      'Gross margin was 46.2% after the recall charge.',
      'Nine-month revenue was $84.6M.',
    ]);
  });

  it('when a PDF line is a table row, then it is not joined to the next row', () => {
    const page =
      'Region Q3 2025 Q3 2026 Change\nNorth America $16.9M $18.4M +8.9%\nEurope $8.3M $7.1M -14.5%';
    expect(splitPassages(page)).toEqual([
      'Region Q3 2025 Q3 2026 Change North America $16.9M $18.4M +8.9%',
      'Europe $8.3M $7.1M -14.5%',
    ]);
  });

  it.each([
    [
      'a Markdown table',
      '## Targets\n\n| Measure | 2026 YTD |\n| --- | --- |\n| Recycled share | 68% |\n| PFAS-free | 94% |',
      '',
      '|',
    ],
    ['a sheet', '## By quarter\nQuarter\tNew roles\nQ1 2027\t14\nQ2 2027\t10', '', '\t'],
    ['a CSV file', 'supplier,payment_terms\nKestrel,net 60\nBaltic Down,net 30', 'text/csv', ','],
  ])(
    'when %s is read, then each row comes with its header (and "…" for the rows between) and nothing else is a passage',
    (_label, text, mime, separator) => {
      const passages = splitPassages(text, mime);

      expect(passages).toHaveLength(2);
      for (const [index, passage] of passages.entries()) {
        const lines = passage.split('\n');
        const [header, row] = [lines[0], lines.at(-1)];
        expect(text.split('\n')).toContain(header);
        expect(text.split('\n')).toContain(row);
        expect(header).toContain(separator);
        expect(header).not.toBe(row);
        expect(lines).toHaveLength(index === 0 ? 2 : 3);
        if (index > 0) expect(lines[1]).toBe('…');
      }
    },
  );

  it('when a short heading stands above a paragraph, then it leads into it; a short sentence stays apart', () => {
    expect(splitPassages('Payment terms\n\nNet 30 days from the invoice date, in euros.')).toEqual([
      'Payment terms Net 30 days from the invoice date, in euros.',
    ]);
    expect(splitPassages('Yes.\n\nNet 30 days from the invoice date, in euros.')).toEqual([
      'Yes.',
      'Net 30 days from the invoice date, in euros.',
    ]);
  });

  it('when a short list item ends its paragraph, then it stays whole and the next heading leads into its own section', () => {
    const letter = [
      'Parties',
      '- Client: Northwind Outfitters, Inc.',
      '- Counterparty: Birch & Co Accountants',
      '',
      'Commercial terms',
      '- Annual contract value: EUR 87,300',
    ].join('\n');
    expect(splitPassages(letter)).toEqual([
      'Parties - Client: Northwind Outfitters, Inc.',
      '- Counterparty: Birch & Co Accountants',
      'Commercial terms - Annual contract value: EUR 87,300',
    ]);
  });
});
