import { AuthPageShell } from '@/features/auth/components/auth-page-shell';
import { OnboardingCard } from '@/features/auth/components/onboarding-card';
import { usePageMetadata } from '@/hooks/use-page-metadata';

export function OnboardingRoute() {
  usePageMetadata({
    title: 'Get Started',
    description: 'Authorize Google Drive and add your Gemini API key to start using Quarry.',
  });
  return (
    <AuthPageShell>
      <OnboardingCard />
    </AuthPageShell>
  );
}
