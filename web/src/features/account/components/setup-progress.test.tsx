import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SetupProgress } from './setup-progress';

const connectors = (container: HTMLElement) =>
  [...container.querySelectorAll('[data-connector]')].map((line) => line.getAttribute('data-connector'));

describe('setup progress', () => {
  it('when on step 3, then steps 1 and 2 read as done, step 3 is current, and both connectors are done', () => {
    const { container } = render(<SetupProgress current={3} />);
    const steps = within(screen.getByRole('navigation', { name: 'Setup progress' })).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual([
      'Step 1: Sign in with Google (done)',
      'Step 2: Authorize Google Drive (done)',
      '3Step 3: Enter Gemini API',
    ]);
    expect(steps.map((step) => step.getAttribute('aria-current'))).toEqual([null, null, 'step']);
    expect(connectors(container)).toEqual(['done', 'done']);
  });

  it('when on step 2, then only the connector after step 1 is done and the last step has none after it', () => {
    const { container } = render(<SetupProgress current={2} />);
    expect(connectors(container)).toEqual(['done', 'todo']);
    const last = screen.getAllByRole('listitem')[2] as HTMLElement;
    expect(last.querySelector('[data-connector]')).toBeNull();
  });
});
