import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '@/testing/render-route';
import { NotFoundRoute } from './not-found';

describe('404 card', () => {
  it('when a path is unknown, then the Page Not Found card links back to the landing page', async () => {
    const user = userEvent.setup();
    const { pathname } = renderRoute(<NotFoundRoute />, { path: '*', url: '/no/such/page' });
    expect(screen.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeTruthy();
    expect(screen.getByText('Did you forget to add the page to the router?')).toBeTruthy();
    await user.click(screen.getByRole('link', { name: 'Back to Home' }));
    await waitFor(() => expect(pathname()).toBe('/'));
  });
});
