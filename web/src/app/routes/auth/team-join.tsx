import { PageHead } from '@/components/layouts/page-head';
import { AuthPageShell } from '@/features/auth/components/auth-page-shell';
import { TeamJoinCard } from '@/features/auth/components/team-join-card';

export function TeamJoinRoute() {
  return (
    <>
      <PageHead title="Join a Team" description="Accept an invitation to a team on Quarry." />
      <AuthPageShell>
        <TeamJoinCard />
      </AuthPageShell>
    </>
  );
}
