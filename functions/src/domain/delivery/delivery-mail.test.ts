import { describe, expect, it } from 'vitest';
import { changeLines } from './delivery-mail';
import type { RunChanges } from './run-changes';

const unchanged: RunChanges = {
  compared: true,
  added: [],
  changed: [],
  removed: [],
  citedBefore: ['Memo.pdf'],
  citedNow: ['Memo.pdf'],
};

describe("the scheduled e-mail's 'What changed' (issue 24, item 9)", () => {
  it('when nothing changed, then it says so once, with no line of none after it', () => {
    const lines = changeLines(unchanged, false);

    expect(lines).toEqual([
      'No documents were added, changed or removed.',
      'Sources cited last time: Memo.pdf',
      'Sources cited now: Memo.pdf',
    ]);
  });

  it('when one document was added, then only that change is listed', () => {
    const lines = changeLines({ ...unchanged, added: ['Q4 results.xlsx'] }, false);

    expect(lines.slice(0, -2)).toEqual(['New documents: Q4 results.xlsx']);
  });

  it('when the documents are hidden from the team, then changes are counted, not named', () => {
    const lines = changeLines({ ...unchanged, changed: ['a.pdf', 'b.pdf'] }, true);

    expect(lines).toEqual([
      'Changed documents: 2 documents',
      'Sources cited last time: 1 document',
      'Sources cited now: 1 document',
    ]);
  });
});
