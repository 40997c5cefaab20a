import { PageHead } from '@/components/layouts/page-head';
import { AuthPageShell } from '@/features/auth/components/auth-page-shell';
import { LegacySignInCard } from '@/features/auth/components/legacy-sign-in-card';
import { useLegacySignIn } from '@/features/auth/hooks/use-legacy-sign-in';

export function OAuthRoute() {
  const view = useLegacySignIn();
  return (
    <>
      <PageHead title="Authentication" description="Sign in with Google, then add your Gemini API key." />
      <AuthPageShell>
        <LegacySignInCard view={view} />
      </AuthPageShell>
    </>
  );
}
