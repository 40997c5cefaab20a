import { GRID_ANCHOR } from '@quarry/contracts/grid';
import { type RefObject, useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * A run's page opened at `#evidence-grid` (the e-mail's link to the grid): once the grid is on the
 * page, which is after the browser looked for the fragment, it is scrolled to and its heading takes
 * the focus, once per visit.
 */
export function useGridAnchor(heading: RefObject<HTMLElement | null>, ready: boolean, enabled: boolean) {
  const { hash } = useLocation();
  const done = useRef(false);
  const asked = enabled && hash === `#${GRID_ANCHOR}`;
  useEffect(() => {
    if (!asked || !ready || done.current || !heading.current) return;
    done.current = true;
    // jsdom has no scrollIntoView; a browser always does.
    heading.current.scrollIntoView?.({ block: 'start' });
    heading.current.focus({ preventScroll: true });
  }, [asked, ready, heading]);
}
