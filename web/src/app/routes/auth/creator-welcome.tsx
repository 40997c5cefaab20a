import { AuthPageShell } from '@/features/auth/components/auth-page-shell';
import { CreatorWelcomeCard } from '@/features/auth/components/creator-welcome-card';
import { usePageMetadata } from '@/hooks/use-page-metadata';

export function CreatorWelcomeRoute() {
  usePageMetadata({
    title: 'Become a Creator',
    description: 'Connect Google Drive and add your Gemini key to research your own documents.',
  });
  return (
    <AuthPageShell>
      <CreatorWelcomeCard />
    </AuthPageShell>
  );
}
