import { Link, useSearchParams } from 'react-router';
import { PageHead } from '@/components/layouts/page-head';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { AuthPageShell } from '@/features/auth/components/auth-page-shell';
import { WelcomeCard } from '@/features/auth/components/welcome-card';
import { useLoginCheck } from '@/features/auth/hooks/use-login-check';
import { RETURN_TO_PARAM, safeReturnPath } from '@/features/auth/utils/return-path';

export function LoginRoute() {
  // A link opened while signed out comes back here as ?returnTo=; only a path of this app is kept.
  const [search] = useSearchParams();
  const returnTo = safeReturnPath(search.get(RETURN_TO_PARAM));
  const view = useLoginCheck(returnTo);
  return (
    <>
      <PageHead
        title="Welcome"
        description="Sign in to Quarry with Google to research the documents in your Google Drive."
      />
      <AuthPageShell>
        {view.status === 'checking' ? (
          <div className="flex justify-center">
            <Spinner label="Checking your session" />
          </div>
        ) : (
          <WelcomeCard returnTo={returnTo} />
        )}
        <p className="mt-4 text-center text-sm">
          <Link to={paths.home.getHref()} className="text-muted-foreground underline underline-offset-4">
            Back to Home
          </Link>
        </p>
      </AuthPageShell>
    </>
  );
}
