import { Spinner } from '@/components/ui/spinner';
import { AuthPageShell } from '@/features/auth/components/auth-page-shell';
import { WelcomeCard } from '@/features/auth/components/welcome-card';
import { useLoginCheck } from '@/features/auth/hooks/use-login-check';
import { usePageMetadata } from '@/hooks/use-page-metadata';

export function LoginRoute() {
  usePageMetadata({
    title: 'Welcome',
    description: 'Sign in to Quarry with Google to research the documents in your Google Drive.',
  });
  const view = useLoginCheck();
  return (
    <AuthPageShell>
      {view.status === 'checking' ? (
        <div className="flex justify-center">
          <Spinner label="Checking your session" />
        </div>
      ) : (
        <WelcomeCard />
      )}
    </AuthPageShell>
  );
}
