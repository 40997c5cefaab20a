import { describe, expect, it } from 'vitest';
import { openingOf } from './smoke-printout';

describe('openingOf', () => {
  it('when the report opens with a paragraph, then its text is given without tags or entities', () => {
    const html =
      '<p>Revenue was <strong>$31.3M</strong> &amp; Europe fell [<a href="#s1">1</a>].</p>\n<h2>Detail</h2><p>More.</p>';

    expect(openingOf(html)).toBe('Revenue was $31.3M & Europe fell [1].');
  });

  it('when the report has a heading first, then the first paragraph after it is the opening', () => {
    expect(openingOf('<h2>Answer</h2>\n<p>Net 60 days\nfor all suppliers [2].</p>')).toBe(
      'Net 60 days for all suppliers [2].',
    );
  });
});
