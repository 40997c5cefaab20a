import { PageHead } from '@/components/layouts/page-head';
import { AuthPageShell } from '@/features/auth/components/auth-page-shell';
import { UnsubscribeCard } from '@/features/unsubscribe/components/unsubscribe-card';

export function UnsubscribeRoute() {
  return (
    <>
      <PageHead title="Unsubscribe" description="Stop a shared report's e-mails." />
      <AuthPageShell>
        <UnsubscribeCard />
      </AuthPageShell>
    </>
  );
}
