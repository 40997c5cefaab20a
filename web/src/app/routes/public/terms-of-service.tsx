import { PageHead } from '@/components/layouts/page-head';
import { PublicLayout } from '@/components/layouts/public-layout';
import { paths } from '@/config/paths';
import { LegalDocument } from '@/features/legal/components/legal-document';
import { TermsOfServiceContent } from '@/features/legal/components/terms-of-service-content';

export function TermsOfServiceRoute() {
  return (
    <>
      <PageHead
        title="Terms of Service"
        description="The terms for using Quarry: your account, your AI key and costs, plans, payment and cancellation."
        keywords={['terms of service', 'subscription', 'cancellation']}
        path={paths.termsOfService.getHref()}
      />
      <PublicLayout>
        <LegalDocument
          title="Terms of Service"
          summary="The rules for using Quarry, written to be read: what we provide, what you are responsible for, and how plans and cancellation work."
        >
          <TermsOfServiceContent />
        </LegalDocument>
      </PublicLayout>
    </>
  );
}
