import { AuthPageShell } from '@/features/auth/components/auth-page-shell';
import { LegacySignInCard } from '@/features/auth/components/legacy-sign-in-card';
import { useLegacySignIn } from '@/features/auth/hooks/use-legacy-sign-in';
import { usePageMetadata } from '@/hooks/use-page-metadata';

export function OAuthRoute() {
  usePageMetadata({
    title: 'Authentication',
    description: 'Sign in with Google, then add your Gemini API key.',
  });
  const view = useLegacySignIn();
  return (
    <AuthPageShell>
      <LegacySignInCard view={view} />
    </AuthPageShell>
  );
}
