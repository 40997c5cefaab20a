import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, ExternalLink } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { checkSession } from '@/modules/account/api/check-session';
import { KeyTierNote } from '@/modules/account/components/free-tier-note';

const CLOUD_CONSOLE_URL = 'https://console.cloud.google.com/';
const BILLING_URL = 'https://console.cloud.google.com/billing';

function ExternalAnchor({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-flex items-center gap-1 text-blue-700 underline"
    >
      {children}
      <ExternalLink className="size-3" aria-hidden="true" />
    </a>
  );
}

const STEPS: { title: string; body: ReactNode }[] = [
  {
    title: 'Open the Google Cloud Console',
    body: (
      <>
        Go to the <ExternalAnchor href={CLOUD_CONSOLE_URL}>Google Cloud Console</ExternalAnchor> and sign in
        with the Google account that created your Gemini API key.
      </>
    ),
  },
  {
    title: 'Select the right project',
    body: 'Use the project picker at the top of the page to choose the project your Gemini API key belongs to (the one you named after Quarry when you created the key).',
  },
  {
    title: 'Open Billing',
    body: (
      <>
        Open the navigation menu and choose <ExternalAnchor href={BILLING_URL}>Billing</ExternalAnchor>.
      </>
    ),
  },
  {
    title: 'Link a billing account',
    body: 'Link an existing billing account to the project, or create one. Your Gemini quota rises as soon as the project is on a paid tier; Google bills you directly, with no markup from Quarry.',
  },
];

/** /quota-help: how to raise the Gemini quota (spec part 3, Quota guide). */
export function QuotaHelpGuide() {
  // Anyone may open the guide; a signed-in person's free key is named on it.
  const session = useQuery({ queryKey: ['quota-help', 'session'], queryFn: checkSession });
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-8">
      <Link
        to={paths.chatInterface.getHref()}
        className="inline-flex items-center gap-1 text-sm text-muted-foreground hover:text-foreground"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        Back to Chat
      </Link>
      <div>
        <h1 className="text-3xl font-bold tracking-tight">Increase your Gemini Quota</h1>
        <p className="text-muted-foreground">
          The free tier of the Gemini API allows only a limited number of requests a day. Four steps lift the
          limit.
        </p>
      </div>
      <KeyTierNote enabled={session.data === true} guideLink={false} />
      <ol className="flex flex-col gap-4">
        {STEPS.map((step, index) => (
          <li key={step.title}>
            <Card>
              <CardHeader>
                <CardTitle className="text-lg">
                  Step {index + 1}: {step.title}
                </CardTitle>
              </CardHeader>
              <CardContent className="text-sm leading-relaxed">{step.body}</CardContent>
            </Card>
          </li>
        ))}
      </ol>
      <Card className="border-blue-200 bg-blue-50">
        <CardHeader>
          <CardTitle className="text-lg">Recommended: set a budget alert</CardTitle>
          <CardDescription>
            In Billing, open Budgets & alerts and create a small budget, for example $5 or $10, with e-mail
            alerts at 50%, 90% and 100%.
          </CardDescription>
        </CardHeader>
        <CardContent className="text-sm">
          Budget alerts only notify you: they do not stop the service when the budget is reached.
        </CardContent>
      </Card>
    </div>
  );
}
