import { PageHead } from '@/components/layouts/page-head';
import { PublicLayout } from '@/components/layouts/public-layout';
import { Card, CardContent } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { ContactForm } from '@/features/contact/components/contact-form';
import { ContactInfoCards } from '@/features/contact/components/contact-info-cards';

export function ContactUsRoute() {
  return (
    <>
      <PageHead
        title="Contact Us"
        description="Questions, feedback or feature requests for Quarry? Send us a message; we respond within 24 hours."
        keywords={['contact Quarry', 'support', 'feature request']}
        path={paths.contactUs.getHref()}
      />
      <PublicLayout>
        <div className="mx-auto max-w-3xl px-4 py-12 sm:py-16">
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Contact Us</h1>
          <p className="mt-3 text-muted-foreground">
            Have a question or an idea? Send us a message and we'll respond within 24 hours.
          </p>
          <div className="mt-8">
            <ContactInfoCards />
          </div>
          <Card className="mt-8">
            <CardContent className="pt-6">
              <ContactForm />
            </CardContent>
          </Card>
        </div>
      </PublicLayout>
    </>
  );
}
