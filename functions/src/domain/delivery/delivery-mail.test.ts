import { describe, expect, it } from 'vitest';
import type { FactChanges } from '../reports/comparison/fact-changes';
import { changeLines, deliveryMail } from './delivery-mail';
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

describe('the scheduled e-mail of a share that watches for changes (issue 31)', () => {
  const facts: FactChanges = {
    changed: true,
    counts: { newFindings: 0, changedFindings: 1, droppedFindings: 0, newSources: 0, droppedSources: 0 },
    newFindings: [],
    changedFindings: [
      {
        documentId: 'd1',
        source: 'Budget.md',
        before: 'The budget is $87,300.',
        after: 'The budget is $91,500.',
      },
    ],
    droppedFindings: [],
    newSources: [],
    droppedSources: [],
  };
  const mailWith = (hideDocuments: boolean) =>
    deliveryMail({
      reportName: 'Facilities budget',
      teamName: 'Facilities',
      opening: { html: '<p>Opening</p>', text: 'Opening' },
      changes: unchanged,
      factChanges: facts,
      hideDocuments,
      reportLink: 'https://app.test/shared-report-view/r1',
      unsubscribeLink: 'https://app.test/unsubscribe?token=t',
      oneClickUrl: 'https://app.test/api/unsubscribe?token=t',
    });

  it('when facts changed, then "What changed since the last run" names each changed finding, before and after', () => {
    const mail = mailWith(false);

    const part = mail.text.slice(mail.text.indexOf('What changed since the last run'));
    expect(part).toContain(
      'Changed findings\n- Budget.md: was “The budget is $87,300.”, now “The budget is $91,500.”',
    );
    expect(mail.html).toContain('<h3>Changed findings</h3>');
  });

  it('when the documents are hidden from the team, then the findings say "A document", not its name', () => {
    const mail = mailWith(true);

    expect(mail.text).toContain('- A document: was “The budget is $87,300.”');
    expect(mail.text).not.toContain('Budget.md');
  });
});
