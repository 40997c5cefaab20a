import { useGrid } from '@/lib/evidence-grid/get-grid';
import { GridTable } from './grid-table';

/**
 * 'Evidence grid' under a finished report, in every view of it (the chat's answer, the run's page,
 * a shared run, the team dashboard): nothing when the run had no columns.
 */
export function EvidenceGrid({
  executionId,
  shared = false,
  finished,
}: {
  executionId: string;
  /** A team member's view: the shared route, which hides names when the owner asked. */
  shared?: boolean;
  finished: boolean;
}) {
  const { data, isError } = useGrid(executionId, shared, finished);
  if (isError) {
    return (
      <p className="text-sm text-muted-foreground">
        The evidence grid could not be loaded. Reload the page to try again.
      </p>
    );
  }
  if (!data) return null;
  return (
    <section aria-labelledby={`evidence-grid-${executionId}`} className="flex min-w-0 flex-col gap-2">
      <h2 id={`evidence-grid-${executionId}`} className="text-lg font-semibold">
        Evidence grid
      </h2>
      <GridTable grid={data} />
    </section>
  );
}
