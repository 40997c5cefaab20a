import { BookOpen, Settings } from 'lucide-react';
import { Link } from 'react-router';
import { FooterLinks } from '@/components/layouts/footer-links';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useLaunchCheck } from '../hooks/use-launch-check';
import { LaunchCard } from './launch-card';
import { SetupStatusCard } from './setup-status-card';

// docs/architecture/spec-gaps.md: these lead somewhere, where the spec's did nothing.
const footerLinks = [
  { label: 'Privacy Policy', href: paths.privacyPolicy.getHref() },
  { label: 'Terms of Service', href: paths.termsOfService.getHref() },
  { label: 'Support', href: paths.contactUs.getHref() },
];

/** /streamlit: checks the person's setup, then offers to open the analytics interface. */
export function StreamlitLaunchScreen() {
  const view = useLaunchCheck();
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6">
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div className="flex min-w-0 flex-col gap-1">
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Analytics</h1>
          <p className="text-muted-foreground">Your reports' runs, documents, tokens and costs in charts.</p>
        </div>
        <div className="flex gap-2">
          <Button asChild variant="outline" size="sm">
            <Link to={paths.settings.getHref()}>
              <Settings aria-hidden="true" />
              Settings
            </Link>
          </Button>
          <Button asChild variant="outline" size="sm">
            <Link to={paths.faq.getHref()}>
              <BookOpen aria-hidden="true" />
              Docs
            </Link>
          </Button>
        </div>
      </header>
      <SetupStatusCard view={view} />
      {view.status === 'complete' && <LaunchCard url={view.url} />}
      <footer className="border-t pt-4">
        <FooterLinks links={footerLinks} />
      </footer>
    </div>
  );
}
