import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { usePageMetadata } from './use-page-metadata';

function Page() {
  usePageMetadata({ title: 'Contact Us', description: 'Write to us.' });
  return null;
}

describe('usePageMetadata', () => {
  it('when a page renders, then its title is set and the canonical address is its own path', async () => {
    const router = createMemoryRouter([{ path: '/contact-us', Component: Page }], {
      initialEntries: ['/contact-us'],
    });
    render(<RouterProvider router={router} />);
    expect(document.title).toBe('Contact Us | Quarry');
    expect(document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href).toBe(
      `${window.location.origin}/contact-us`,
    );
  });
});
