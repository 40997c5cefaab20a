import { describe, expect, it } from 'vitest';
import { row } from '../../testing/watch-world';
import { factChanges } from '../reports/comparison/fact-changes';
import { watchMail } from './watch-mail';

const changes = factChanges(
  [row('Budget 2027', ['The office budget 2027 is $40,000.']), row('Old minutes', ['The board met in May.'])],
  [row('Budget 2027', ['The office budget 2027 is $46,500.']), row('Old minutes', [])],
);

const mail = (hideDocuments: boolean) =>
  watchMail({
    reportName: 'Office <budget>',
    opening: { html: '<p>The budget is $46,500 [1].</p>', text: 'The budget is $46,500 [1].' },
    changes,
    hideDocuments,
    reportLink: 'http://localhost:8080/shared-report-view/run-1',
    reason: 'You get this e-mail because "Office <budget>" is shared with your team.',
    unsubscribeLink: 'http://localhost:8080/unsubscribe?token=t',
    oneClickUrl: 'http://localhost:8080/api/unsubscribe?token=t',
  });

describe("the 'what changed' e-mail of a watched report", () => {
  it('when facts changed, then it lists each kind with its document, the opening, the link and a one-click unsubscribe', () => {
    const { subject, text, html, headers } = mail(false);

    expect(subject).toBe('Office <budget>: what changed');
    expect(text).toContain('What changed: 1 changed finding, 1 finding dropped, 1 source dropped.');
    expect(text).toContain(
      '- Budget 2027.md: was “The office budget 2027 is $40,000.”, now “The office budget 2027 is $46,500.”',
    );
    expect(text).toContain('- Old minutes.md: “The board met in May.”');
    expect(text).toContain('The budget is $46,500 [1].');
    expect(headers['List-Unsubscribe']).toBe('<http://localhost:8080/api/unsubscribe?token=t>');
    expect(html).toContain('<h1>Office &#60;budget&#62;: the answer changed</h1>');
    expect(html).not.toMatch(/<img|<script|<iframe|src=/i);
  });

  it('when the owner hides the documents from the team, then no document is named', () => {
    const { text, html } = mail(true);

    expect(text).not.toMatch(/Budget 2027|Old minutes/);
    expect(html).not.toMatch(/Budget 2027|Old minutes/);
    expect(text).toContain('- A document: was “The office budget 2027 is $40,000.”');
    expect(text).not.toContain('Sources dropped');
  });
});
