import { describe, expect, it } from 'vitest';
import { redactEvidence } from './document-privacy';

describe('evidence for a viewer the owner keeps the documents from', () => {
  it('when a quote or a flagged claim names a document, then the name is hidden there too, and no link or id is left', () => {
    const evidence = {
      citations: [
        {
          number: 1,
          documentId: 'f1',
          name: 'Q3 Results.pdf',
          link: 'https://drive.test/f1',
          quotes: [
            {
              text: 'As Board Minutes - 2026-10-15.pdf and Q3 Results.pdf say, the recall cost $1.86M.',
              page: 2,
            },
          ],
        },
      ],
      flaggedClaims: [
        { claim: 'Q3 Results.pdf says so.', reason: 'The cited source [1] does not mention: says.' },
      ],
    };

    const redacted = redactEvidence(evidence, [
      { name: 'Q3 Results.pdf' },
      { name: 'Board Minutes - 2026-10-15.pdf' },
    ]);

    expect(redacted.citations).toEqual([
      {
        number: 1,
        documentId: '',
        name: 'Source 1',
        link: null,
        quotes: [{ text: 'As a document and Source 1 say, the recall cost $1.86M.', page: 2 }],
      },
    ]);
    expect(redacted.flaggedClaims[0]?.claim).toBe('Source 1 says so.');
  });

  it('when the documents disagree, then each side keeps its source number and value, and a name in its words is hidden', () => {
    const evidence = {
      citations: [
        { number: 1, documentId: 'f1', name: 'Budget 2026.xlsx', link: 'https://drive.test/f1', quotes: [] },
        { number: 2, documentId: 'f2', name: 'Minutes March.docx', link: null, quotes: [] },
      ],
      flaggedClaims: [],
      disagreements: [
        {
          fact: 'Facilities budget in Budget 2026.xlsx',
          sides: [
            { source: 1, value: '87,300', quote: 'Facilities: 87,300', page: 2 },
            { source: 2, value: '92,000', quote: 'Unlike Budget 2026.xlsx, we approved 92,000.' },
          ],
        },
      ],
    };

    const redacted = redactEvidence(evidence, [{ name: 'Budget 2026.xlsx' }, { name: 'Minutes March.docx' }]);

    expect(redacted.disagreements).toEqual([
      {
        fact: 'Facilities budget in Source 1',
        sides: [
          { source: 1, value: '87,300', quote: 'Facilities: 87,300', page: 2 },
          { source: 2, value: '92,000', quote: 'Unlike Source 1, we approved 92,000.' },
        ],
      },
    ]);
  });

  it('when the report is from before disagreements were looked for, then it still has none', () => {
    const redacted = redactEvidence({ citations: [], flaggedClaims: [] });

    expect(redacted).not.toHaveProperty('disagreements');
  });
});
