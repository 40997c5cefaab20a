import { PageHead } from '@/components/layouts/page-head';
import { AnalyticsScreen } from '@/features/analytics/components/analytics-screen';

export function AnalyticsRoute() {
  return (
    <>
      <PageHead
        title="Usage Analytics"
        description="Reports run, documents read, tokens and estimated cost over time."
      />
      <AnalyticsScreen />
    </>
  );
}
