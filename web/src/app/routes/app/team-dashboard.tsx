import { TeamDashboardScreen } from '@/features/team-dashboard/components/team-dashboard-screen';
import { usePageMetadata } from '@/hooks/use-page-metadata';

export function TeamDashboardRoute() {
  usePageMetadata({
    title: 'Team Dashboard',
    description: 'Reports shared with your teams, their runs and results.',
  });
  return <TeamDashboardScreen />;
}
