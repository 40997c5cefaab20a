import type { SavedReport } from '@quarry/contracts/reports';
import { NOT_WATCHING } from '@quarry/contracts/watch';
import { describe, expect, it } from 'vitest';
import { parseReportParameters, reportRunHref } from './report-parameters';

const report: SavedReport = {
  id: 'r1',
  reportName: 'Quarterly revenue & costs',
  query: 'What was revenue in Q3? (by region)',
  createdAt: '2026-01-15T09:30:00.000Z',
  updatedAt: '2026-01-15T09:30:00.000Z',
  deepResearch: false,
  enableIntroduction: true,
  enableConclusion: true,
  keywords: '["revenue","Q3 & Q4"]',
  negativeKeywords: '["draft"]',
  deselectedDocuments: '[{"id":"doc-old","name":"Old budget"},"doc-bare"]',
  selectedDirectories: '[{"id":"f1","name":"Finance","path":"/Finance"},"Legacy"]',
  showDocumentsInSharedReports: true,
  watch: NOT_WATCHING,
  sharedTeams: [],
};

const valid = {
  query: 'What was revenue?',
  keywords: '["revenue"]',
};

const parse = (fields: Record<string, string>) => parseReportParameters(new URLSearchParams(fields));

describe('saved-report run parameters', () => {
  it('when a saved report becomes a chat link and is read back, then every field survives with autoRun on', () => {
    const href = reportRunHref(report);
    expect(href.startsWith('/chat-interface?')).toBe(true);
    const params = new URL(href, 'https://quarry.test').searchParams;
    expect(parseReportParameters(params)).toEqual({
      kind: 'run',
      run: {
        query: 'What was revenue in Q3? (by region)',
        keywords: ['revenue', 'Q3 & Q4'],
        negativeKeywords: ['draft'],
        deselectedDocuments: [
          { id: 'doc-old', name: 'Old budget' },
          { id: 'doc-bare', name: 'Unknown Document' },
        ],
        directories: [
          { id: 'f1', name: 'Finance', path: '/Finance' },
          { id: 'Legacy', name: 'Legacy' },
        ],
        deepResearch: false,
        reportName: 'Quarterly revenue & costs',
        autoRun: true,
        columns: [],
      },
    });
  });

  it('when a saved report with grid columns becomes a chat link, then its columns are read back with it', () => {
    const columns = [
      { id: 'c1', question: 'Who is the counterparty?', type: 'text' as const },
      { id: 'c3', question: 'When does it renew?', type: 'date' as const },
    ];
    const params = new URL(reportRunHref({ ...report, columns }), 'https://quarry.test').searchParams;

    expect(parseReportParameters(params)).toMatchObject({ kind: 'run', run: { columns } });
  });

  it('when the address has no report parameters, then there is nothing to run', () => {
    expect(parse({})).toEqual({ kind: 'none' });
    expect(parse({ sessionId: 's1' })).toEqual({ kind: 'none' });
  });

  it('when only the query and keywords are given, then the lists are empty, the preferences untouched and the dialog opens', () => {
    expect(parse(valid)).toEqual({
      kind: 'run',
      run: {
        query: 'What was revenue?',
        keywords: ['revenue'],
        negativeKeywords: [],
        deselectedDocuments: [],
        directories: undefined,
        deepResearch: undefined,
        reportName: undefined,
        autoRun: false,
        columns: [],
      },
    });
  });

  it.each([
    ['the query is missing', { keywords: '["revenue"]' }],
    ['the query is blank', { ...valid, query: '   ' }],
    ['the keywords are missing', { query: 'What was revenue?' }],
    ['the keywords are not JSON', { ...valid, keywords: 'revenue' }],
    ['the keywords are an empty list', { ...valid, keywords: '[]' }],
    ['the keywords are not a list', { ...valid, keywords: '{"0":"revenue"}' }],
    ['a keyword is not text', { ...valid, keywords: '["revenue",3]' }],
    ['a keyword is blank', { ...valid, keywords: '["revenue"," "]' }],
    ['the negative keywords are not JSON', { ...valid, negativeKeywords: '[draft' }],
    ['a negative keyword is not text', { ...valid, negativeKeywords: '[null]' }],
    ['the deselected documents are not a list', { ...valid, deselectedDocuments: '"doc-1"' }],
    ['a deselected document has no id', { ...valid, deselectedDocuments: '[{"name":"Budget"}]' }],
    ['a deselected document is a number', { ...valid, deselectedDocuments: '[42]' }],
    ['the directories are not JSON', { ...valid, directories: 'Finance' }],
    ['a directory has no name', { ...valid, directories: '[{"id":"f1"}]' }],
    ['deepResearch is not true or false', { ...valid, deepResearch: 'yes' }],
    ['autoRun is not true or false', { ...valid, autoRun: '1' }],
    ['the columns are not JSON', { ...valid, columns: '[{"id":"c1"' }],
    ['a column has no question', { ...valid, columns: '[{"id":"c1","question":" ","type":"text"}]' }],
    ['a column has a bad id', { ...valid, columns: '[{"id":"c99","question":"Value?","type":"text"}]' }],
  ])('when %s, then the parameters are invalid', (_case, fields) => {
    expect(parse(fields)).toEqual({ kind: 'invalid' });
  });

  it('when deepResearch and autoRun are spelled out, then they are read as booleans', () => {
    const parsed = parse({ ...valid, deepResearch: 'true', autoRun: 'false', directories: '[]' });
    expect(parsed).toMatchObject({
      kind: 'run',
      run: { deepResearch: true, autoRun: false, directories: [] },
    });
  });
});
