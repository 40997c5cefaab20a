import { PageHead } from '@/components/layouts/page-head';
import { AuthPageShell } from '@/features/auth/components/auth-page-shell';
import { CallbackStatusCard } from '@/features/auth/components/callback-status-card';
import { useDriveCallback } from '@/features/auth/hooks/use-drive-callback';

const TITLES = {
  processing: 'Connecting Google Drive',
  success: 'Google Drive Connected',
  error: 'Google Drive Authorization Failed',
};

export function DriveCallbackRoute() {
  const view = useDriveCallback();
  return (
    <>
      <PageHead title="Connecting Google Drive" description="Completing your Google Drive authorization." />
      <AuthPageShell>
        <CallbackStatusCard
          view={view}
          titles={TITLES}
          processingText="Completing Google Drive authorization..."
          homeLabel="Return to Home"
        />
      </AuthPageShell>
    </>
  );
}
