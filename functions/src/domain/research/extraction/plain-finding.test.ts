import { describe, expect, it } from 'vitest';
import { plainFinding } from './plain-finding';

describe('plainFinding', () => {
  it('when a finding starts with a sheet or Markdown heading, then the marker is dropped', () => {
    expect(plainFinding('## Q3 by region\nEurope\t$7.1M\t-14.5%')).toBe(
      'Q3 by region Europe · $7.1M · -14.5%',
    );
    expect(plainFinding('# Recall memo')).toBe('Recall memo');
  });

  it('when a finding is quoted or nested in markers, then every marker goes', () => {
    expect(plainFinding('> **Note:** the recall cost $1.86M')).toBe('**Note:** the recall cost $1.86M');
    expect(plainFinding('> ## Heading inside a quote')).toBe('Heading inside a quote');
    expect(plainFinding('- > a quoted bullet')).toBe('a quoted bullet');
  });

  it('when a finding is a Markdown table, then its rule line goes and its cells are separated', () => {
    expect(plainFinding('| Region | Revenue |\n|---|---:|\n| Europe | $7.1M |')).toBe(
      'Region · Revenue Europe · $7.1M',
    );
  });

  it('when a finding spans lines and list items, then it becomes one line', () => {
    expect(plainFinding('Payment terms:\n  1. Net 60 days\n  2. Ends 28 Feb 2027')).toBe(
      'Payment terms: Net 60 days Ends 28 Feb 2027',
    );
  });

  it('when text only looks like a marker mid-line, then it is kept', () => {
    expect(plainFinding('Revenue grew 12% - the best quarter #1 in years > expected')).toBe(
      'Revenue grew 12% - the best quarter #1 in years > expected',
    );
    expect(plainFinding('#hashtag stays')).toBe('#hashtag stays');
  });
});

describe('plainFinding, structure and citations', () => {
  it('when a finding holds code fences or rules, then those lines go', () => {
    expect(plainFinding('```js\nconst cost = 1.86;\n```')).toBe('const cost = 1.86;');
    expect(plainFinding('Summary\n=======\nThe recall ended.\n---\n***')).toBe('Summary The recall ended.');
    expect(plainFinding('***Important***: net 60')).toBe('***Important***: net 60');
  });

  it('when a document has its own bracketed numbers, then they cannot pass for citations', () => {
    expect(plainFinding('See note [3] and refs [1, 2] on page 2.')).toBe(
      'See note (3) and refs (1, 2) on page 2.',
    );
  });

  it('when a finding is only markers, then nothing is left', () => {
    expect(plainFinding('|---|---|\n> \n- ')).toBe('');
  });
});
