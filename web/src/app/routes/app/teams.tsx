import { PageHead } from '@/components/layouts/page-head';
import { TeamsScreen } from '@/features/teams/components/teams-screen';

export function TeamsRoute() {
  return (
    <>
      <PageHead
        title="Teams"
        description="Create teams, invite members and see the reports shared with them."
      />
      <TeamsScreen />
    </>
  );
}
