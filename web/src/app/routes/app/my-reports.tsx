import { MyReportsScreen } from '@/features/my-reports/components/my-reports-screen';
import { usePageMetadata } from '@/hooks/use-page-metadata';

export function MyReportsRoute() {
  usePageMetadata({ title: 'My Reports', description: 'The history of your report runs and their results.' });
  return <MyReportsScreen />;
}
