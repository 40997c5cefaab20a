import { describe, expect, it } from 'vitest';
import type { StoredReport } from '../runs/run-parts';
import { shownReport } from './document-privacy';
import {
  CANNOT_OPEN,
  type DocumentView,
  decideView,
  documentViewOf,
  type ViewQuestion,
} from './document-view';

/**
 * The one rule of what a viewer sees of a run's documents (document-view.ts), as a table: maya owns
 * the report; it cites the lease (in a Shared Drive sam belongs to) and the forecast (in maya's My
 * Drive only). An administrator of the team is a member like any other here.
 */
const LEASE = 'lease-id';
const FORECAST = 'forecast-id';
const both = [LEASE, FORECAST];
const samOpens = new Map([
  [LEASE, true],
  [FORECAST, false],
]);
const opensAll = new Map([
  [LEASE, true],
  [FORECAST, true],
]);
const base: ViewQuestion = { viewer: 'sam', ownerId: 'maya', showDocuments: true, documentIds: both };

const some = (closed: string[], driveConnected: boolean): DocumentView => ({
  shows: 'some',
  closed: new Set(closed),
  driveConnected,
});

describe('what a viewer sees of a run’s documents', () => {
  it.each<[string, Partial<ViewQuestion>, DocumentView]>([
    ['the owner, whatever Drive says', { viewer: 'maya', drive: 'unknown' }, { shows: 'all' }],
    ['the owner, with the switch off', { viewer: 'maya', showDocuments: false }, { shows: 'all' }],
    ['a member who can open one of the two', { drive: samOpens }, some([FORECAST], true)],
    ['a member who can open both', { drive: opensAll }, { shows: 'all' }],
    ['a member without a Drive connection', { drive: 'unknown' }, some(both, false)],
    ['a member Drive was not asked for', {}, some(both, false)],
    [
      'a member, with the switch off, whatever Drive says',
      { showDocuments: false, drive: opensAll },
      { shows: 'none' },
    ],
    [
      'an administrator of the team who can open one',
      { viewer: 'ada', drive: new Map([[LEASE, true]]) },
      some([FORECAST], true),
    ],
    ['a member, on a run that read no document', { documentIds: [], drive: 'unknown' }, { shows: 'all' }],
  ])('%s', (_case, question, view) => {
    expect(decideView({ ...base, ...question })).toEqual(view);
  });

  it('when the switch is off or the viewer is the owner, then Drive is not asked', async () => {
    const asked: string[] = [];
    const deps = {
      store: { get: async () => ({ ownerId: 'maya', showDocumentsInSharedReports: false }) },
      viewers: {
        openable: async (viewer: string) => {
          asked.push(viewer);
          return 'unknown' as const;
        },
      },
    };
    const doc = { ownerId: 'sam', savedReportId: 'report-1' };
    expect(await documentViewOf(deps as never, 'sam', doc, STORED)).toEqual({ shows: 'none' });
    expect(await documentViewOf(deps as never, 'maya', doc, STORED)).toEqual({ shows: 'all' });
    expect(asked).toEqual([]);
  });
});

const STORED: StoredReport = {
  result: [
    '<p>The lease renews in March 2027 <a href="https://drive.test/lease" target="_blank" rel="noopener noreferrer">[1]</a>;',
    'Rent forecast.md expects $15,000 <a href="https://drive.test/forecast" target="_blank" rel="noopener noreferrer">[2]</a>.</p>',
    '<h2>Sources</h2>\n<ol>',
    '<li><a href="https://drive.test/lease" target="_blank" rel="noopener noreferrer">Warehouse Lease Renewal.md</a></li>',
    '<li><a href="https://drive.test/forecast" target="_blank" rel="noopener noreferrer">Rent forecast.md</a>, page 2</li>',
    '</ol>',
    '<h2>Coverage</h2>',
    '<table><thead><tr><th>Document</th><th>Result</th></tr></thead>',
    '<tbody><tr><td>Warehouse Lease Renewal.md</td><td>Relevant data</td></tr>\n<tr><td>Rent forecast.md</td><td>Relevant data</td></tr></tbody></table>',
  ].join('\n'),
  resultWithoutDocuments: '<p>Without documents.</p>',
  evidence: {
    citations: [
      {
        number: 1,
        documentId: LEASE,
        name: 'Warehouse Lease Renewal.md',
        link: 'https://drive.test/lease',
        quotes: [{ text: 'The warehouse lease renews on 1 March 2027.' }],
      },
      {
        number: 2,
        documentId: FORECAST,
        name: 'Rent forecast.md',
        link: 'https://drive.test/forecast',
        quotes: [{ text: 'Rent forecast: $15,000 a month.', page: 2 }],
      },
    ],
    flaggedClaims: [{ claim: 'Rent forecast.md and the lease agree.', reason: 'Not found.' }],
  },
  documentNames: {
    data: [
      { id: LEASE, name: 'Warehouse Lease Renewal.md' },
      { id: FORECAST, name: 'Rent forecast.md' },
    ],
    noData: [],
    failed: [],
  },
};

describe('a report shown to a member who can open one of its two sources', () => {
  const shown = shownReport(STORED, some([FORECAST], true));

  it('then the source they can open keeps its name, link and quotes, and the other is a document they cannot open', () => {
    expect(shown.evidence?.citations).toEqual([
      STORED.evidence?.citations[0],
      { number: 2, documentId: '', name: CANNOT_OPEN, link: null, quotes: [] },
    ]);
    expect(shown.evidence?.flaggedClaims[0]?.claim).toBe('Source 2 and the lease agree.');
  });

  it('then the report keeps every [n], links only the source they can open, and names the other nowhere', () => {
    const html = shown.result ?? '';
    expect(html).toContain('https://drive.test/lease');
    expect(html).toContain('Warehouse Lease Renewal.md');
    expect(html).not.toContain('https://drive.test/forecast');
    expect(html).not.toMatch(/Rent forecast/);
    expect(html).toContain('[2]');
    expect(html).toContain(`<li>${CANNOT_OPEN}, page 2</li>`);
    expect(html).toContain('<td>Source 2</td>');
    expect(shown.hide('See Rent forecast.md.')).toBe('See Source 2.');
  });
});
