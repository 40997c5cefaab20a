import { describe, expect, it } from 'vitest';
import type { DriveFile } from '../../../ports/drive.port';
import {
  type DocumentOutcome,
  decidedOutcome,
  documentOutcome,
  type ReadEvidence,
  rowOutcome,
} from './document-outcome';
import { evidenceTable } from './evidence-table';
import type { ExtractionOutcome } from './extract-document';

/** One rule decides how reading a document ended, from everything read from it (docs/decisions/evidence.md). */
const verified = { value: 'Acme Freight Ltd', unverified: undefined };
const unverified = { value: 'Acme Freight Ltd', unverified: true as const };
const file: DriveFile = { id: 'f1', name: 'Acme contract.docx', mimeType: 'text/plain' };

const CASES: [string, ReadEvidence, DocumentOutcome][] = [
  ['findings only', { failed: false, findings: [{ text: 'Renews on 31 March 2027.' }] }, 'data'],
  ['verified cells only', { failed: false, findings: [], cells: { c1: verified } }, 'data'],
  [
    'findings and cells',
    { failed: false, findings: [{ text: 'Renews on 31 March 2027.' }], cells: { c1: verified } },
    'data',
  ],
  ['neither findings nor cells', { failed: false, findings: [], cells: {} }, 'noData'],
  ['unverified cells only', { failed: false, findings: [], cells: { c1: unverified } }, 'noData'],
  ['findings only markup', { failed: false, findings: [{ text: '|---|---|' }, { text: '## ' }] }, 'noData'],
  ['a blank value', { failed: false, findings: [], cells: { c1: { value: '  ' } } }, 'noData'],
  ['failed', { failed: true, findings: [] }, 'failed'],
];

describe("a document's outcome", () => {
  it.each(CASES)('when a document gave %s, then its outcome is as the rule says', (_, read, expected) => {
    expect(documentOutcome(read)).toBe(expected);
  });

  it('when the question’s extraction found nothing but a cell holds a verified value, then the run’s outcome is data with its cells, and its evidence row says so', () => {
    // Arrange
    const outcome: ExtractionOutcome = {
      file,
      status: 'noData',
      cells: { c1: { ...verified, normalized: null, quote: 'Acme Freight Ltd' } },
    };

    // Act
    const decided = decidedOutcome(outcome);

    // Assert
    expect(decided).toEqual({ file, status: 'data', findings: [], cells: outcome.cells });
    expect(evidenceTable([decided])[0]?.outcome).toBe('data');
  });

  it('when findings are only markup and the cells hold no verified value, then the outcome is no data and the cells are kept', () => {
    // Arrange
    const cells = { c1: { ...unverified, normalized: null, quote: 'Acme' } };
    const outcome: ExtractionOutcome = { file, status: 'data', findings: [{ text: '|---|' }], cells };

    // Act
    const decided = decidedOutcome(outcome);

    // Assert
    expect(decided).toEqual({ file, status: 'noData', cells });
  });

  it('when a stored row says no data but holds a verified cell, then it reads as data', () => {
    // Arrange
    const row = {
      outcome: 'noData' as const,
      findings: [],
      cells: { c1: { ...verified, normalized: null, quote: 'Acme' } },
    };

    // Act / Assert
    expect(rowOutcome(row)).toBe('data');
    expect(rowOutcome({ ...row, outcome: 'failed' })).toBe('failed');
  });
});
