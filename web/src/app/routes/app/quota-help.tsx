import { PageHead } from '@/components/layouts/page-head';
import { QuotaHelpGuide } from '@/features/quota-help/components/quota-help-guide';

export function QuotaHelpRoute() {
  // Outside the app shell, so the page gives itself the main landmark the shell would.
  return (
    <>
      <PageHead
        title="Increase your Gemini Quota"
        description="Four steps to raise your Gemini API quota, and a budget alert to keep costs in check."
      />
      <main className="min-h-screen bg-background">
        <QuotaHelpGuide />
      </main>
    </>
  );
}
