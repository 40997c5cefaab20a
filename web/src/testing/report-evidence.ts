import type { Disagreement, ReportEvidence } from '@quarry/contracts/report';

export const TRACKER_LINK = 'https://drive.google.com/file/d/doc-tracker/view';
export const MINUTES_LINK = 'https://drive.google.com/file/d/doc-minutes/view';

/**
 * A short report as the pipeline writes it: an answer with a linked citation [1], a plain one [2]
 * (its document has no link) and one without evidence [3], then Sources and Coverage.
 */
export const CITED_REPORT_HTML = [
  '<p>Recall costs reached $1.2M in March <a href="https://drive.google.com/file/d/doc-tracker/view" target="_blank" rel="noopener noreferrer">[1]</a>.',
  ' The board approved a second supplier [2]. Staff numbers held [3].</p>',
  '<h2>Sources</h2><ol><li><a href="https://drive.google.com/file/d/doc-tracker/view">Recall Cost Tracker.xlsx</a>, page 4</li><li>Board minutes.docx</li></ol>',
  '<h2>Coverage</h2><table><thead><tr><th>Document</th><th>Result</th></tr></thead><tbody><tr><td>Recall Cost Tracker.xlsx</td><td>Data found</td></tr></tbody></table>',
].join('');

/** Evidence for CITED_REPORT_HTML; tests override what they look at. */
export function anEvidence(changes: Partial<ReportEvidence> = {}): ReportEvidence {
  return {
    citations: [
      {
        number: 1,
        documentId: 'doc-tracker',
        name: 'Recall Cost Tracker.xlsx',
        link: TRACKER_LINK,
        quotes: [
          { text: 'Plant list and contacts for each site.', page: 1 },
          { text: 'Recall costs in March reached $1.2M across all plants.', page: 4 },
          { text: 'February costs were $0.8M.', page: 3 },
          { text: 'Appendix B lists suppliers.' },
        ],
      },
      {
        number: 2,
        documentId: 'doc-minutes',
        name: 'Board minutes.docx',
        link: null,
        quotes: [{ text: 'The board approved a second supplier for valves.' }],
      },
    ],
    flaggedClaims: [],
    ...changes,
  };
}

/** Sources 1 and 2 of anEvidence() give the March recall costs differently (docs/decisions/evidence.md). */
export const A_DISAGREEMENT: Disagreement = {
  fact: 'Recall costs in March',
  sides: [
    { source: 1, value: '$1.2M', quote: 'Recall costs in March reached $1.2M across all plants.', page: 4 },
    { source: 2, value: '$0.9M', quote: 'The board noted March recall costs of $0.9M.' },
  ],
};
