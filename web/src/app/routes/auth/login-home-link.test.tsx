import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi, ok } from '@/testing/fake-api';
import { renderRoute } from '@/testing/render-route';
import { LoginRoute } from './login';

describe('/login link home', () => {
  it('when a visitor changes their mind on the Welcome page, then Back to Home returns to the landing page', async () => {
    fakeApi({ 'GET /api/auth/session-check': ok({ hasActiveSession: false }) });
    const user = userEvent.setup();
    const { pathname } = renderRoute(<LoginRoute />, { path: '/login' });
    await screen.findByRole('button', { name: 'Continue with Google' });
    await user.click(screen.getByRole('link', { name: 'Back to Home' }));
    await waitFor(() => expect(pathname()).toBe('/'));
  });
});
