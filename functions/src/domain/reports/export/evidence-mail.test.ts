import type { ReportEvidence } from '@quarry/contracts/report';
import { describe, expect, it } from 'vitest';
import { deliveryMail } from '../../delivery/delivery-mail';
import { completionMail } from '../reactions/notify-completion';
import type { RunRecord } from '../runs/run-record';
import { redactEvidence } from '../saved/document-privacy';
import { evidenceChecks } from './evidence-mail';

/** The e-mails tell a report's checks (docs/decisions/disagreements.md): disagreements and verified quotes, as text. */
const FOOTER =
  '<p><em>Model use: 3 calls, 2,100 tokens, estimated cost $0.01 (at the prices of 2026-11-27). Quotes verified: 5 of 6.</em></p>';
const REPORT_HTML = `<p>The facilities budget is 92,000 [2].</p>\n${FOOTER}`;
const EVIDENCE: ReportEvidence = {
  citations: [
    { number: 1, documentId: 'f1', name: 'Budget <2026>.xlsx', link: 'https://drive.test/f1', quotes: [] },
    { number: 2, documentId: 'f2', name: 'Minutes March.docx', link: 'https://drive.test/f2', quotes: [] },
  ],
  flaggedClaims: [],
  disagreements: [
    {
      fact: 'Facilities budget for 2026',
      sides: [
        { source: 1, value: '87,300', quote: 'Facilities: 87,300', page: 2 },
        { source: 2, value: '92,000', quote: 'The board approved 92,000 for facilities.' },
      ],
    },
  ],
};
const OPENING = { html: '<p>The facilities budget is 92,000.</p>', text: 'The facilities budget is 92,000.' };
const LINE = 'Facilities budget for 2026: 87,300 (Budget <2026>.xlsx, p. 2); 92,000 (Minutes March.docx)';

function aRun(): RunRecord {
  return {
    savedReportName: 'Facilities budget',
    chatSessionTitle: null,
    executionStatus: 'success',
    errorMessage: null,
    reportDetails: { query: 'What is the facilities budget for 2026?' },
    completion: null,
  } as unknown as RunRecord;
}

function aDeliveryMail(checks: ReturnType<typeof evidenceChecks>, hideDocuments: boolean) {
  return deliveryMail({
    reportName: 'Facilities budget',
    teamName: 'Finance',
    opening: OPENING,
    checks,
    changes: { compared: false, added: [], changed: [], removed: [], citedBefore: [], citedNow: [] },
    hideDocuments,
    reportLink: 'https://quarry.test/shared-report-view/r1',
    unsubscribeLink: 'https://quarry.test/unsubscribe?token=t',
    oneClickUrl: 'https://quarry.test/api/unsubscribe?token=t',
  });
}

describe("an e-mail's report checks", () => {
  it('when the documents disagree, then the owner’s e-mail lists each fact with each side’s value and source, and the quotes verified', () => {
    // Act
    const mail = completionMail(
      aRun(),
      'https://quarry.test/report-execution/r1',
      OPENING,
      evidenceChecks(REPORT_HTML, EVIDENCE),
    );

    // Assert
    const lines = mail.text.split('\n');
    expect(lines.slice(lines.indexOf('Where the documents disagree'))).toContain(`- ${LINE}`);
    expect(lines).toContain('Quotes verified: 5 of 6.');
    expect(mail.html).toContain('<p><strong>Where the documents disagree</strong></p>');
    expect(mail.html).toContain(
      '<li><strong>Facilities budget for 2026</strong>: 87,300 (Budget &#60;2026&#62;.xlsx, p. 2); 92,000 (Minutes March.docx)</li>',
    );
    expect(mail.html).toContain('<p>Quotes verified: 5 of 6.</p>');
  });

  it('when the e-mail tells the checks, then it loads nothing and links no document', () => {
    // Act
    const mail = aDeliveryMail(evidenceChecks(REPORT_HTML, EVIDENCE), false);

    // Assert
    expect(mail.html).toContain('<h2>Where the documents disagree</h2>');
    expect(mail.html).not.toMatch(/<img|<link|<style|src=|url\(/i);
    expect(mail.html).not.toContain('drive.test');
    expect(mail.text).not.toContain('drive.test');
  });

  it('when the owner keeps the documents from the team, then the team’s e-mail names the sides "Source n"', () => {
    // Arrange
    const hidden = redactEvidence(EVIDENCE, [{ name: 'Budget <2026>.xlsx' }, { name: 'Minutes March.docx' }]);

    // Act
    const mail = aDeliveryMail(evidenceChecks(REPORT_HTML, hidden), true);

    // Assert
    expect(mail.text).toContain('- Facilities budget for 2026: 87,300 (Source 1, p. 2); 92,000 (Source 2)');
    expect(mail.text).not.toContain('Minutes March');
    expect(mail.html).not.toContain('Minutes March');
    expect(mail.html).not.toContain('Budget &#60;2026');
  });

  it('when the documents agree, or the report is from before the checks, then the e-mail has no box and no count', () => {
    // Act
    const agree = completionMail(
      aRun(),
      'https://quarry.test/r',
      OPENING,
      evidenceChecks(REPORT_HTML, { ...EVIDENCE, disagreements: [] }),
    );
    const older = completionMail(
      aRun(),
      'https://quarry.test/r',
      OPENING,
      evidenceChecks('<p>Model use: 1 call.</p>', { citations: [], flaggedClaims: [] }),
    );

    // Assert
    expect(agree.text).not.toContain('Where the documents disagree');
    expect(agree.text).toContain('Quotes verified: 5 of 6.');
    expect(older.text).not.toContain('Where the documents disagree');
    expect(older.text).not.toContain('Quotes verified');
    expect(older.html).not.toContain('Quotes verified');
  });
});
