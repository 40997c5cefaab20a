import { AuthPageShell } from '@/features/auth/components/auth-page-shell';
import { TeamJoinCard } from '@/features/auth/components/team-join-card';
import { usePageMetadata } from '@/hooks/use-page-metadata';

export function TeamJoinRoute() {
  usePageMetadata({
    title: 'Join a Team',
    description: 'Accept an invitation to a team on Quarry.',
  });
  return (
    <AuthPageShell>
      <TeamJoinCard />
    </AuthPageShell>
  );
}
