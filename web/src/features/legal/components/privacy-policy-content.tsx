import { DATA_EXPORT_HOURS } from '@quarry/contracts/account-data';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

export function PrivacyPolicyContent() {
  return (
    <>
      <WhatWeCollect />
      <HowWeHandleData />
      <KeepingAndDeleting />
      <YourChoices />
    </>
  );
}

/** What Quarry collects and the access it is given. */
function WhatWeCollect() {
  return (
    <>
      <h2>What we collect</h2>
      <ul>
        <li>From your Google sign-in: your name, e-mail address and profile picture.</li>
        <li>
          The authorization that lets Quarry read your Google Drive, and your Gemini API key. Both are stored
          encrypted.
        </li>
        <li>
          What you create in Quarry: your questions, chat history, saved reports, report results and the
          findings drawn from your documents, your team memberships and your settings.
        </li>
        <li>
          For the paid plan, a reference to your customer record and the status of your subscription. Card
          details go to our payment processor, Stripe, and never reach us.
        </li>
        <li>Messages you send us through the contact form: your name, e-mail, subject and message.</li>
      </ul>

      <h2>Access to your Google Drive</h2>
      <p>
        Quarry asks Google for two Drive permissions, by these exact names. The first,{' '}
        <code>https://www.googleapis.com/auth/drive.readonly</code> (Google words it "See and download all
        your Google Drive files"), is read-only: Quarry lists your files, in My Drive, shared with you and in
        the shared drives you are a member of, reads their content and reads their metadata. It uses that
        access only to search for and read the documents behind the reports you run, including reports you
        schedule. When you set a report to watch for changes, Quarry also reads your Drive's list of recent
        changes (which files were added, edited or removed) every few minutes, to know when to run it again;
        it keeps only its place in that list.
      </p>
      <p>
        The second, <code>https://www.googleapis.com/auth/drive.file</code> ("See, edit, create, and delete
        only the specific Google Drive files you use with this app"), is asked for only when you first save a
        report to Google Docs: with it Quarry creates that document, and its folder, in the place you choose,
        and can touch nothing else. Quarry never changes, shares or deletes your own files. You can revoke
        either permission at any time in your Google account settings.
      </p>

      <h2>Your own AI key</h2>
      <p>
        Quarry works with a Gemini API key that you create in your own Google account. To write a report, the
        text of the documents you selected is sent to Google's Gemini API with your key, under your own
        agreement with Google, and Google bills you directly. We add no markup and use your key for nothing
        but your reports.
      </p>
    </>
  );
}

/** How the data is protected, used, shared, and what the browser keeps. */
function HowWeHandleData() {
  return (
    <>
      <h2>How we protect your data</h2>
      <p>
        Your secrets are encrypted at rest with per-user keys using a cloud key service: each user has their
        own AES-256-GCM data key, which is itself encrypted by a cloud key-management service. All traffic
        uses HTTPS. If a breach affects your data, we will tell you within 72 hours of learning about it.
      </p>

      <h2>How we use and share data</h2>
      <p>
        We use your data to run the service for you: to answer your questions, keep your reports, send the
        e-mails you ask for (such as a report being ready or a team invitation), answer your messages and
        handle billing. We do not sell your data and we do not share it for marketing.
      </p>
      <p>
        We share data only with the providers that run parts of the service for us (Google for sign-in, Drive,
        Gemini, hosting and reCAPTCHA; Stripe for payments; SendGrid for e-mail), with the members of teams
        you choose to share reports with, and where the law requires it.
      </p>

      <h2>Cookies and local storage</h2>
      <p>
        We use one essential cookie to keep you signed in; it cannot be turned off while you use the service.
        Your cookie choices are kept in your browser's local storage. Analytics and marketing cookies are only
        used if you allow them in the cookie banner; to choose again, clear this site's data in your browser.
        The contact form is protected by Google reCAPTCHA, which is subject to Google's privacy policy and
        terms.
      </p>
    </>
  );
}

/** How long data is kept, and what deleting the account removes and keeps. */
function KeepingAndDeleting() {
  return (
    <>
      <h2>How long we keep data</h2>
      <p>
        Chat history and report results are kept for the periods set in your settings. You can delete your
        stored keys at any time. When you delete your account, your data is deleted within 30 days.
      </p>

      <h2>Deleting your account</h2>
      <p>
        You can delete your account yourself: in your settings, under Danger Zone, choose Delete my account
        and type your e-mail address to confirm. You are signed out everywhere at once, and the deletion
        usually finishes within minutes, well inside the 30 days we promise.
      </p>
      <p>
        What is deleted: your profile and settings, your chats, saved reports, report runs with their results
        and findings, the text Quarry keeps from your documents to avoid reading them twice, the reports
        delivered to you, your usage records, pending invitations to your address and your stored keys (your
        encryption key is destroyed, so nothing encrypted with it can be read again). Teams you alone
        administer are deleted with the reports shared in them, and their members are told by e-mail; you are
        removed from other teams. Your subscription is cancelled at once, without a refund for the current
        period, and your saved payment methods are removed from your customer record at Stripe.
      </p>
      <p>
        What is kept, and why: your e-mail address only, in two places. In the administrators' audit log,
        where it names the account an administrative action concerned, so that those actions stay accountable.
        And in our records of payment events, which we need to handle each event from Stripe exactly once and
        to keep the accounting and tax records the law requires. Stripe also keeps its own records of your
        payments, as the law requires it to.
      </p>
      <p>Signing in again later with the same Google account starts a new, empty account.</p>
    </>
  );
}

/** Taking the data away, the rights it carries, and whom to ask. */
function YourChoices() {
  return (
    <>
      <h2>Taking your data with you</h2>
      <p>
        In your settings, Download my data builds a zip of everything you have in Quarry: your profile and
        settings, your chats with their messages, saved reports, report runs with their reports and document
        lists, the teams you administer with their members, the reports shared with you, and your usage, as
        JSON, with each report also as a Markdown file. It holds no keys or other secrets, and nothing about
        other people beyond what Quarry already shows you. The download is available for {DATA_EXPORT_HOURS}{' '}
        hours, then deleted.
      </p>

      <h2>Your rights</h2>
      <p>
        You can download your data and delete your account yourself, in your settings. You can also ask to
        see, correct, export or delete your personal data, and object to how we use it, as the GDPR and
        similar laws provide. Contact us and we will respond.
      </p>

      <h2>Children</h2>
      <p>
        Quarry is not for children. You must be at least 13 years old to use it, and we do not knowingly
        collect data from anyone younger.
      </p>

      <h2>Changes to this policy</h2>
      <p>
        We will give you at least 30 days' notice of significant changes to this policy, by e-mail or in the
        app.
      </p>

      <h2>Contact</h2>
      <p>
        Questions about privacy?{' '}
        <Link to={paths.contactUs.getHref()} className="underline underline-offset-2">
          Contact us
        </Link>
        .
      </p>
    </>
  );
}
