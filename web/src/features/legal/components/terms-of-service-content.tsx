import { Link } from 'react-router';
import { paths } from '@/config/paths';

export function TermsOfServiceContent() {
  return (
    <>
      <UsingQuarry />
      <PlansAndEndings />
    </>
  );
}

/** Who may use Quarry, what it does, and what is asked of its users. */
function UsingQuarry() {
  return (
    <>
      <h2>Agreement</h2>
      <p>By using Quarry you agree to these terms. If you do not agree, please do not use the service.</p>

      <h2>Who can use Quarry</h2>
      <p>
        You must be at least 13 years old. You sign in with a Google account; keep it secure, as you are
        responsible for what is done with your Quarry account.
      </p>

      <h2>The service</h2>
      <p>
        Quarry searches the documents in your Google Drive, reads the ones you choose and writes AI-generated
        reports. Its access to your Drive is read-only: it lists files, reads their content and reads their
        metadata, and it never changes or deletes anything there.
      </p>

      <h2>Your AI key and AI costs</h2>
      <p>
        You bring your own Gemini API key. AI usage is billed to you by Google, under Google's terms, for what
        your key uses; Quarry adds no markup. Your key's quotas and rate limits apply to your reports. Quarry
        stores the key encrypted and uses it only for your reports.
      </p>

      <h2>Your content</h2>
      <p>
        Your documents and reports remain yours. You allow us to process them only to provide the service to
        you and to the teams you share with. Only use documents you have the right to use.
      </p>

      <h2>Acceptable use</h2>
      <ul>
        <li>Do not use Quarry for anything unlawful or to harm others.</li>
        <li>Do not try to break, overload or get around the security of the service.</li>
        <li>Do not access other people's data or accounts without their permission.</li>
      </ul>

      <h2>AI-generated reports</h2>
      <p>
        Reports are written by an AI model and can contain mistakes. Each finding cites its source so you can
        check it; check anything important before you rely on it. Reports are not professional advice.
      </p>
    </>
  );
}

/** Payment, ending, liability, changes and contact. */
function PlansAndEndings() {
  return (
    <>
      <h2>Plans, payment and cancellation</h2>
      <p>
        The Single User (Creator) and Team Member plans are free. The Teams plan costs $25 per month, billed
        through our payment processor, Stripe. You can cancel anytime in your account settings or the billing
        portal, with no fee. Cancellation takes effect at the end of the billing period, and there is no
        refund for the current period. Your account then returns to the free single-user plan; your data and
        reports are not deleted.
      </p>

      <h2>Ending your use</h2>
      <p>
        You can stop using Quarry at any time, and delete your account in your settings. When you delete your
        account, your data is deleted within 30 days; in practice it takes minutes. Deleting your account
        cancels your subscription at once, with no refund for the current period. The privacy policy says what
        is deleted and what is kept, and how to download your data first. We may suspend accounts that break
        these terms.
      </p>

      <h2>Disclaimers and liability</h2>
      <p>
        The service is provided as it is. To the extent the law allows, we are not liable for indirect or
        consequential losses, and our total liability is limited to what you paid us for the service.
      </p>

      <h2>Changes to these terms</h2>
      <p>We will give you 30 days' notice of significant changes to these terms, by e-mail or in the app.</p>

      <h2>Contact</h2>
      <p>
        Questions about these terms?{' '}
        <Link to={paths.contactUs.getHref()} className="underline underline-offset-2">
          Contact us
        </Link>
        .
      </p>
    </>
  );
}
