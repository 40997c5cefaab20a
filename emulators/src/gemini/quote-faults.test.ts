import { describe, expect, it } from 'vitest';
import { withQuoteFault } from './quote-faults';

const answer = {
  hasData: true,
  findings: [
    { text: 'Europe fell to $7.1M in Q3.', page: 2 },
    { text: 'Americas grew.', page: 3 },
  ],
};

describe('quote faults', () => {
  it('when a quote is invented, then the first finding holds figures the document does not, and the rest are kept', () => {
    const faulty = withQuoteFault(answer, 'invent-quote');

    expect(faulty.findings).toEqual([{ text: 'Europe fell to $0.4M in Q6.', page: 2 }, answer.findings[1]]);
  });

  it('when a finding without figures is invented, then it claims something the document never wrote', () => {
    const faulty = withQuoteFault({ hasData: true, findings: [{ text: 'Europe fell.' }] }, 'invent-quote');

    expect(faulty.findings[0]?.text).toBe('It was confirmed in writing that europe fell.');
  });

  it('when a page is misplaced, then the first finding names the page after its own', () => {
    expect(withQuoteFault(answer, 'misplace-page').findings[0]).toEqual({
      text: 'Europe fell to $7.1M in Q3.',
      page: 3,
    });
  });

  it('when the answer has no findings, then it is left whole', () => {
    const none = { hasData: false, findings: [] };

    expect(withQuoteFault(none, 'invent-quote')).toBe(none);
  });
});
