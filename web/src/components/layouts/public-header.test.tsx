import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PublicHeader } from './public-header';

function renderAt(path: string) {
  const router = createMemoryRouter(
    [{ path: '*', element: <PublicHeader action={<button type="button">Get Started</button>} /> }],
    {
      initialEntries: [path],
    },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('PublicHeader', () => {
  it('when shown, then Features and Pricing lead to sections of / and FAQ and Contact to their pages', () => {
    renderAt('/faq');
    const main = within(screen.getByRole('navigation', { name: 'Main' }));
    expect(main.getByRole('link', { name: 'Features' }).getAttribute('href')).toBe('/#features');
    expect(main.getByRole('link', { name: 'Pricing' }).getAttribute('href')).toBe('/#pricing');
    expect(main.getByRole('link', { name: 'FAQ' }).getAttribute('href')).toBe('/faq');
    expect(main.getByRole('link', { name: 'Contact' }).getAttribute('href')).toBe('/contact-us');
    expect(screen.getByRole('button', { name: 'Get Started' })).toBeTruthy();
  });

  it('when the menu toggle is pressed, then the mobile menu opens, and a link in it closes it', async () => {
    const user = userEvent.setup();
    const router = renderAt('/faq');
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).toBeNull();

    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(toggle.getAttribute('aria-label')).toBe('Close menu');
    const menu = within(screen.getByRole('navigation', { name: 'Mobile' }));
    await user.click(menu.getByRole('link', { name: 'Pricing' }));

    expect(screen.queryByRole('navigation', { name: 'Mobile' })).toBeNull();
    expect(router.state.location).toMatchObject({ pathname: '/', hash: '#pricing' });
  });

  it('when the page changes while the menu is open, then the menu closes', async () => {
    const user = userEvent.setup();
    const router = renderAt('/faq');
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await act(() => router.navigate('/contact-us'));
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).toBeNull();
  });
});
