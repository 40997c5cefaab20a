import { PageHead } from '@/components/layouts/page-head';
import { SettingsScreen } from '@/features/settings/components/settings-screen';

export function SettingsRoute() {
  return (
    <>
      <PageHead title="Chat Preferences" description="Retention, keywords, timezone and your system query." />
      <SettingsScreen />
    </>
  );
}
