import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { PageHead } from './page-head';

const meta = (key: string) =>
  document.head.querySelector<HTMLMetaElement>(`meta[name="${key}"], meta[property="${key}"]`)?.content;
const canonical = () => document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href;

function Faq() {
  return <PageHead title="FAQ" description="A" keywords={['x']} />;
}

function ContactUs() {
  return <PageHead title="Contact Us" description="Write to us." />;
}

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/faq', Component: Faq },
      { path: '/contact-us', Component: ContactUs },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

beforeEach(() => {
  document.head.innerHTML = '';
});

describe('PageHead', () => {
  it('when a page renders, then its title and tags are in the head and the canonical address is its own path', () => {
    renderAt('/contact-us');
    expect(document.title).toBe('Contact Us | Quarry');
    expect(meta('description')).toBe('Write to us.');
    expect(meta('og:title')).toBe('Contact Us | Quarry');
    expect(meta('twitter:card')).toBe('summary');
    expect(canonical()).toBe(`${window.location.origin}/contact-us`);
  });

  it('when the next page renders, then tags are replaced, not duplicated, and stale keywords go', async () => {
    const router = renderAt('/faq');
    expect(meta('keywords')).toBe('x');
    await act(() => router.navigate('/contact-us'));
    expect(document.title).toBe('Contact Us | Quarry');
    expect(document.head.querySelectorAll('title')).toHaveLength(1);
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(document.head.querySelectorAll('link[rel="canonical"]')).toHaveLength(1);
    expect(meta('description')).toBe('Write to us.');
    expect(meta('keywords')).toBeUndefined();
    expect(meta('og:url')).toBe(`${window.location.origin}/contact-us`);
  });
});
