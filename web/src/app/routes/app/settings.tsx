import { PageHead } from '@/components/layouts/page-head';
import { DeleteAccountSection } from '@/features/account-data/components/delete-account-section';
import { DownloadDataCard } from '@/features/account-data/components/download-data-card';
import { SettingsScreen } from '@/features/settings/components/settings-screen';

export function SettingsRoute() {
  return (
    <>
      <PageHead title="Chat Preferences" description="Retention, keywords, timezone and your system query." />
      <SettingsScreen dataExport={<DownloadDataCard />} accountDeletion={<DeleteAccountSection />} />
    </>
  );
}
