import { PageHead } from '@/components/layouts/page-head';
import { MyReportsScreen } from '@/features/my-reports/components/my-reports-screen';

export function MyReportsRoute() {
  return (
    <>
      <PageHead title="My Reports" description="The history of your report runs and their results." />
      <MyReportsScreen />
    </>
  );
}
