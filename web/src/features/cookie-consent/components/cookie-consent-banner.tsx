import { Cookie } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useBannerSpace } from '../hooks/use-banner-space';
import { useCookieConsent } from '../hooks/use-cookie-consent';
import { ConsentSwitch } from './consent-switch';

/** Asks for cookie consent on the public pages until the visitor has chosen. */
export function CookieConsentBanner() {
  const { visible, acceptAll, save } = useCookieConsent();
  const [view, setView] = useState<'summary' | 'settings'>('summary');
  const [analytics, setAnalytics] = useState(false);
  const [marketing, setMarketing] = useState(false);
  const banner = useBannerSpace();

  if (!visible) return null;

  return (
    <section
      ref={banner}
      aria-label="Cookie consent"
      className="fixed inset-x-0 bottom-0 z-50 max-h-[85vh] overflow-y-auto border-t bg-background p-4 shadow-lg sm:inset-x-auto sm:right-4 sm:bottom-4 sm:max-w-md sm:rounded-lg sm:border"
    >
      <div className="flex items-center gap-2">
        <Cookie className="size-5" aria-hidden="true" />
        <h2 className="font-semibold">{view === 'summary' ? 'We use cookies' : 'Cookie Settings'}</h2>
      </div>
      {view === 'summary' ? (
        <>
          <p className="mt-2 text-sm text-muted-foreground">
            Essential cookies keep you signed in. With your permission we would also use analytics and
            marketing cookies. See our{' '}
            <Link to={paths.privacyPolicy.getHref()} className="underline underline-offset-2">
              Privacy Policy
            </Link>
            .
          </p>
          <div className="mt-4 flex flex-col gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={() => setView('settings')}>
              Cookie Settings
            </Button>
            <Button onClick={acceptAll}>Accept All</Button>
          </div>
        </>
      ) : (
        <>
          <div className="mt-2 divide-y">
            <ConsentSwitch
              id="cookie-essential"
              label="Essential"
              description="Needed for sign-in and security. Always on."
              checked
              disabled
            />
            <ConsentSwitch
              id="cookie-analytics"
              label="Analytics"
              description="Help us understand how the site is used."
              checked={analytics}
              onCheckedChange={setAnalytics}
            />
            <ConsentSwitch
              id="cookie-marketing"
              label="Marketing"
              description="Let us measure our advertising."
              checked={marketing}
              onCheckedChange={setMarketing}
            />
          </div>
          <div className="mt-4 flex flex-col gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={() => setView('summary')}>
              Back
            </Button>
            <Button onClick={() => save({ analytics, marketing })}>Save Preferences</Button>
          </div>
        </>
      )}
    </section>
  );
}
