import { GRID_ANCHOR } from '@quarry/contracts/grid';
import { useRef } from 'react';
import { useGrid } from '../api/get-grid';
import { useGridAnchor } from '../hooks/use-grid-anchor';
import { GridView } from './grid-view';

/**
 * 'Evidence grid' under a finished report, in every view of it (the chat's answer, the run's page,
 * a shared run, the team dashboard): nothing when the run has no grid, which is then never asked for.
 */
export function EvidenceGrid({
  executionId,
  shared = false,
  hasGrid,
  anchor = false,
}: {
  executionId: string;
  /** A team member's view: the shared route, which hides names when the owner asked. */
  shared?: boolean;
  /** The run's view says it has a grid (`hasGrid`): it succeeded with columns. */
  hasGrid: boolean;
  /** The run's own page, where e-mails link to the grid: it answers to `#evidence-grid`. */
  anchor?: boolean;
}) {
  const { data, isError } = useGrid(executionId, shared, hasGrid);
  const heading = useRef<HTMLHeadingElement>(null);
  useGridAnchor(heading, data != null, anchor);
  if (isError) {
    return (
      <p className="text-sm text-muted-foreground">
        The evidence grid could not be loaded. Reload the page to try again.
      </p>
    );
  }
  if (!data) return null;
  return (
    <section
      id={anchor ? GRID_ANCHOR : undefined}
      aria-labelledby={`evidence-grid-${executionId}`}
      className="flex min-w-0 flex-col gap-2"
    >
      <h2
        id={`evidence-grid-${executionId}`}
        ref={heading}
        tabIndex={-1}
        className="scroll-mt-4 text-lg font-semibold outline-none"
      >
        Evidence grid
      </h2>
      <GridView grid={data} />
    </section>
  );
}
