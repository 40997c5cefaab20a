import type { ReportEvidence } from '@quarry/contracts/report';
import { describe, expect, it } from 'vitest';
import { redactEvidence } from '../saved/document-privacy';
import { disagreementLine, namedDisagreements } from './named-disagreements';

const EVIDENCE: ReportEvidence = {
  citations: [
    { number: 1, documentId: 'f1', name: 'Budget 2026.xlsx', link: 'https://drive.test/f1', quotes: [] },
    { number: 2, documentId: 'f2', name: 'Minutes March.docx', link: null, quotes: [] },
  ],
  flaggedClaims: [],
  disagreements: [
    {
      fact: 'Facilities budget for 2026',
      sides: [
        { source: 1, value: '87,300', quote: 'Facilities: 87,300', page: 2 },
        { source: 2, value: '92,000', quote: 'The board approved 92,000 for facilities.' },
      ],
    },
  ],
};

describe('the disagreements as e-mails and exports name them', () => {
  it('when the viewer may see the documents, then each side carries its citation’s name and link', () => {
    const [named] = namedDisagreements(EVIDENCE);

    expect(named?.sides.map(({ name, link }) => ({ name, link }))).toEqual([
      { name: 'Budget 2026.xlsx', link: 'https://drive.test/f1' },
      { name: 'Minutes March.docx', link: null },
    ]);
    expect(disagreementLine(named!)).toBe(
      'Facilities budget for 2026: 87,300 (Budget 2026.xlsx, p. 2); 92,000 (Minutes March.docx)',
    );
  });

  it('when the owner keeps the documents private, then the sides say "Source n" and carry no link', () => {
    const named = namedDisagreements(
      redactEvidence(EVIDENCE, [{ name: 'Budget 2026.xlsx' }, { name: 'Minutes March.docx' }]),
    );

    expect(disagreementLine(named[0]!)).toBe(
      'Facilities budget for 2026: 87,300 (Source 1, p. 2); 92,000 (Source 2)',
    );
    expect(named[0]?.sides.every((side) => side.link === null)).toBe(true);
  });

  it('when a side names a source the evidence lacks, or the report has no disagreements, then no name is made up', () => {
    const lacking = { ...EVIDENCE, citations: [] };

    expect(namedDisagreements(lacking)[0]?.sides.map((side) => side.name)).toEqual(['Source 1', 'Source 2']);
    expect(namedDisagreements({ citations: [], flaggedClaims: [] })).toEqual([]);
    expect(namedDisagreements(null)).toEqual([]);
  });
});
