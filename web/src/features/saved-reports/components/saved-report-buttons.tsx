import type { SavedReport } from '@quarry/contracts/reports';
import { MessageSquare, Play, Share2, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { reportRunHref } from '@/modules/saved-reports/utils/report-parameters';

/** A saved report's actions: Run, Share, Open in Chat and Delete. */
export function SavedReportButtons({
  report,
  onRun,
  onShare,
  onDelete,
}: {
  report: SavedReport;
  onRun: () => void;
  onShare: () => void;
  onDelete: () => void;
}) {
  const name = report.reportName;
  return (
    <div className="flex flex-wrap items-center gap-2 pl-10 sm:shrink-0 sm:pl-0">
      <Button size="sm" aria-label={`Run ${name}`} onClick={onRun}>
        <Play aria-hidden="true" />
        Run
      </Button>
      <Button size="sm" variant="outline" aria-label={`Share ${name}`} onClick={onShare}>
        <Share2 aria-hidden="true" />
        Share
      </Button>
      <Button asChild size="sm" variant="outline">
        <Link to={reportRunHref(report)}>
          <MessageSquare aria-hidden="true" />
          Open in Chat
        </Link>
      </Button>
      <Button
        size="icon"
        variant="ghost"
        className="size-9 text-destructive hover:text-destructive"
        aria-label={`Delete ${name}`}
        onClick={onDelete}
      >
        <Trash2 aria-hidden="true" />
      </Button>
    </div>
  );
}
