import { QuotaHelpGuide } from '@/features/quota-help/components/quota-help-guide';
import { usePageMetadata } from '@/hooks/use-page-metadata';

export function QuotaHelpRoute() {
  usePageMetadata({
    title: 'Increase your Gemini Quota',
    description: 'Four steps to raise your Gemini API quota, and a budget alert to keep costs in check.',
  });
  // Outside the app shell, so the page gives itself the main landmark the shell would.
  return (
    <main className="min-h-screen bg-background">
      <QuotaHelpGuide />
    </main>
  );
}
