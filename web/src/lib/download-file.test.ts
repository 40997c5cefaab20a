import { describe, expect, it } from 'vitest';
import { dispositionFileName } from './download-file';

describe('dispositionFileName', () => {
  it('when filename* is given, then its UTF-8 name wins over the plain one', () => {
    const header = `attachment; filename="Recall costs.pdf"; filename*=UTF-8''${encodeURIComponent('品質第一 €.pdf')}`;
    expect(dispositionFileName(header, 'report.pdf')).toBe('品質第一 €.pdf');
  });

  it('when only a plain filename is given, then it is used', () => {
    expect(dispositionFileName('attachment; filename="Recall costs.md"', 'report.md')).toBe(
      'Recall costs.md',
    );
  });

  it('when there is no header, then the fallback name is used', () => {
    expect(dispositionFileName(null, 'report.csv')).toBe('report.csv');
  });
});
