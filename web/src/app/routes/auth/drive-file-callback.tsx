import { PageHead } from '@/components/layouts/page-head';
import { AuthPageShell } from '@/features/auth/components/auth-page-shell';
import { CallbackStatusCard } from '@/features/auth/components/callback-status-card';
import { useDriveFileCallback } from '@/features/auth/hooks/use-drive-file-callback';

const TITLES = {
  processing: 'Connecting Google Docs',
  success: 'Google Docs Connected',
  error: 'Google Docs Authorization Failed',
};

/** /drive-file-callback: Google's return from the Google Docs (`drive.file`) authorization. */
export function DriveFileCallbackRoute() {
  const view = useDriveFileCallback();
  return (
    <>
      <PageHead title="Connecting Google Docs" description="Completing your Google Docs authorization." />
      <AuthPageShell>
        <CallbackStatusCard
          view={view}
          titles={TITLES}
          processingText="Completing Google Docs authorization..."
          homeLabel="Return to Home"
        />
      </AuthPageShell>
    </>
  );
}
