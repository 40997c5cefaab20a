import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PageTop } from './page-top';

afterEach(() => vi.restoreAllMocks());

function pages() {
  const router = createMemoryRouter(
    [
      {
        Component: PageTop,
        children: [
          { path: '/settings', element: <h1>Settings</h1> },
          { path: '/', element: <h1>Home</h1> },
        ],
      },
    ],
    { initialEntries: ['/settings'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('a page change', () => {
  it('when a page sends the person to another (Delete my account to /), then the new page opens at its top', async () => {
    const router = pages();
    const scrolled = vi.spyOn(window, 'scrollTo');

    await act(() => router.navigate('/'));

    expect(await screen.findByRole('heading', { name: 'Home' })).toBeTruthy();
    expect(scrolled).toHaveBeenCalledWith({ top: 0, left: 0 });
  });

  it('when the person goes back, or only the query changes, then the page stays where the browser puts it', async () => {
    const router = pages();
    await act(() => router.navigate('/'));
    const scrolled = vi.spyOn(window, 'scrollTo');

    await act(() => router.navigate(-1));
    await act(() => router.navigate('/settings?tab=data'));

    expect(await screen.findByRole('heading', { name: 'Settings' })).toBeTruthy();
    expect(scrolled).not.toHaveBeenCalled();
  });
});
