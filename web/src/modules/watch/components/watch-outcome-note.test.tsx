import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { WatchOutcomeNote } from './watch-outcome-note';

describe('how a watched run compared, beside its status', () => {
  it.each([
    ['changed', 'Answer changed'],
    ['no-change', 'No change: nobody e-mailed'],
    ['baseline', 'First answer kept to compare with'],
  ] as const)('when the run found %s, then it says “%s”', (outcome, text) => {
    render(<WatchOutcomeNote outcome={outcome} />);

    expect(screen.getByText(text)).toBeTruthy();
  });

  it.each([null, undefined, 'failed'] as const)('when the outcome is %s, then nothing shows', (outcome) => {
    const { container } = render(<WatchOutcomeNote outcome={outcome} />);

    expect(container.textContent).toBe('');
  });
});
