import { SettingsScreen } from '@/features/settings/components/settings-screen';
import { usePageMetadata } from '@/hooks/use-page-metadata';

export function SettingsRoute() {
  usePageMetadata({
    title: 'Chat Preferences',
    description: 'Retention, keywords, timezone and your system query.',
  });
  return <SettingsScreen />;
}
