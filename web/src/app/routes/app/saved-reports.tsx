import { PageHead } from '@/components/layouts/page-head';
import { SavedReportsScreen } from '@/features/saved-reports/components/saved-reports-screen';

export function SavedReportsRoute() {
  return (
    <>
      <PageHead
        title="Saved Reports"
        description="Run, edit and manage the reports you saved from the chat."
      />
      <SavedReportsScreen />
    </>
  );
}
