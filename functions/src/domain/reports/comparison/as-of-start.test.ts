import { describe, expect, it } from 'vitest';
import type { EvidenceRow } from '../../research/extraction/evidence-table';
import { fingerprintOf } from '../../research/extraction/text-fingerprint';
import { asOfStart } from './as-of-start';
import { factChanges } from './fact-changes';

/**
 * The first answer of a watch is compared as the documents were at the switch (docs/decisions/watching.md):
 * its run may read a document after an edit made since, and that edit must still be a change.
 */
const BEFORE = 'Facilities budget 2026.\nRepairs and maintenance: $31,200.\n';
const LINE = 'The Reno warehouse roof repair is budgeted at $12,400.';
const AFTER = `${BEFORE}${LINE}\n`;

function row(text: string, findings: string[]): EvidenceRow {
  return {
    documentId: 'budget',
    name: 'Facilities Budget 2026.md',
    link: null,
    outcome: 'data',
    reason: null,
    findings: findings.map((finding) => ({ text: finding, verified: true })),
    fingerprint: fingerprintOf({ text }, true),
  };
}

describe('the first answer as of the switch', () => {
  it('when the first answer read a document after an edit made since the switch, then comparing as of the switch names that edit as new', () => {
    // Arrange
    const baseline = [row(AFTER, ['Repairs and maintenance: $31,200.', LINE])];
    const rerun = [row(AFTER, ['Repairs and maintenance: $31,200.', LINE])];
    const start = new Map([['budget', fingerprintOf({ text: BEFORE }, true)]]);

    // Act
    const plain = factChanges(baseline, rerun);
    const asOfSwitch = factChanges(asOfStart(baseline, start), rerun);

    // Assert
    expect(plain.changed).toBe(false);
    expect(asOfSwitch.newFindings.map((f) => f.text)).toEqual([LINE]);
    expect(asOfSwitch.droppedFindings).toEqual([]);
  });

  it('when the first answer read an amount replaced since the switch, then the new amount is named as new, and no old value is made up nor anything listed as dropped', () => {
    // Arrange: at the switch the budget said $31,200; the first answer read it after it became $33,000.
    const edited = BEFORE.replace('$31,200', '$33,000');
    const baseline = [row(edited, ['Facilities budget 2026.', 'Repairs and maintenance: $33,000.'])];
    const rerun = [row(edited, ['Facilities budget 2026.', 'Repairs and maintenance: $33,000.'])];
    const start = new Map([['budget', fingerprintOf({ text: BEFORE }, true)]]);

    // Act: only hashes of the switch's text are kept, so its $31,200 cannot be quoted back
    const changes = factChanges(asOfStart(baseline, start), rerun);

    // Assert
    expect(changes.newFindings.map((f) => f.text)).toEqual(['Repairs and maintenance: $33,000.']);
    expect(changes.changedFindings).toEqual([]);
    expect(changes.droppedFindings).toEqual([]);
  });

  it('when the first answer read the text of the switch, then it is compared as it is', () => {
    const baseline = [row(BEFORE, ['Repairs and maintenance: $31,200.'])];
    const start = new Map([['budget', fingerprintOf({ text: BEFORE }, true)]]);

    expect(asOfStart(baseline, start)).toEqual(baseline);
  });

  it('when a document did not match at the switch, then it is left out; when it could not be read then, it is kept', () => {
    const baseline = [row(AFTER, [LINE])];

    expect(asOfStart(baseline, new Map())).toEqual([]);
    expect(asOfStart(baseline, new Map([['budget', null]]))).toEqual(baseline);
  });
});
