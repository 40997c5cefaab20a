import { useSyncExternalStore } from 'react';

/**
 * Tailwind's lg breakpoint (64rem): from here up the history's table (56rem) fits its card without
 * scrolling sideways, and the evidence grid's table shows its document column beside several
 * questions; below it, phones and narrow tablets get a list of cards in both.
 */
export const WIDE_SCREEN_QUERY = '(min-width: 64rem)';

const canMatch = () => typeof window !== 'undefined' && typeof window.matchMedia === 'function';

function subscribe(onChange: () => void): () => void {
  if (!canMatch()) return () => {};
  const query = window.matchMedia(WIDE_SCREEN_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

// Without media queries (no window, or a DOM without layout) there is no screen width to go by; the
// table is the complete view, so it is the one to fall back on.
const isWide = () => (canMatch() ? window.matchMedia(WIDE_SCREEN_QUERY).matches : true);

/**
 * Whether the screen is at least as wide as the lg breakpoint, following changes (a phone turned
 * sideways, a window resized). Only one of the two layouts is rendered, so assistive technology and
 * tests meet each execution once.
 */
export function useWideScreen(): boolean {
  return useSyncExternalStore(subscribe, isWide, () => true);
}
