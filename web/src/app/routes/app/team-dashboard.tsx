import { PageHead } from '@/components/layouts/page-head';
import { TeamDashboardScreen } from '@/features/team-dashboard/components/team-dashboard-screen';

export function TeamDashboardRoute() {
  return (
    <>
      <PageHead
        title="Team Dashboard"
        description="Reports shared with your teams, their runs and results."
      />
      <TeamDashboardScreen />
    </>
  );
}
