import type { GridColumn } from '@quarry/contracts/grid';
import { describe, expect, it } from 'vitest';
import { deliveryMail } from '../../delivery/delivery-mail';
import type { EvidenceRow } from '../../research/extraction/evidence-table';
import { completionMail } from '../reactions/notify-completion';
import type { StoredReport } from '../runs/run-parts';
import type { RunRecord } from '../runs/run-record';
import { SHOWS_ALL, SHOWS_NONE } from '../saved/document-view';
import { gridMail } from './grid-mail';

/** The e-mails tell a run's evidence grid (docs/decisions/evidence-grid.md): a found-in count per column and the grid's link. */
const COLUMNS: GridColumn[] = [
  { id: 'c1', question: 'Renewal date', type: 'date' },
  { id: 'c2', question: 'What is the contract value?', type: 'number' },
  { id: 'c3', question: 'When does the Acme lease.pdf renew?', type: 'date' },
];
const SHARED_PAGE = 'https://quarry.test/shared-report-view/r1';
const OWN_PAGE = 'https://quarry.test/report-execution/r1';
const NAMES = ['Acme lease.pdf', 'Borealis <supply>.docx', 'Cobalt NDA.pdf', 'Delta renewal.pdf'];

function cell(value: string) {
  return { value, normalized: null, quote: `The Acme lease.pdf says ${value}`, page: 1 };
}

/** Four documents: the renewal date found in three, the value in one, the last could not be read. */
const TABLE: EvidenceRow[] = NAMES.map((name, index) => ({
  documentId: `f${index + 1}`,
  name,
  link: `https://drive.test/f${index + 1}`,
  outcome: index === 3 ? 'failed' : 'data',
  reason: index === 3 ? 'The file has no text layer' : null,
  findings: [],
  ...(index === 3
    ? {}
    : { cells: { c1: cell(`31 March 202${index + 7}`), ...(index === 0 ? { c2: cell('$1.2M') } : {}) } }),
}));
const REPORT: StoredReport = {
  result: '<p>Three contracts renew.</p>',
  resultWithoutDocuments: '<p>Three contracts renew.</p>',
  evidence: { citations: [], flaggedClaims: [] },
  documentNames: {
    data: NAMES.slice(0, 3).map((name, i) => ({ id: `f${i + 1}`, name })),
    noData: [],
    failed: [],
  },
};
const OPENING = { html: '<p>Three contracts renew.</p>', text: 'Three contracts renew.' };

function teamMail(hidden: boolean) {
  return deliveryMail({
    reportName: 'Contract renewals',
    teamName: 'Legal',
    opening: OPENING,
    grid: gridMail(COLUMNS, TABLE, SHARED_PAGE, { view: hidden ? SHOWS_NONE : SHOWS_ALL, report: REPORT }),
    changes: { compared: false, added: [], changed: [], removed: [], citedBefore: [], citedNow: [] },
    hideDocuments: hidden,
    reportLink: SHARED_PAGE,
    unsubscribeLink: 'https://quarry.test/unsubscribe?token=t',
    oneClickUrl: 'https://quarry.test/api/unsubscribe?token=t',
  });
}

function aRun(): RunRecord {
  return {
    savedReportName: 'Contract renewals',
    chatSessionTitle: null,
    executionStatus: 'success',
    errorMessage: null,
    reportDetails: { query: 'Which contracts renew next year?', columns: COLUMNS },
    completion: null,
  } as unknown as RunRecord;
}

describe("an e-mail's evidence grid", () => {
  it('when a scheduled run has columns, then the team’s e-mail says per column in how many documents a value was found, and links to the grid', () => {
    // Act
    const mail = teamMail(false);

    // Assert
    const lines = mail.text.split('\n');
    expect(lines.slice(lines.indexOf('Evidence grid'), lines.indexOf('Evidence grid') + 5)).toEqual([
      'Evidence grid',
      '- Renewal date: found in 3 of 4 documents',
      '- What is the contract value: found in 1 of 4 documents',
      '- When does the Acme lease.pdf renew: found in 0 of 4 documents',
      `Open the evidence grid: ${SHARED_PAGE}#evidence-grid`,
    ]);
    expect(mail.html).toContain('<h2>Evidence grid</h2>');
    expect(mail.html).toContain('<li>Renewal date: found in 3 of 4 documents</li>');
    expect(mail.html).toContain(`<a href="${SHARED_PAGE}#evidence-grid">Open the evidence grid</a>`);
  });

  it('when the grid is told, then no cell, quote or document address is in the e-mail, and it loads nothing', () => {
    // Act
    const mail = teamMail(false);

    // Assert
    expect(mail.text).not.toContain('31 March');
    expect(mail.text).not.toContain('$1.2M');
    expect(mail.text).not.toContain('drive.test');
    expect(mail.html).not.toContain('drive.test');
    expect(mail.html).not.toMatch(/<img|<link|<style|src=|url\(/i);
  });

  it('when the owner keeps the documents from the team, then the team’s summary names no document, even one a column question names', () => {
    // Act
    const mail = teamMail(true);

    // Assert
    expect(mail.text).toContain('- When does the a document renew: found in 0 of 4 documents');
    for (const name of NAMES) {
      expect(mail.text).not.toContain(name);
      expect(mail.html).not.toContain(name.split(' ')[0]);
    }
  });

  it('when the owner’s own run has columns, then the completion e-mail has the same summary, linking to the grid on the run’s page', () => {
    // Act
    const mail = completionMail(
      aRun(),
      OWN_PAGE,
      OPENING,
      null,
      gridMail(COLUMNS, TABLE, OWN_PAGE, { view: SHOWS_ALL, report: REPORT }),
    );

    // Assert
    const lines = mail.text.split('\n');
    expect(lines).toContain('- Renewal date: found in 3 of 4 documents');
    expect(lines).toContain(`Open the evidence grid: ${OWN_PAGE}#evidence-grid`);
    expect(mail.html).toContain('<p><strong>Evidence grid</strong></p>');
  });

  it('when a value’s quote could not be found in its document, then the e-mail does not count that value as found', () => {
    // Arrange
    const unverified = TABLE.map((row, index) =>
      index === 0 && row.cells
        ? { ...row, cells: { ...row.cells, c1: { ...cell('1 May'), unverified: true as const } } }
        : row,
    );

    // Act
    const grid = gridMail(COLUMNS, unverified, OWN_PAGE, { view: SHOWS_ALL, report: REPORT });

    // Assert
    expect(grid.lines[0]).toBe('Renewal date: found in 2 of 4 documents');
  });

  it('when a run has no grid, then its e-mail has no grid part', () => {
    // Act
    const owner = completionMail(aRun(), OWN_PAGE, OPENING);

    // Assert
    expect(owner.text).not.toContain('Evidence grid');
    expect(owner.html).not.toContain('evidence-grid');
  });
});
