import { TeamsScreen } from '@/features/teams/components/teams-screen';
import { usePageMetadata } from '@/hooks/use-page-metadata';

export function TeamsRoute() {
  usePageMetadata({
    title: 'Teams',
    description: 'Create teams, invite members and see the reports shared with them.',
  });
  return <TeamsScreen />;
}
