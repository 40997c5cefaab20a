import { AuthPageShell } from '@/features/auth/components/auth-page-shell';
import { UnsubscribeCard } from '@/features/unsubscribe/components/unsubscribe-card';
import { usePageMetadata } from '@/hooks/use-page-metadata';

export function UnsubscribeRoute() {
  usePageMetadata({
    title: 'Unsubscribe',
    description: "Stop a shared report's e-mails.",
  });
  return (
    <AuthPageShell>
      <UnsubscribeCard />
    </AuthPageShell>
  );
}
