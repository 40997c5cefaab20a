import type { FlaggedClaim } from '@quarry/contracts/report';
import { TriangleAlert } from 'lucide-react';
import { useId } from 'react';
import { Alert, AlertDescription } from '@/components/ui/alert';

/**
 * The claims the sanity check could not match to their cited sources (docs/architecture/evidence.md), as a
 * warning box. A labelled region rather than an alert: it is part of the report, not news, so a
 * screen reader finds it in the page's regions instead of hearing it announced on load.
 */
export function FlaggedClaims({ claims }: { claims: FlaggedClaim[] }) {
  const titleId = useId();
  return (
    <Alert
      role="region"
      aria-labelledby={titleId}
      className="border-amber-400 bg-amber-50 text-amber-950 [overflow-wrap:anywhere]"
    >
      <TriangleAlert aria-hidden="true" />
      <h2 id={titleId} className="col-start-2 font-semibold">
        Check these claims
      </h2>
      <AlertDescription className="flex flex-col gap-2">
        <p>The sanity check could not match these statements to their cited sources.</p>
        <ul className="flex list-disc flex-col gap-1 pl-5">
          {claims.map((flagged) => (
            <li key={`${flagged.claim}|${flagged.reason}`}>
              <span className="font-medium">{flagged.claim}</span>
              <span className="block text-amber-900">{flagged.reason}</span>
            </li>
          ))}
        </ul>
      </AlertDescription>
    </Alert>
  );
}
