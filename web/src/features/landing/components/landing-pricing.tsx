import { Check } from 'lucide-react';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { SignInButton } from './sign-in-button';

// The tiers of spec part 1, section 1.
const tiers = [
  {
    name: 'Single User / Creator',
    price: 'Free forever',
    items: [
      'Unlimited file queries',
      'Deep research reports',
      'Mobile dashboard',
      'Create and save your own reports',
      'Full Google Drive integration',
    ],
    signIn: 'Get Started',
  },
  {
    name: 'Team Member',
    price: 'Free forever',
    items: [
      'View scheduled reports from creators',
      'Run on-demand reports with your own AI key',
      'Receive notifications',
      'Free team dashboard',
    ],
    note: 'Join through an invitation from your team leader.',
  },
  {
    name: 'Teams / Team Leader',
    price: '$25 per month, cancel anytime',
    items: [
      'Everything above',
      'Create and manage teams',
      'Invite colleagues',
      'Save reports to share',
      'Schedule reports',
      'Share automatically with your teams',
    ],
    signIn: 'Get Started with Teams',
  },
];

export function LandingPricing() {
  return (
    <section id="pricing" className="scroll-mt-16 border-t px-4 py-16">
      <div className="mx-auto max-w-6xl">
        <h2 className="text-center text-3xl font-bold tracking-tight">Pricing</h2>
        <p className="mx-auto mt-3 max-w-2xl text-center text-muted-foreground">
          Your AI usage is billed by Google on your own key, with no markup from us.
        </p>
        <div className="mt-10 grid gap-6 lg:grid-cols-3">
          {tiers.map((tier) => (
            <Card key={tier.name} className="flex flex-col">
              <CardHeader>
                <CardTitle asChild>
                  <h3 className="text-xl">{tier.name}</h3>
                </CardTitle>
                <CardDescription className="text-base font-medium text-foreground">
                  {tier.price}
                </CardDescription>
              </CardHeader>
              <CardContent className="flex-1">
                <ul className="space-y-2 text-sm">
                  {tier.items.map((item) => (
                    <li key={item} className="flex gap-2">
                      <Check className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
                      {item}
                    </li>
                  ))}
                </ul>
              </CardContent>
              <CardFooter>
                {tier.signIn ? (
                  <SignInButton label={tier.signIn} variant="outline" className="w-full" />
                ) : (
                  <p className="text-sm text-muted-foreground">{tier.note}</p>
                )}
              </CardFooter>
            </Card>
          ))}
        </div>
        <p className="mx-auto mt-8 max-w-3xl text-center text-sm text-muted-foreground">
          Cancel anytime in your account settings or the billing portal, with no fee. Your plan runs to the
          end of the billing period, then your account returns to the free single-user plan; your data and
          reports are kept.
        </p>
      </div>
    </section>
  );
}
