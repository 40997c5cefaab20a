import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, ok } from '@/testing/fake-api';
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

  it("when a signed-in person's key is on the free tier, then the guide names it, with the daily limit Gemini named unknown", async () => {
    fakeApi({
      'GET /api/auth/session-check': ok({ hasActiveSession: true }),
      'GET /api/user/gemini-tier': ok({
        geminiTier: { freeTier: true, requestsPerDay: null, seenAt: '2026-11-27T10:00:00.000Z' },
        documentsPerCall: 20,
      }),
    });

    renderRoute(<QuotaHelpGuide />, { path: '/quota-help' });
    const note = await screen.findByRole('region', { name: 'Free tier' });

    expect(note.textContent).toContain(
      'Gemini allows free keys a limited number of requests a day for each model.',
    );
    expect(within(note).queryByRole('link', { name: 'How to move your key to a paid tier' })).toBeNull();
  });

  it('when nobody is signed in, then the key is not asked about', async () => {
    const api = fakeApi({ 'GET /api/auth/session-check': ok({ hasActiveSession: false }) });

    renderRoute(<QuotaHelpGuide />, { path: '/quota-help' });
    await waitFor(() => expect(api.callsTo('GET /api/auth/session-check')).toHaveLength(1));

    expect(api.callsTo('GET /api/user/gemini-tier')).toEqual([]);
  });
});
