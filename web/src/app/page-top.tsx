import { useLayoutEffect, useRef } from 'react';
import { Outlet, useLocation, useNavigationType } from 'react-router';

/**
 * The root route's layout: a page opened by a link or a redirect opens at its top. The router leaves
 * the window where it was, so after 'Delete my account' at the foot of /settings the landing page
 * opened far down (docs/decisions/web.md). Back and forward keep the browser's own restoration; a link to
 * an #anchor goes to its anchor; a change of query on the same page (a filter, a session) stays put.
 */
export function PageTop() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const shown = useRef(location.pathname);
  useLayoutEffect(() => {
    if (shown.current === location.pathname) return;
    shown.current = location.pathname;
    if (navigationType !== 'POP' && !location.hash) window.scrollTo({ top: 0, left: 0 });
  }, [location, navigationType]);
  return <Outlet />;
}
