import { describe, expect, it } from 'vitest';
import { fingerprintOf, holdsQuote, MAX_SPANS } from './text-fingerprint';

const TEXT = [
  'Approved on 11 December 2025. Owner: Daniel Brooks, CFO. Prepared by Grace Lee.',
  '',
  '| Line | 2026 budget |',
  '| --- | --- |',
  '| Cleaning and waste | $24,600 |',
  '| Repairs and maintenance | $31,200 |',
].join('\n');

describe('a document’s text fingerprint', () => {
  it('when a quote is whole sentences or table rows of the text (with its header, or "…" between), then the fingerprint holds it', () => {
    const print = fingerprintOf({ text: TEXT }, true);

    for (const quote of [
      'Owner: Daniel Brooks, CFO. Prepared by Grace Lee.',
      'Line · 2026 budget Cleaning and waste · $24,600',
      'Line · 2026 budget … Repairs and maintenance · $31,200',
      '| Repairs and maintenance | $31,200 |',
    ]) {
      expect(holdsQuote(print, quote), quote).toBe(true);
    }
  });

  it('when a quote is not in the text (another figure, other words), then the fingerprint does not hold it', () => {
    const print = fingerprintOf({ text: TEXT }, true);

    expect(holdsQuote(print, 'Repairs and maintenance · $33,400')).toBe(false);
    expect(holdsQuote(print, 'Owner: Grace Lee.')).toBe(false);
  });

  it('when only spacing or blank lines differ, then the text hash is the same; a changed word changes it', () => {
    const print = fingerprintOf({ text: TEXT }, false);

    expect(fingerprintOf({ text: `${TEXT.replaceAll(' | ', '  |  ')}\n\n` }, false)).toEqual(print);
    expect(fingerprintOf({ text: TEXT.replace('$24,600', '$24,700') }, false)).not.toEqual(print);
    expect(print.spans).toBeUndefined();
  });

  it('when a text has more spans than are kept, then it keeps only its hash and holds no quote', () => {
    const long = Array.from({ length: MAX_SPANS }, (_, i) => `Line ${i} of the ledger.`).join('\n');
    const print = fingerprintOf({ text: long }, true);

    expect(print.spans).toBeUndefined();
    expect(holdsQuote(print, 'Line 3 of the ledger.')).toBe(false);
  });
});
