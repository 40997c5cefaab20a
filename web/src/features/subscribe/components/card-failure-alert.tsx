import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import type { CardFailure } from '../utils/card-failure';

/**
 * The last card attempt's failure, beside the card form (docs/decisions/web.md): a toast goes in five
 * seconds, before many have read why their card was declined; this stays until they try again.
 */
export function CardFailureAlert({ failure }: { failure: CardFailure | undefined }) {
  if (!failure) return null;
  return (
    <Alert variant="destructive" data-testid="card-failure">
      <AlertTitle className="col-start-1">{failure.title}</AlertTitle>
      <AlertDescription className="col-start-1">
        <p>{failure.description}</p>
        <p>Check the card's details and try again, or use another card.</p>
      </AlertDescription>
    </Alert>
  );
}
