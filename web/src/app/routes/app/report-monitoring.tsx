import { ReportMonitoringScreen } from '@/features/admin/components/report-monitoring-screen';
import { usePageMetadata } from '@/hooks/use-page-metadata';

export function ReportMonitoringRoute() {
  usePageMetadata({ title: 'Report Monitoring', description: "Every user's report runs." });
  return <ReportMonitoringScreen />;
}
