import { PageHead } from '@/components/layouts/page-head';
import { AuthPageShell } from '@/features/auth/components/auth-page-shell';
import { OnboardingCard } from '@/features/auth/components/onboarding-card';

export function OnboardingRoute() {
  return (
    <>
      <PageHead
        title="Get Started"
        description="Authorize Google Drive and add your Gemini API key to start using Quarry."
      />
      <AuthPageShell>
        <OnboardingCard />
      </AuthPageShell>
    </>
  );
}
