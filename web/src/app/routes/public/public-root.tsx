import { Outlet } from 'react-router';
import { CookieConsentBanner } from '@/features/cookie-consent/components/cookie-consent-banner';

/** Layout route of the public pages: the page, plus the cookie banner (spec part 1). */
export function PublicRoot() {
  return (
    <>
      <Outlet />
      <CookieConsentBanner />
    </>
  );
}
