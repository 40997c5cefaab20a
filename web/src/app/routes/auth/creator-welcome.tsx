import { PageHead } from '@/components/layouts/page-head';
import { AuthPageShell } from '@/features/auth/components/auth-page-shell';
import { CreatorWelcomeCard } from '@/features/auth/components/creator-welcome-card';

export function CreatorWelcomeRoute() {
  return (
    <>
      <PageHead
        title="Become a Creator"
        description="Connect Google Drive and add your Gemini key to research your own documents."
      />
      <AuthPageShell>
        <CreatorWelcomeCard />
      </AuthPageShell>
    </>
  );
}
