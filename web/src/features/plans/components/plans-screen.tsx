import { TEAMS_PLAN } from '@quarry/contracts/subscription';
import { Check } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { useSubscriptionStatus } from '@/modules/subscription/api/get-subscription-status';
import { TeamsPlanFeatures, TeamsPlanPrice } from '@/modules/subscription/components/teams-plan-features';

const FREE_TIERS = [
  {
    name: 'Creator',
    description: 'Research your own Google Drive with your own Gemini key.',
    features: [
      'Ask questions and get cited reports',
      'Every document type, read in full',
      'Save, re-run and run reports in the background',
    ],
  },
  {
    name: 'Team Member',
    description: 'Join the teams you are invited to.',
    features: [
      'See the reports shared with your teams',
      'Run on-demand reports with your own Gemini key',
      'See each shared report’s history',
    ],
  },
] as const;

function FeatureList({ features }: { features: readonly string[] }) {
  return (
    <ul className="flex flex-col gap-2 text-sm">
      {features.map((feature) => (
        <li key={feature} className="flex gap-2">
          <Check className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
          <span>{feature}</span>
        </li>
      ))}
    </ul>
  );
}

/**
 * /upgrade, the plans page (docs/architecture/spec-gaps.md): the product's real tiers. Creator and Team Member
 * are free; Team Leader is the Teams plan, bought on /subscribe. The AI itself is paid with the
 * person's own Gemini key on every tier.
 */
export function PlansScreen() {
  const status = useSubscriptionStatus();
  const subscribed = status.data?.hasAccess === true;
  return (
    <div className="mx-auto flex w-full min-w-0 max-w-5xl flex-col gap-6">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight">Plans</h1>
        <p className="text-sm text-muted-foreground">
          Quarry is free for your own research. Teams and sharing are ${TEAMS_PLAN.priceUsdPerMonth} a month.
        </p>
      </div>
      <div className="grid gap-4 md:grid-cols-3">
        {FREE_TIERS.map((tier) => (
          <Card key={tier.name} role="group" aria-label={tier.name} className="flex flex-col">
            <CardHeader>
              <CardTitle>{tier.name}</CardTitle>
              <CardDescription>{tier.description}</CardDescription>
            </CardHeader>
            <CardContent className="flex flex-1 flex-col gap-4">
              <p className="flex items-baseline gap-1">
                <span className="text-3xl font-bold">$0</span>
                <span className="text-sm text-muted-foreground">forever</span>
              </p>
              <FeatureList features={tier.features} />
            </CardContent>
          </Card>
        ))}
        <Card role="group" aria-label={TEAMS_PLAN.name} className="flex flex-col border-primary">
          <CardHeader>
            <div className="flex items-center justify-between gap-2">
              <CardTitle>{TEAMS_PLAN.name}</CardTitle>
              {subscribed ? <Badge>Your plan</Badge> : null}
            </div>
            <CardDescription>Lead teams and share reports, once or on a schedule.</CardDescription>
          </CardHeader>
          <CardContent className="flex flex-1 flex-col gap-4">
            <TeamsPlanPrice />
            <TeamsPlanFeatures />
          </CardContent>
          <CardFooter>
            <Button asChild className="w-full">
              <Link to={paths.subscribe.getHref()}>{subscribed ? 'Manage Subscription' : 'Subscribe'}</Link>
            </Button>
          </CardFooter>
        </Card>
      </div>
      <p className="text-xs text-muted-foreground">
        On every plan the AI is paid with your own Gemini API key, directly to Google. See what your reports
        cost in{' '}
        <Link to={paths.streamlit.getHref()} className="underline underline-offset-4 hover:text-foreground">
          usage analytics
        </Link>
        .
      </p>
    </div>
  );
}
