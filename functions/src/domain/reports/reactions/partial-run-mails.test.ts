import { describe, expect, it } from 'vitest';
import { deliveryMail } from '../../delivery/delivery-mail';
import { summarizeDocuments } from '../../research/writing/documents-outcome';
import type { RunRecord } from '../runs/run-record';
import { completionMail } from './notify-completion';

/** The e-mails of a run that could not read every document (docs/architecture/reading-economy.md, docs/decisions/evidence.md). */
const QUESTION = 'How did the Ridgeline 2 recall unfold between June and September?';
const PARTIAL = '9 of 10 documents read; 1 failed: Gemini was unavailable';
const LINK = 'https://quarry.test/report-execution/run-1';

function finishedChatRun(failed: number): RunRecord {
  const counts = { data: 8, noData: 2 - failed, failed };
  return {
    ownerId: 'maya',
    savedReportId: null,
    chatSessionId: 'session-1',
    triggerSource: 'chat',
    savedReportName: null,
    chatSessionTitle: 'How did the Ridgeline 2…',
    executionStatus: 'success',
    progress: 100,
    reportDetails: {
      query: QUESTION,
      keywords: ['Ridgeline'],
      negativeKeywords: [],
      directories: [],
      deselectedDocuments: [],
      deepResearch: false,
      enableIntroduction: true,
      enableConclusion: true,
    },
    documentCount: 10,
    errorMessage: null,
    completion: {
      documentsProcessed: 10,
      statusCounts: counts,
      documentsOutcome: summarizeDocuments(counts, failed ? ['Gemini was unavailable: overloaded'] : []),
    },
    attempt: 1,
    lostLeases: 0,
    leaseUntil: null,
    checkpoint: { documentsDone: 0 },
    notifyOnCompletion: true,
    notificationSentAt: null,
    notificationOwed: true,
    notifyingUntil: null,
    viewedAt: null,
    createdAt: '2026-11-27T09:00:00.000Z',
    startedAt: '2026-11-27T09:00:01.000Z',
    finishedAt: '2026-11-27T09:01:00.000Z',
  };
}

const OPENING = {
  html: '<p>The recall was announced on 9 July.</p>',
  text: 'The recall was announced on 9 July.',
};

describe('the Notify when Ready e-mail', () => {
  it('when a run ends with a document failed, then its e-mail says how many were read and why one failed', () => {
    // Act
    const mail = completionMail(finishedChatRun(1), LINK, OPENING);

    // Assert
    expect(mail.subject).toBe('Your report "How did the Ridgeline 2…" is ready');
    expect(mail.text.split('\n')).toContain(PARTIAL);
    expect(mail.html).toContain(`<p>${PARTIAL}</p>`);
  });

  it('when the report is named by its short session title, then the e-mail gives the whole question and the answer’s first lines', () => {
    // Act
    const mail = completionMail(finishedChatRun(0), LINK, OPENING);

    // Assert
    const lines = mail.text.split('\n');
    expect(lines).toContain(`Question: ${QUESTION}`);
    expect(lines.slice(lines.indexOf('The answer begins:') + 1)[0]).toBe(OPENING.text);
    expect(mail.html).toContain(OPENING.html);
    expect(mail.text).not.toContain('documents read');
  });

  it('when the question holds markup, then the HTML part escapes it', () => {
    // Arrange
    const run = finishedChatRun(0);
    run.reportDetails.query = 'Was <b>Kestrel</b> at fault?';

    // Act
    const mail = completionMail(run, LINK, null);

    // Assert
    expect(mail.html).toContain('Was &#60;b&#62;Kestrel&#60;/b&#62; at fault?');
    expect(mail.html).not.toContain('<b>');
    expect(mail.text).not.toContain('The answer begins:');
  });
});

describe('the scheduled e-mail', () => {
  it('when the scheduled run ends with a document failed, then each recipient’s e-mail says so under the report’s name', () => {
    // Act
    const mail = deliveryMail({
      reportName: 'Recall costs',
      teamName: 'Recall Response',
      opening: OPENING,
      changes: { compared: false, added: [], changed: [], removed: [], citedBefore: [], citedNow: [] },
      documentsSummary: PARTIAL,
      hideDocuments: true,
      reportLink: LINK,
      unsubscribeLink: 'https://quarry.test/unsubscribe?token=t',
      oneClickUrl: 'https://quarry.test/api/unsubscribe?token=t',
    });

    // Assert
    expect(mail.text.split('\n').slice(0, 2)).toEqual([
      'Recall costs (shared with Recall Response)',
      PARTIAL,
    ]);
    expect(mail.html).toContain(`<p>${PARTIAL}</p>`);
  });
});
