import type { SavedReport } from '@quarry/contracts/reports';
import { FileText, Search } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useSavedReports } from '../api/get-saved-reports';
import { visibleReports } from '../utils/report-list-view';
import { SavedReportRow } from './saved-report-row';

function EmptyState() {
  return (
    <div className="flex flex-col items-center gap-3 rounded-lg border bg-background px-4 py-12 text-center">
      <FileText className="size-10 text-muted-foreground" aria-hidden="true" />
      <h2 className="text-lg font-semibold">No Saved Reports</h2>
      <p className="text-sm text-muted-foreground">
        Save a report from the chat to run it again whenever you like.
      </p>
      <Button asChild>
        <Link to={paths.chatInterface.getHref()}>Go to Chat Interface</Link>
      </Button>
    </div>
  );
}

function ReportList({ reports }: { reports: SavedReport[] }) {
  const [search, setSearch] = useState('');
  const shown = visibleReports(reports, search);
  return (
    <>
      <div className="relative">
        <Search
          className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
          aria-hidden="true"
        />
        <input
          type="search"
          aria-label="Search reports"
          placeholder="Search by report name or query..."
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          className="h-10 w-full rounded-md border border-input bg-background pl-9 pr-3 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        />
      </div>
      {shown.length === 0 ? (
        <p className="py-8 text-center text-sm text-muted-foreground">No reports match your search</p>
      ) : (
        <ul aria-label="Saved reports" className="flex flex-col gap-3">
          {shown.map((report) => (
            <SavedReportRow key={report.id} report={report} />
          ))}
        </ul>
      )}
    </>
  );
}

/** /saved-reports: report definitions to re-run, edit, open in the chat or delete (spec part 2). */
export function SavedReportsScreen() {
  const reports = useSavedReports();
  return (
    <div className="mx-auto flex w-full min-w-0 max-w-4xl flex-col gap-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight">
            Saved Reports{reports.data && ` (${reports.data.length})`}
          </h1>
          <p className="text-sm text-muted-foreground">
            Run your saved reports again, in the background or in the chat.
          </p>
        </div>
        <Button asChild variant="outline" className="self-start">
          <Link to={paths.myReports.getHref()}>My Reports</Link>
        </Button>
      </div>
      {reports.isPending && <Spinner label="Loading your saved reports" className="self-center" />}
      {reports.isError && (
        <div className="flex flex-col items-start gap-3">
          <p role="alert" className="text-sm text-destructive">
            Could not load your saved reports.
          </p>
          <Button variant="outline" disabled={reports.isFetching} onClick={() => void reports.refetch()}>
            Try Again
          </Button>
        </div>
      )}
      {reports.data && (reports.data.length === 0 ? <EmptyState /> : <ReportList reports={reports.data} />)}
    </div>
  );
}
