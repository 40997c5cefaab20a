import { capWarning, type RunEstimate as Estimate } from '@quarry/contracts/estimate';
import { formatCostUsd } from '@quarry/contracts/usage';
import { KeyTierNote } from '@/modules/account/components/free-tier-note';

const count = (n: number, one: string, many: string) =>
  `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

type RunEstimateProps = {
  estimate: Estimate | undefined;
  loading: boolean;
  failed: boolean;
};

/**
 * A run's estimate before anything is read (docs/architecture/reading-economy.md): documents, model calls, tokens and
 * cost, and whether its cost cap may stop it. Shown on the chat's Continue step and before a saved
 * report runs in the background.
 */
export function RunEstimate({ estimate, loading, failed }: RunEstimateProps) {
  if (failed) {
    return (
      <p role="status" className="text-sm text-muted-foreground">
        The estimate could not be worked out. You can still run the report.
      </p>
    );
  }
  if (!estimate || loading) {
    return (
      <p role="status" aria-busy="true" className="text-sm text-muted-foreground">
        Estimating the cost...
      </p>
    );
  }
  return (
    <section aria-label="Estimate" className="flex flex-col gap-1 rounded-md border bg-muted/40 p-2 text-sm">
      <p>
        Estimate: {count(estimate.documents, 'document', 'documents')},{' '}
        {count(estimate.modelCalls, 'model call', 'model calls')}, about{' '}
        {count(estimate.inputTokens + estimate.outputTokens, 'token', 'tokens')}, about{' '}
        <strong>{formatCostUsd(estimate.costUsd)}</strong>
      </p>
      <p className="text-xs text-muted-foreground">
        From the documents' sizes and the model prices of {estimate.pricesAsOf}; the run's own cost may
        differ.
      </p>
      {estimate.mayStopAtCap && estimate.costCapUsd !== null && (
        <p className="text-amber-900">{capWarning(estimate.costCapUsd)}</p>
      )}
      {/* A key on the free tier is named where a run is weighed (docs/decisions/reading-economy.md). */}
      <KeyTierNote />
    </section>
  );
}
