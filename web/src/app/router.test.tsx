import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { routes } from './router';

function renderAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

describe('router', () => {
  it('when the path is unknown, then the Page Not Found card shows and titles the page', async () => {
    renderAt('/no/such/page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeTruthy();
    expect(screen.getByText('Did you forget to add the page to the router?')).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Page Not Found | Quarry'));
  });

  it('when / opens, then the landing page offers sign-in and the header and footer links of the spec', async () => {
    renderAt('/');
    const signIn = await screen.findAllByRole('button', { name: 'Continue with Google' });
    expect(signIn.length).toBeGreaterThan(0);

    const header = within(screen.getByRole('navigation', { name: 'Main' }));
    expect(header.getByRole('link', { name: 'Features' }).getAttribute('href')).toBe('/#features');
    expect(header.getByRole('link', { name: 'Pricing' }).getAttribute('href')).toBe('/#pricing');
    expect(header.getByRole('link', { name: 'FAQ' }).getAttribute('href')).toBe('/faq');
    expect(header.getByRole('link', { name: 'Contact' }).getAttribute('href')).toBe('/contact-us');
    expect(document.getElementById('features')).not.toBeNull();
    expect(document.getElementById('pricing')).not.toBeNull();

    const footer = within(screen.getByRole('navigation', { name: 'Footer' }));
    const footerHrefs = footer.getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(footerHrefs).toEqual(['/privacy-policy', '/terms-of-service', '/contact-us', '/faq']);
    await waitFor(() => expect(document.title).toBe('AI research over your Google Drive | Quarry'));
  });

  it('when the mobile menu toggle is pressed, then the menu links appear and hide again', async () => {
    const user = userEvent.setup();
    renderAt('/');
    const toggle = await screen.findByRole('button', { name: 'Open menu' });
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).toBeNull();

    await user.click(toggle);
    const menu = within(screen.getByRole('navigation', { name: 'Mobile' }));
    expect(menu.getByRole('link', { name: 'FAQ' })).toBeTruthy();
    expect(toggle.getAttribute('aria-expanded')).toBe('true');

    await user.click(menu.getByRole('link', { name: 'Pricing' }));
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).toBeNull();
  });

  it('when the URL carries a section hash, then that section is scrolled into view', async () => {
    const scrolled: string[] = [];
    const scrollIntoView = vi.fn(function (this: HTMLElement) {
      scrolled.push(this.id);
    });
    Element.prototype.scrollIntoView = scrollIntoView;
    const user = userEvent.setup();
    renderAt('/#pricing');
    await waitFor(() => expect(scrolled).toEqual(['pricing']));

    await user.click(
      within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Features' }),
    );
    await waitFor(() => expect(scrolled).toEqual(['pricing', 'features']));
  });
});
