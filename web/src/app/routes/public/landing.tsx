import { PageHead } from '@/components/layouts/page-head';
import { PublicLayout } from '@/components/layouts/public-layout';
import { LandingCallToAction } from '@/features/landing/components/landing-call-to-action';
import { LandingFeatures } from '@/features/landing/components/landing-features';
import { LandingHero } from '@/features/landing/components/landing-hero';
import { LandingHowItWorks } from '@/features/landing/components/landing-how-it-works';
import { LandingPlanCards } from '@/features/landing/components/landing-plan-cards';
import { LandingPricing } from '@/features/landing/components/landing-pricing';
import { LandingSecurity } from '@/features/landing/components/landing-security';
import { SignInButton } from '@/features/landing/components/sign-in-button';
import { useHashScroll } from '@/features/landing/hooks/use-hash-scroll';

export function LandingRoute() {
  useHashScroll();
  return (
    <>
      <PageHead
        title="AI research over your Google Drive"
        description="Ask questions about the documents in your Google Drive and get a cited report, written with your own Gemini key."
        keywords={['AI research', 'Google Drive', 'Gemini', 'document search', 'reports']}
        path="/"
      />
      <PublicLayout headerAction={<SignInButton label="Get Started" size="sm" />}>
        <LandingHero />
        <LandingPlanCards />
        <LandingFeatures />
        <LandingSecurity />
        <LandingHowItWorks />
        <LandingPricing />
        <LandingCallToAction />
      </PublicLayout>
    </>
  );
}
