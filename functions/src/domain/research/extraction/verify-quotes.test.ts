import { describe, expect, it } from 'vitest';
import { quoteChecker, skeletonOf } from './verify-quotes';

const paged = {
  text: '',
  pages: [
    { number: 1, text: 'Annual budget review.\nThe facilities line was set at 87,300 EUR for the year.' },
    { number: 2, text: 'Spending on main-\ntenance rose by a ﬁfth in the “second” half — mostly roofs.' },
    { number: 3, text: 'The committee noted the budget was approved. The budget was approved on 3 May.' },
  ],
};

describe('verified quotes', () => {
  it('when a quote is copied word for word, then it is verified on the page it names', () => {
    const check = quoteChecker(paged);

    expect(check('The facilities line was set at 87,300 EUR for the year.', 1)).toEqual({
      verified: true,
      page: 1,
    });
  });

  it('when a quote differs only in whitespace, quote marks, dashes, ligatures, case and hyphenation at a line end, then it is verified', () => {
    const check = quoteChecker(paged);

    expect(check('spending on maintenance rose by a fifth in the "second" half - mostly roofs.', 2)).toEqual({
      verified: true,
      page: 2,
    });
  });

  it('when the words of a quote are not in the document, then it is not verified', () => {
    const check = quoteChecker(paged);

    expect(check('The facilities line was set at 92,000 EUR for the year.', 1)).toEqual({ verified: false });
    expect(check('Spending on maintenance fell by half.')).toEqual({ verified: false });
  });

  it('when a quote names the wrong page, then the page it is on is given with the one it named', () => {
    const check = quoteChecker(paged);

    expect(check('The facilities line was set at 87,300 EUR', 3)).toEqual({
      verified: true,
      page: 1,
      pageCorrectedFrom: 3,
    });
  });

  it('when a quote names no page of a paged document, then it is given the page it is found on', () => {
    expect(quoteChecker(paged)('mostly roofs')).toEqual({ verified: true, page: 2 });
  });

  it('when a quote runs across a page break, then it is verified and either page it spans is right', () => {
    const check = quoteChecker(paged);

    expect(check('for the year. Spending on maintenance', 2)).toEqual({ verified: true, page: 2 });
    expect(check('for the year. Spending on maintenance', 1)).toEqual({ verified: true, page: 1 });
  });

  it('when a passage occurs twice, then the page named is right if it holds either occurrence', () => {
    expect(quoteChecker(paged)('the budget was approved', 3)).toEqual({ verified: true, page: 3 });
  });

  it('when a quote leaves words out with an ellipsis, then its parts must be found in that order', () => {
    const check = quoteChecker(paged);

    expect(check('The facilities line … for the year.', 1)).toEqual({ verified: true, page: 1 });
    expect(check('Spending on maintenance rose by a fifth in the second half…', 2).verified).toBe(true);
    expect(check('for the year ... The facilities line', 1)).toEqual({ verified: false });
  });

  it('when a document has no pages (Word, Sheets, CSV), then only the words are checked', () => {
    const sheet = {
      text: '## Budget\n| Line | Amount |\n| --- | --- |\n| Facilities | 87,300 |\n| Roofs | 12,000 |',
    };
    const check = quoteChecker(sheet);

    expect(check('| Facilities | 87,300 |')).toEqual({ verified: true });
    expect(check('Facilities · 87,300', 4)).toEqual({ verified: true });
    expect(check('Facilities 92,000')).toEqual({ verified: false });
  });

  it('when a quote is empty or only punctuation marks that are dropped, then it is not verified', () => {
    const check = quoteChecker(paged);

    expect(check('')).toEqual({ verified: false });
    expect(check(' — | ')).toEqual({ verified: false });
  });

  it('when figures differ only by their separators, then they still differ', () => {
    expect(skeletonOf('87,300')).not.toBe(skeletonOf('873.00'));
    expect(skeletonOf('87,300')).not.toBe(skeletonOf('87.300'));
  });

  it('when text holds characters outside the basic plane, then pages are still found for what follows them', () => {
    const emoji = {
      text: '',
      pages: [
        { number: 1, text: '😀😀 start' },
        { number: 2, text: 'Ziel erreicht 品質第一' },
      ],
    };

    expect(quoteChecker(emoji)('ziel erreicht 品質第一', 1)).toEqual({
      verified: true,
      page: 2,
      pageCorrectedFrom: 1,
    });
  });

  it('when a page is empty (a scanned page without text), then quotes after it are on the pages they are on', () => {
    const gaps = {
      text: '',
      pages: [
        { number: 1, text: 'First page.' },
        { number: 2, text: '' },
        { number: 3, text: 'Third page.' },
      ],
    };

    expect(quoteChecker(gaps)('third page', 2)).toEqual({ verified: true, page: 3, pageCorrectedFrom: 2 });
    expect(quoteChecker(gaps)('first page')).toEqual({ verified: true, page: 1 });
  });
});
