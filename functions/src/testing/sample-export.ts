import type { ExportDocument } from '../domain/reports/export/export-document';

/**
 * A small report with every kind of block, two cited sources (one with pages, one without a link),
 * a quote found on another page than the model named, one not found in its document, a fact the
 * documents disagree about, a failed document and characters beyond Latin-1: what each format's
 * tests write and read back.
 */
export const SAMPLE_EXPORT: ExportDocument = {
  title: 'Ridgeline 2 recall costs',
  question: 'What did the Ridgeline 2 recall cost, and when was it announced?',
  createdAt: '2026-11-27T10:00:00.000Z',
  blocks: [
    {
      kind: 'paragraph',
      content: [
        { text: 'The recall cost ' },
        { text: '€1.2M', bold: true },
        { text: ' in total ' },
        { cite: 1 },
        { text: ' and was announced on 3 March 2026 ' },
        { cite: 2 },
        { text: '.' },
      ],
    },
    { kind: 'heading', level: 2, content: [{ text: 'Costs by quarter' }] },
    {
      kind: 'list',
      ordered: false,
      depth: 0,
      items: [
        [{ text: 'Q1: €0.4M (logistics) ' }, { cite: 1 }],
        [{ text: 'Q2: €0.8M, see ' }, { text: 'the finance page', link: 'https://drive.test/f1' }],
      ],
    },
    {
      kind: 'table',
      header: [[{ text: 'Quarter' }], [{ text: 'Cost' }]],
      rows: [
        [[{ text: 'Q1' }], [{ text: '€0.4M' }]],
        [[{ text: 'Q2' }], [{ text: '€0.8M' }]],
      ],
    },
    { kind: 'quote', content: [{ text: 'Quality first — 品質第一.', italic: true }] },
    { kind: 'code', text: 'total = 0.4 + 0.8' },
    { kind: 'rule' },
    { kind: 'heading', level: 2, content: [{ text: 'Conclusion' }] },
    { kind: 'paragraph', content: [{ text: 'Costs stayed within the reserve 😀 ' }, { cite: 2 }] },
  ],
  notes: [
    {
      number: 1,
      name: 'Q3 2026 Financial Results.pdf',
      link: 'https://drive.test/f1',
      quotes: [
        { text: 'The Ridgeline 2 recall cost €1.2M in total.', page: 3 },
        { text: 'Logistics took €0.4M of it.', page: 4, pageCorrectedFrom: 2 },
      ],
    },
    {
      number: 2,
      name: 'Recall memo.docx',
      link: null,
      quotes: [
        { text: 'We announce the recall on 3 March 2026.' },
        { text: 'The recall was first planned for 1 March 2026.', unverified: true },
      ],
    },
  ],
  disagreements: [
    {
      fact: 'When the recall was announced',
      sides: [
        {
          source: 2,
          value: '3 March 2026',
          quote: 'We announce the recall on 3 March 2026.',
          name: 'Recall memo.docx',
          link: null,
        },
        {
          source: 1,
          value: '5 March 2026',
          quote: 'The recall, announced on 5 March 2026, cost €1.2M.',
          page: 3,
          name: 'Q3 2026 Financial Results.pdf',
          link: 'https://drive.test/f1',
        },
      ],
    },
  ],
  coverage: [
    { document: 'Q3 2026 Financial Results.pdf', result: 'Data found' },
    { document: 'Recall memo.docx', result: 'Data found' },
    { document: 'Scan 0042.pdf', result: 'Failed: The file has no text layer' },
  ],
  usageLine: 'Model use: 4 calls, 2,600 tokens, estimated cost $0.01 (at the prices of 2026-11-27).',
  table: [
    {
      documentId: 'f1',
      name: 'Q3 2026 Financial Results.pdf',
      link: 'https://drive.test/f1',
      outcome: 'data',
      reason: null,
      findings: [
        { text: 'The Ridgeline 2 recall cost €1.2M in total.', page: 3, verified: true },
        { text: 'Logistics took €0.4M of it.', page: 4, verified: true },
      ],
    },
    {
      documentId: 'f2',
      name: 'Recall memo.docx',
      link: null,
      outcome: 'data',
      reason: null,
      findings: [
        { text: 'We announce the recall on 3 March 2026.', verified: true },
        { text: 'The recall was first planned for 1 March 2026.', verified: false },
      ],
    },
    {
      documentId: 'f3',
      name: 'Scan 0042.pdf',
      link: 'https://drive.test/f3',
      outcome: 'failed',
      reason: 'The file has no text layer',
      findings: [],
    },
  ],
};
