import { describe, expect, it } from 'vitest';
import type { DriveFile } from '../../../ports/drive.port';
import { quoteTally } from '../checks/quote-tally';
import type { ExtractionOutcome } from '../extraction/extract-document';
import type { WrittenReport } from './compose-report';
import { reportEvidence } from './evidence';
import { reportParts, usageLine } from './report-markdown';
import { numberSources } from './sources';

const file = (id: string): DriveFile => ({ id, name: `${id}.pdf`, mimeType: 'application/pdf' });

const outcomes: ExtractionOutcome[] = [
  {
    file: file('budget'),
    status: 'data',
    findings: [
      { text: 'Facilities were set at 87,300 EUR.', page: 1, verified: true },
      { text: 'Facilities were cut to zero.', page: 4, verified: false },
      { text: 'Roofs took most of it.', page: 3, verified: true, pageCorrectedFrom: 2 },
    ],
  },
  {
    file: file('invented'),
    status: 'data',
    findings: [{ text: 'A made-up line.', page: 9, verified: false }],
  },
  { file: file('faq'), status: 'noData' },
];

const report: WrittenReport = { body: 'Facilities were set at 87,300 EUR [1].' };

describe('quotes not found in their documents', () => {
  it('when a quote was not found, then the writing step never gets it, and a source is paged by its verified quotes only', () => {
    const { sources, findings } = numberSources(outcomes);

    expect(findings.map((f) => f.text)).toEqual([
      'Facilities were set at 87,300 EUR.',
      'Roofs took most of it.',
    ]);
    expect(sources.map((s) => [s.number, s.pages])).toEqual([
      [1, [1, 3]],
      [2, []],
    ]);
  });

  it('when the evidence is built, then each quote says whether it was found, and a corrected page names the page the model gave', () => {
    const { sources } = numberSources(outcomes);

    const evidence = reportEvidence(sources, outcomes, []);

    expect(evidence.citations[0]?.quotes).toEqual([
      { text: 'Facilities were set at 87,300 EUR.', page: 1, verified: true },
      { text: 'Facilities were cut to zero.', page: 4, unverified: true },
      { text: 'Roofs took most of it.', page: 3, pageCorrectedFrom: 2, verified: true },
    ]);
  });

  it('when the coverage table is built, then a document with quotes not found says how many', () => {
    const { sources } = numberSources(outcomes);

    const { listing } = reportParts(report, sources, outcomes);

    expect(listing?.coverage.map((row) => row.result)).toEqual([
      'Data found; 1 quote could not be found in the document',
      'Data found; 1 quote could not be found in the document',
      'No relevant data',
    ]);
  });

  it('when the footer is written, then it says how many of the quotes were verified', () => {
    const none = { calls: 0, input: 0, output: 0, thinking: 0 };
    const usage = {
      byStep: { extraction: none, report: none },
      byModel: {},
      estimatedCostUsd: 0,
      pricesAsOf: '2026-11-27',
    };

    expect(quoteTally(outcomes)).toEqual({ verified: 2, total: 4 });
    expect(usageLine(usage, quoteTally(outcomes))).toBe(
      'Model use: 0 calls, 0 tokens, estimated cost $0.00 (at the prices of 2026-11-27). Quotes verified: 2 of 4.',
    );
    expect(usageLine(usage, { verified: 0, total: 0 })).not.toContain('Quotes verified');
  });
});
