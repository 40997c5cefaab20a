import { SavedReportsScreen } from '@/features/saved-reports/components/saved-reports-screen';
import { usePageMetadata } from '@/hooks/use-page-metadata';

export function SavedReportsRoute() {
  usePageMetadata({
    title: 'Saved Reports',
    description: 'Run, edit and manage the reports you saved from the chat.',
  });
  return <SavedReportsScreen />;
}
