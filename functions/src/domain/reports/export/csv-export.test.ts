import { describe, expect, it } from 'vitest';
import { SAMPLE_EXPORT } from '../../../testing/sample-export';
import { SAMPLE_GRID_EXPORT } from '../../../testing/sample-grid-export';
import { writeCsv } from './csv-export';

/** RFC 4180 read back: quoted cells, doubled quotes, commas and line breaks inside quotes. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else cell += c;
  }
  return rows;
}

describe('the evidence table as CSV', () => {
  it('when exported, then it starts with a byte-order mark and lists every document, one line per finding with its page and whether it was verified', () => {
    const bytes = writeCsv(SAMPLE_EXPORT);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = parseCsv(bytes.toString('utf8').slice(1));
    expect(rows[0]).toEqual(['Document', 'Link', 'Outcome', 'Reason', 'Finding', 'Page', 'Verified']);
    expect(rows.slice(1)).toEqual([
      [
        'Q3 2026 Financial Results.pdf',
        'https://drive.test/f1',
        'Data found',
        '',
        'The Ridgeline 2 recall cost €1.2M in total.',
        '3',
        'yes',
      ],
      [
        'Q3 2026 Financial Results.pdf',
        'https://drive.test/f1',
        'Data found',
        '',
        'Logistics took €0.4M of it.',
        '4',
        'yes',
      ],
      ['Recall memo.docx', '', 'Data found', '', 'We announce the recall on 3 March 2026.', '', 'yes'],
      ['Recall memo.docx', '', 'Data found', '', 'The recall was first planned for 1 March 2026.', '', 'no'],
      ['Scan 0042.pdf', 'https://drive.test/f3', 'Failed', 'The file has no text layer', '', '', ''],
    ]);
  });

  it('when a cell holds commas, quotes, line breaks or starts like a formula, then it reads back as written and never as a formula', () => {
    const doc = {
      ...SAMPLE_EXPORT,
      table: [
        {
          documentId: 'x',
          name: '=HYPERLINK("http://evil.test")',
          link: null,
          outcome: 'data' as const,
          reason: null,
          findings: [{ text: 'Costs, "as quoted",\nacross two lines' }, { text: '+1 more', page: 2 }],
        },
      ],
    };
    const rows = parseCsv(writeCsv(doc).toString('utf8').slice(1));
    expect(rows[1]).toEqual([
      `'=HYPERLINK("http://evil.test")`,
      '',
      'Data found',
      '',
      'Costs, "as quoted",\nacross two lines',
      '',
      '',
    ]);
    expect(rows[2]?.[4]).toBe("'+1 more");
  });

  it('when the run has grid columns, then each adds its value, quote, page and verified to every line of a document, "not found" where it has none', () => {
    const rows = parseCsv(writeCsv(SAMPLE_GRID_EXPORT).toString('utf8').slice(1));

    expect(rows[0]?.slice(7)).toEqual([
      'What did the recall cost?',
      'What did the recall cost? (quote)',
      'What did the recall cost? (page)',
      'What did the recall cost? (verified)',
      'When was it announced?',
      'When was it announced? (quote)',
      'When was it announced? (page)',
      'When was it announced? (verified)',
    ]);
    const first = ['€1.2M', 'The Ridgeline 2 recall cost €1.2M in total.', '3', 'yes'];
    const second = ['3 March 2026', 'Announced on 3 March 2026.', '', 'no'];
    expect(rows[1]?.slice(7)).toEqual([...first, ...second]);
    expect(rows[2]?.slice(7)).toEqual([...first, ...second]);
    const lines = rows.slice(1);
    const failed = lines.find((row) => row[2] === 'Failed');
    const other = lines.find((row) => row[0] !== rows[1]?.[0] && row[2] !== 'Failed');
    expect(failed?.slice(7)).toEqual(['', '', '', '', '', '', '', '']);
    expect(other?.slice(7)).toEqual(['not found', '', '', '', 'not found', '', '', '']);
  });
});
