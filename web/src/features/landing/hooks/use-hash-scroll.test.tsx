import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HASH_SCROLL_DELAY_MS, useHashScroll } from './use-hash-scroll';

let scrolled: string[];

beforeEach(() => {
  scrolled = [];
  Element.prototype.scrollIntoView = function (this: Element) {
    scrolled.push(this.id);
  };
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

function Page() {
  useHashScroll();
  return (
    <>
      <section id="features">Features</section>
      <section id="pricing">Pricing</section>
    </>
  );
}

function renderAt(path: string) {
  const router = createMemoryRouter([{ path: '/', Component: Page }], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

describe('useHashScroll', () => {
  it('when the page opens with a hash, then that section is scrolled to after 100 ms', () => {
    renderAt('/#pricing');
    act(() => {
      vi.advanceTimersByTime(HASH_SCROLL_DELAY_MS - 1);
    });
    expect(scrolled).toEqual([]);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(scrolled).toEqual(['pricing']);
  });

  it('when the page opens without a hash, then nothing scrolls', () => {
    renderAt('/');
    act(() => {
      vi.advanceTimersByTime(HASH_SCROLL_DELAY_MS * 10);
    });
    expect(scrolled).toEqual([]);
  });

  it('when the hash changes, or the same hash is followed again, then the page scrolls each time', async () => {
    const router = renderAt('/#pricing');
    act(() => {
      vi.advanceTimersByTime(HASH_SCROLL_DELAY_MS);
    });
    for (let click = 0; click < 2; click += 1) {
      await act(() => router.navigate('/#features'));
      act(() => {
        vi.advanceTimersByTime(HASH_SCROLL_DELAY_MS);
      });
    }
    expect(scrolled).toEqual(['pricing', 'features', 'features']);
  });
});
