import { TEAMS_PLAN } from '@quarry/contracts/subscription';
import { Check } from 'lucide-react';

/** What the Teams (Team Leader) plan adds: the landing page's, the plans page's and /subscribe's words. */
export const TEAMS_PLAN_FEATURES = [
  'Create teams and invite members by Gmail address',
  'Share saved reports with your teams',
  'Schedule reports daily, weekly or monthly, delivered by e-mail',
  'Team members join free and run shared reports with their own Gemini key',
] as const;

export function TeamsPlanPrice() {
  return (
    <p className="flex items-baseline gap-1">
      <span className="text-3xl font-bold">${TEAMS_PLAN.priceUsdPerMonth}</span>
      <span className="text-sm text-muted-foreground">a month, cancel anytime</span>
    </p>
  );
}

export function TeamsPlanFeatures() {
  return (
    <ul className="flex flex-col gap-2 text-sm">
      {TEAMS_PLAN_FEATURES.map((feature) => (
        <li key={feature} className="flex gap-2">
          <Check className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
          <span>{feature}</span>
        </li>
      ))}
    </ul>
  );
}
