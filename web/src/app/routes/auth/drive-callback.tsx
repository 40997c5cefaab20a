import { AuthPageShell } from '@/features/auth/components/auth-page-shell';
import { CallbackStatusCard } from '@/features/auth/components/callback-status-card';
import { useDriveCallback } from '@/features/auth/hooks/use-drive-callback';
import { usePageMetadata } from '@/hooks/use-page-metadata';

const TITLES = {
  processing: 'Connecting Google Drive',
  success: 'Google Drive Connected',
  error: 'Google Drive Authorization Failed',
};

export function DriveCallbackRoute() {
  usePageMetadata({
    title: 'Connecting Google Drive',
    description: 'Completing your Google Drive authorization.',
  });
  const view = useDriveCallback();
  return (
    <AuthPageShell>
      <CallbackStatusCard
        view={view}
        titles={TITLES}
        processingText="Completing Google Drive authorization..."
        homeLabel="Return to Home"
      />
    </AuthPageShell>
  );
}
