import { PageHead } from '@/components/layouts/page-head';
import { DeleteAccountSection } from '@/features/account-data/components/delete-account-section';
import { DownloadDataCard } from '@/features/account-data/components/download-data-card';
import { SettingsScreen } from '@/features/settings/components/settings-screen';

export function SettingsRoute() {
  return (
    <>
      <PageHead
        title="Settings"
        description="Your chat preferences, how your keys are kept, your data, and the danger zone."
      />
      <SettingsScreen dataExport={<DownloadDataCard />} accountDeletion={<DeleteAccountSection />} />
    </>
  );
}
