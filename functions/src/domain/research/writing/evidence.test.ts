import {
  EVIDENCE_QUOTE_MAX_CHARS,
  EVIDENCE_QUOTES_PER_SOURCE,
  ReportEvidence,
} from '@quarry/contracts/report';
import { describe, expect, it } from 'vitest';
import type { DriveFile } from '../../../ports/drive.port';
import type { ExtractionOutcome } from '../extraction/extract-document';
import type { ComposedReport } from './compose-report';
import { reportEvidence } from './evidence';
import { reportParts } from './report-markdown';
import { decidedOutcomes, numberSources } from './sources';

const file = (id: string, webViewLink?: string): DriveFile => ({
  id,
  name: `${id}.pdf`,
  mimeType: 'application/pdf',
  ...(webViewLink ? { webViewLink } : {}),
});

const outcomes: ExtractionOutcome[] = [
  {
    file: file('memo', 'https://drive.google.com/file/d/memo/view'),
    status: 'data',
    findings: [
      { text: '## Costs\nThe recall cost $1.86M', page: 2 },
      ...Array.from({ length: 7 }, (_, i) => ({ text: `Finding ${i}` })),
    ],
  },
  { file: file('faq'), status: 'noData' },
  { file: file('sheet'), status: 'data', findings: [{ text: '> Europe\t$7.1M' }] },
  { file: file('scan'), status: 'failed', reason: 'No text layer' },
];

describe('report evidence', () => {
  it('when documents had data, then each source is a citation with its plain quotes, pages and link', () => {
    const { sources } = numberSources(outcomes);
    const evidence = reportEvidence(sources, outcomes, []);
    expect(evidence.citations.map((c) => [c.number, c.documentId, c.link])).toEqual([
      [1, 'memo', 'https://drive.google.com/file/d/memo/view'],
      [2, 'sheet', null],
    ]);
    expect(evidence.citations[0]?.quotes[0]).toEqual({ text: 'Costs The recall cost $1.86M', page: 2 });
    expect(evidence.citations[0]?.quotes).toHaveLength(EVIDENCE_QUOTES_PER_SOURCE);
    expect(evidence.citations[1]?.quotes[0]).toEqual({ text: 'Europe · $7.1M' });
  });

  it('when the sanity check flags claims, then they are evidence and never part of the Markdown', () => {
    const { sources } = numberSources(outcomes);
    const flagged = [{ claim: 'The recall cost $9M [1].', reason: 'No finding of [1] says $9M.' }];
    const evidence = reportEvidence(sources, outcomes, flagged);
    expect(evidence.flaggedClaims).toEqual(flagged);
    const composed: ComposedReport = {
      body: 'It cost $1.86M [1].',
      unsupportedClaims: flagged,
      modelCalls: 1,
    };
    const { markdown } = reportParts(composed, sources, outcomes);
    expect(markdown).not.toContain('$9M');
    expect(markdown).not.toMatch(/^>/m);
  });

  it('when findings hold Markdown or sheet markers, then the writing step gets them as plain lines', () => {
    const { findings } = numberSources(outcomes);
    expect(findings.map((f) => f.text)).toContain('Costs The recall cost $1.86M');
    expect(findings.every((f) => !/^\s*(#|>)/.test(f.text) && !f.text.includes('\n'))).toBe(true);
  });

  it('when a finding is longer than a quote may be, then its quote is cut to the cap and still parses', () => {
    const long: ExtractionOutcome[] = [
      { file: file('long'), status: 'data', findings: [{ text: 'word '.repeat(600), page: 1 }] },
    ];
    const evidence = reportEvidence(numberSources(long).sources, long, []);
    const quote = evidence.citations[0]?.quotes[0]?.text ?? '';
    expect(quote.length).toBe(EVIDENCE_QUOTE_MAX_CHARS);
    expect(quote.endsWith('…')).toBe(true);
    expect(ReportEvidence.safeParse(evidence).success).toBe(true);
  });

  it('when a document found only markup, then it is no source and counts as no data', () => {
    const markup: ExtractionOutcome[] = [
      { file: file('rule'), status: 'data', findings: [{ text: '|---|---|' }, { text: '## ' }] },
      { file: file('memo'), status: 'data', findings: [{ text: 'The recall cost $1.86M' }] },
    ];
    const plain = decidedOutcomes(markup);
    expect(plain.map((o) => o.status)).toEqual(['noData', 'data']);
    const { sources } = numberSources(plain);
    expect(sources.map((s) => [s.number, s.file.id])).toEqual([[1, 'memo']]);
  });

  it('when the check found one quote and not another, then each says which, and a quote never checked says neither', () => {
    const checked: ExtractionOutcome[] = [
      {
        file: file('memo'),
        status: 'data',
        findings: [
          { text: 'The recall cost $1.86M', page: 2, verified: true },
          { text: 'The board chose a third supplier', verified: false },
          { text: 'A finding from before the check' },
        ],
      },
    ];
    const { sources } = numberSources(checked);

    const [found, notFound, unchecked] = reportEvidence(sources, checked, []).citations[0]?.quotes ?? [];

    expect(found).toEqual({ text: 'The recall cost $1.86M', page: 2, verified: true });
    expect(notFound).toEqual({ text: 'The board chose a third supplier', unverified: true });
    expect(unchecked).toEqual({ text: 'A finding from before the check' });
    expect(
      ReportEvidence.safeParse(reportEvidence(sources, checked, [])).data?.citations[0]?.quotes[0],
    ).toEqual(found);
  });
});
