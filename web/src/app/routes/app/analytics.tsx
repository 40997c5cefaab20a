import { AnalyticsScreen } from '@/features/analytics/components/analytics-screen';
import { usePageMetadata } from '@/hooks/use-page-metadata';

export function AnalyticsRoute() {
  usePageMetadata({
    title: 'Usage Analytics',
    description: 'Reports run, documents read, tokens and estimated cost over time.',
  });
  return <AnalyticsScreen />;
}
