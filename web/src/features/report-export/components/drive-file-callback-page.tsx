import { useSearchParams } from 'react-router';
import { PageHead } from '@/components/layouts/page-head';
import { AuthPageShell } from '@/features/auth/components/auth-page-shell';
import { CallbackStatusCard } from '@/features/auth/components/callback-status-card';
import { readCallbackParams } from '@/features/auth/flows/callback-params';
import { type CallbackView, PROCESSING } from '@/features/auth/flows/callback-view';
import { useFlow } from '@/hooks/use-flow';
import { runDriveFileCallback } from '../flows/drive-file-callback';

const TITLES = {
  processing: 'Connecting Google Docs',
  success: 'Google Docs Connected',
  error: 'Google Docs Authorization Failed',
};

/** /drive-file-callback: the return page of the Google Docs authorization. */
export function DriveFileCallbackPage() {
  const [search] = useSearchParams();
  const view = useFlow<CallbackView>(PROCESSING, (context) =>
    runDriveFileCallback(readCallbackParams(search), context),
  );
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
