import { describe, expect, it } from 'vitest';
import { row } from '../../../testing/watch-world';
import type { EvidenceRow } from '../../research/extraction/evidence-table';
import { factChanges } from './fact-changes';

const failed = (documentId: string): EvidenceRow => ({
  ...row(documentId, []),
  outcome: 'failed',
  reason: 'Drive 500',
});

describe('comparing two runs of a watched report on their facts', () => {
  it('when the same findings come back reworded only in spacing, case or quotation marks, then nothing changed', () => {
    const before = [row('budget', ['The budget is $87,300.', '"Cleaning" costs $24,600.'])];
    const after = [row('budget', ['the budget  is $87,300.', '“Cleaning” costs $24,600.'])];

    expect(factChanges(before, after)).toMatchObject({
      changed: false,
      newFindings: [],
      droppedFindings: [],
    });
  });

  it('when a figure moves, then the finding is changed (before and after), not one new and one dropped', () => {
    const changes = factChanges(
      [row('budget', ['The budget is $87,300.'])],
      [row('budget', ['The budget is $91,500.'])],
    );

    expect(changes.counts).toEqual({
      newFindings: 0,
      changedFindings: 1,
      droppedFindings: 0,
      newSources: 0,
      droppedSources: 0,
    });
    expect(changes.changedFindings[0]).toMatchObject({
      before: 'The budget is $87,300.',
      after: 'The budget is $91,500.',
    });
  });

  it('when a document starts or stops giving facts, then it is a new or a dropped source with its findings', () => {
    const changes = factChanges(
      [row('minutes', ['The committee approved $92,000.']), row('notes', [])],
      [row('minutes', []), row('notes', ['The lease renews in July.'])],
    );

    expect(changes.newSources).toEqual(['notes.md']);
    expect(changes.droppedSources).toEqual(['minutes.md']);
    expect(changes.counts).toMatchObject({ newFindings: 1, droppedFindings: 1 });
  });

  it('when the new run could not read a document, then its facts are not counted as dropped', () => {
    const changes = factChanges([row('minutes', ['The committee approved $92,000.'])], [failed('minutes')]);

    expect(changes.changed).toBe(false);
  });

  it('when a finding’s quote was not found in its document, then it is no fact to compare', () => {
    const unverified: EvidenceRow = {
      ...row('budget', []),
      outcome: 'data',
      findings: [{ text: 'An invented $1M line.', verified: false }],
    };

    expect(factChanges([row('budget', [])], [unverified]).changed).toBe(false);
  });
});
