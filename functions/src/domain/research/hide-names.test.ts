import { describe, expect, it } from 'vitest';
import { nameHider, sourceNames } from './hide-names';

describe('hiding document names in text', () => {
  it('when cited and other documents are named, then each becomes its source number or "a document", the longest name first', () => {
    const hide = nameHider(
      sourceNames(
        [
          { number: 1, name: 'Plan.md' },
          { number: 2, name: 'Plan.md.bak' },
        ],
        ['Board Minutes - 2026-10-15.pdf', 'Plan.md'],
      ),
    );

    expect(hide('Plan.md.bak and Plan.md, per Board Minutes - 2026-10-15.pdf.')).toBe(
      'Source 2 and Source 1, per a document.',
    );
    expect(hide('Nothing named here.')).toBe('Nothing named here.');
  });

  it('when a name is shorter than three characters, then it is left alone', () => {
    expect(nameHider(new Map([['Q3', 'Source 1']]))('Q3 revenue')).toBe('Q3 revenue');
  });
});
