import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** Spec part 1: a hash in the URL scrolls to that section after 100 ms (the page has rendered by then). */
export const HASH_SCROLL_DELAY_MS = 100;

export function useHashScroll(): void {
  // The key changes on every navigation, so a second click on the same link scrolls again.
  const { hash, key } = useLocation();
  useEffect(() => {
    if (!hash) return;
    const id = decodeURIComponent(hash.slice(1));
    const timer = setTimeout(() => {
      document.getElementById(id)?.scrollIntoView({ behavior: 'smooth' });
    }, HASH_SCROLL_DELAY_MS);
    return () => clearTimeout(timer);
  }, [hash, key]);
}
