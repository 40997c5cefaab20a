import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '@/testing/render-route';
import { QuotaHelpGuide } from './quota-help-guide';

describe('quota guide', () => {
  it('when it opens, then the four steps show in order: console, project, Billing, billing account', () => {
    renderRoute(<QuotaHelpGuide />, { path: '/quota-help' });
    const steps = within(screen.getByRole('list')).getAllByRole('heading');
    expect(steps.map((step) => step.textContent)).toEqual([
      'Step 1: Open the Google Cloud Console',
      'Step 2: Select the right project',
      'Step 3: Open Billing',
      'Step 4: Link a billing account',
    ]);
  });

  it('when it opens, then it recommends a $5 or $10 budget alert at 50%, 90% and 100% that does not stop service', () => {
    renderRoute(<QuotaHelpGuide />, { path: '/quota-help' });
    expect(
      screen.getByText(/for example \$5 or \$10, with e-mail alerts at\s+50%, 90% and 100%/),
    ).toBeTruthy();
    expect(screen.getByText(/do not stop the service/)).toBeTruthy();
  });

  it('when it opens, then a back link leads to the chat', () => {
    renderRoute(<QuotaHelpGuide />, { path: '/quota-help' });
    expect(screen.getByRole('link', { name: 'Back to Chat' }).getAttribute('href')).toBe('/chat-interface');
  });
});
