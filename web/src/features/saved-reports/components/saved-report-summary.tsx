import type { SavedReport } from '@quarry/contracts/reports';
import { ChevronDown, ChevronRight } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { formatReportDate } from '../utils/report-list-view';

/** A saved report's name, badges and date, with the button that shows or hides its details. */
export function SavedReportSummary({
  report,
  nameId,
  detailsId,
  expanded,
  onToggle,
}: {
  report: SavedReport;
  nameId: string;
  detailsId: string;
  expanded: boolean;
  onToggle: () => void;
}) {
  const name = report.reportName;
  return (
    <div className="flex min-w-0 items-start gap-2">
      <Button
        variant="ghost"
        size="icon"
        className="size-8 shrink-0"
        aria-expanded={expanded}
        aria-controls={detailsId}
        aria-label={`${expanded ? 'Hide' : 'Show'} details for ${name}`}
        onClick={onToggle}
      >
        {expanded ? <ChevronDown aria-hidden="true" /> : <ChevronRight aria-hidden="true" />}
      </Button>
      <div className="flex min-w-0 flex-col gap-1">
        <h2 id={nameId} className="break-words font-semibold leading-tight">
          {name}
        </h2>
        <div className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
          {report.deepResearch && (
            <span className="rounded-full bg-primary/10 px-2 py-0.5 font-medium text-primary">
              Deep Research
            </span>
          )}
          <span>Created {formatReportDate(report.createdAt)}</span>
        </div>
      </div>
    </div>
  );
}
