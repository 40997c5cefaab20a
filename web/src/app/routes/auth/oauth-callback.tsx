import { PageHead } from '@/components/layouts/page-head';
import { AuthPageShell } from '@/features/auth/components/auth-page-shell';
import { CallbackStatusCard } from '@/features/auth/components/callback-status-card';
import { useSignInCallback } from '@/features/auth/hooks/use-sign-in-callback';

const TITLES = {
  processing: 'Signing you in',
  success: 'Authentication Successful',
  error: 'Authentication Failed',
};

export function OAuthCallbackRoute() {
  const view = useSignInCallback();
  return (
    <>
      <PageHead title="Signing In" description="Completing your Google sign-in." />
      <AuthPageShell>
        <CallbackStatusCard
          view={view}
          titles={TITLES}
          processingText="Completing authentication..."
          homeLabel="Try Again"
        />
      </AuthPageShell>
    </>
  );
}
