import { PageHead } from '@/components/layouts/page-head';
import { ReportMonitoringScreen } from '@/features/admin/components/report-monitoring-screen';

export function ReportMonitoringRoute() {
  return (
    <>
      <PageHead title="Report Monitoring" description="Every user's report runs." />
      <ReportMonitoringScreen />
    </>
  );
}
