import { TEAMS_PLAN } from '@quarry/contracts/subscription';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { TeamsPlanFeatures, TeamsPlanPrice } from '@/modules/subscription/components/teams-plan-features';
import { useSubscriptionSetup } from '../hooks/use-subscription-setup';
import type { CardFailure } from '../utils/card-failure';
import { CardFailureAlert } from './card-failure-alert';
import { CardForm } from './card-form';

/** No access yet: the Teams plan and its card form (spec part 3, Subscribe). */
export function SetupView({
  onAlreadyActive,
  failure,
}: {
  onAlreadyActive: () => void;
  /** The last card attempt's failure (the card page's, back on /subscribe). */
  failure?: CardFailure | undefined;
}) {
  const setup = useSubscriptionSetup({ onAlreadyActive });
  return (
    <Card>
      <CardHeader>
        <CardTitle>Subscribe to {TEAMS_PLAN.name}</CardTitle>
        <CardDescription>Share reports with your teams, once or on a schedule.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-6">
        <TeamsPlanPrice />
        <TeamsPlanFeatures />
        {setup.error ? (
          <div className="flex flex-col items-start gap-3">
            <Alert variant="destructive">
              <AlertTitle className="col-start-1">{setup.error.title}</AlertTitle>
              <AlertDescription className="col-start-1">{setup.error.description}</AlertDescription>
            </Alert>
            <Button variant="outline" onClick={setup.retry}>
              Try Again
            </Button>
          </div>
        ) : setup.clientSecret ? (
          <>
            <CardFailureAlert failure={failure} />
            <CardForm clientSecret={setup.clientSecret} />
          </>
        ) : (
          <Spinner label="Preparing the card form" />
        )}
      </CardContent>
    </Card>
  );
}
