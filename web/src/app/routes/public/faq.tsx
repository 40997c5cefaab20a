import { PageHead } from '@/components/layouts/page-head';
import { PublicLayout } from '@/components/layouts/public-layout';
import { paths } from '@/config/paths';
import { FaqAccordion } from '@/features/faq/components/faq-accordion';
import { FaqContactPrompt } from '@/features/faq/components/faq-contact-prompt';
import { faqSections } from '@/features/faq/faq-sections';

export function FaqRoute() {
  return (
    <>
      <PageHead
        title="Frequently Asked Questions"
        description="Answers about Quarry: getting started, Google Drive access, encryption, pricing, AI costs, supported files and reports."
        keywords={['Quarry FAQ', 'Gemini API key', 'Google Drive permissions', 'AI cost', 'pricing']}
        path={paths.faq.getHref()}
      />
      <PublicLayout>
        <div className="mx-auto max-w-3xl px-4 py-12 sm:py-16">
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Frequently Asked Questions</h1>
          <p className="mt-3 text-muted-foreground">
            Everything about getting started, security, costs and how Quarry works.
          </p>
          <div className="mt-10">
            <FaqAccordion sections={faqSections} />
          </div>
          <FaqContactPrompt />
        </div>
      </PublicLayout>
    </>
  );
}
