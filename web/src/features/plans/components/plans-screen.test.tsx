import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, ok } from '@/testing/fake-api';
import { renderRoute } from '@/testing/render-route';
import { PlansScreen } from './plans-screen';

function show(status: object) {
  fakeApi({ 'GET /api/subscription/status': ok(status) });
  return renderRoute(<PlansScreen />, { path: '/upgrade' });
}

function plan(name: string) {
  return within(screen.getByRole('group', { name }));
}

describe('/upgrade', () => {
  it('when opened, then it shows the real tiers: Creator and Team Member free, Team Leader $25 a month with a way to subscribe', async () => {
    show({ hasAccess: false });
    expect(await screen.findByRole('link', { name: 'Subscribe' })).toBeTruthy();
    expect(plan('Creator').getByText('$0')).toBeTruthy();
    expect(plan('Team Member').getByText('$0')).toBeTruthy();
    expect(plan('Team Leader').getByText('$25')).toBeTruthy();
    expect(plan('Team Leader').getByText('a month, cancel anytime')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Subscribe' }).getAttribute('href')).toBe('/subscribe');
    expect(screen.queryByText(/\$29|Enterprise|Pro/)).toBeNull();
    // Spec part 3: the analytics screen is linked from the plans page.
    expect(screen.getByRole('link', { name: 'usage analytics' }).getAttribute('href')).toBe('/streamlit');
  });

  it('when the person already has the plan, then Team Leader is marked theirs and the button manages it', async () => {
    show({ hasAccess: true, reason: 'active_subscription' });
    expect(await screen.findByRole('link', { name: 'Manage Subscription' })).toBeTruthy();
    expect(screen.getByText('Your plan')).toBeTruthy();
  });
});
