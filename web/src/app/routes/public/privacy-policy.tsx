import { PageHead } from '@/components/layouts/page-head';
import { PublicLayout } from '@/components/layouts/public-layout';
import { paths } from '@/config/paths';
import { LegalDocument } from '@/features/legal/components/legal-document';
import { PrivacyPolicyContent } from '@/features/legal/components/privacy-policy-content';

export function PrivacyPolicyRoute() {
  return (
    <>
      <PageHead
        title="Privacy Policy"
        description="What Quarry collects, how your Drive access and AI key are used and protected, and your choices."
        keywords={['privacy policy', 'data protection', 'encryption', 'cookies']}
        path={paths.privacyPolicy.getHref()}
      />
      <PublicLayout>
        <LegalDocument
          title="Privacy Policy"
          summary="In short: Quarry reads your Drive only to write the reports you ask for, keeps your secrets encrypted, and never sells your data or shares it for marketing."
        >
          <PrivacyPolicyContent />
        </LegalDocument>
      </PublicLayout>
    </>
  );
}
