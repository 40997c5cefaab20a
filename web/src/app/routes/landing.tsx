import { LandingFeatures } from '@/features/landing/components/landing-features';
import { LandingFooter } from '@/features/landing/components/landing-footer';
import { LandingHeader } from '@/features/landing/components/landing-header';
import { LandingHero } from '@/features/landing/components/landing-hero';
import { LandingPricing } from '@/features/landing/components/landing-pricing';
import { useHashScroll } from '@/features/landing/hooks/use-hash-scroll';
import { usePageMetadata } from '@/hooks/use-page-metadata';

export function LandingRoute() {
  usePageMetadata({
    title: 'AI research over your Google Drive',
    description:
      'Ask questions about the documents in your Google Drive and get a cited report, written with your own Gemini key.',
    keywords: ['AI research', 'Google Drive', 'Gemini', 'document search', 'reports'],
    path: '/',
  });
  useHashScroll();
  return (
    <div className="flex min-h-screen flex-col">
      <LandingHeader />
      <main className="flex-1">
        <LandingHero />
        <LandingFeatures />
        <LandingPricing />
      </main>
      <LandingFooter />
    </div>
  );
}
