import type { MonitoredExecution } from '@quarry/contracts/admin';
import type { RunStatus } from '@quarry/contracts/run-status';
import { ArrowLeft, ChevronDown, ChevronRight } from 'lucide-react';
import { Fragment, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { paths } from '@/config/paths';
import { formatDateTime } from '@/lib/format-date';
import { DocumentsOutcomeNote } from '@/modules/report-executions/components/documents-outcome-note';
import { ExecutionStatusBadge } from '@/modules/report-executions/components/execution-status-badge';
import { useMonitoredExecutions } from '../api/admin-queries';
import { AdminGate } from './admin-gate';

type Tab = RunStatus | 'all';
/** The spec's tabs, and Paused for runs Gemini's daily quota holds (issue 39, item 5). */
const TABS: { id: Tab; label: string }[] = [
  { id: 'all', label: 'All' },
  { id: 'pending', label: 'Pending' },
  { id: 'running', label: 'Running' },
  { id: 'paused', label: 'Paused' },
  { id: 'success', label: 'Success' },
  { id: 'failed', label: 'Failed' },
];

const SOURCES: Record<MonitoredExecution['triggerSource'], string> = {
  chat: 'Chat',
  saved_report: 'Saved Report',
  shared_adhoc: 'Saved Report',
  scheduled: 'Saved Report',
  watch: 'Saved Report',
};

const yesNo = (at: string | null) => (at ? formatDateTime(at) : 'No');

function Details({ execution }: { execution: MonitoredExecution }) {
  const flag = (on: boolean) => (on ? 'on' : 'off');
  return (
    <dl className="grid gap-2 text-sm sm:grid-cols-2">
      <div className="sm:col-span-2">
        <dt className="font-medium">Query</dt>
        <dd className="break-words">{execution.query}</dd>
      </div>
      <div>
        <dt className="font-medium">Keywords</dt>
        <dd className="break-words">
          {[...execution.keywords, ...execution.negativeKeywords.map((k) => `-${k}`)].join(', ') || 'None'}
        </dd>
      </div>
      <div>
        <dt className="font-medium">Directories</dt>
        <dd className="break-words">{execution.directories.join(', ') || 'All directories'}</dd>
      </div>
      <div className="sm:col-span-2">
        <dt className="font-medium">Settings</dt>
        <dd>
          Deep research {flag(execution.deepResearch)}, introduction {flag(execution.enableIntroduction)},
          conclusion {flag(execution.enableConclusion)}
        </dd>
      </div>
      {execution.errorMessage && (
        <div className="sm:col-span-2">
          <dt className="font-medium">Error</dt>
          <dd className="text-destructive">{execution.errorMessage}</dd>
        </div>
      )}
    </dl>
  );
}

function MonitoringContent() {
  const [tab, setTab] = useState<Tab>('all');
  const [open, setOpen] = useState<string>();
  const runs = useMonitoredExecutions(tab);
  const counts = runs.data?.pages[0]?.counts;
  const executions = runs.data?.pages.flatMap((page) => page.executions) ?? [];

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="font-semibold text-2xl tracking-tight">Report Monitoring</h1>
        <Button asChild variant="outline">
          <Link to={paths.sysAdmin.getHref()}>
            <ArrowLeft aria-hidden="true" />
            Back to System Administration
          </Link>
        </Button>
      </div>
      <Tabs value={tab} onValueChange={(value) => setTab(value as Tab)}>
        <TabsList aria-label="Execution status" className="flex-wrap">
          {TABS.map(({ id, label }) => (
            <TabsTrigger key={id} value={id}>
              {label} ({counts?.[id] ?? 0})
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value={tab} className="flex flex-col gap-4">
          {runs.isPending ? (
            <Spinner />
          ) : executions.length === 0 ? (
            <p className="text-muted-foreground">No report executions found</p>
          ) : (
            <div className="overflow-x-auto rounded-md border">
              <Table aria-label="Report executions" scrollLabel="Report executions list">
                <TableHeader>
                  <TableRow>
                    <TableHead className="w-10">
                      <span className="sr-only">Expand</span>
                    </TableHead>
                    <TableHead>User</TableHead>
                    <TableHead>Report Name</TableHead>
                    <TableHead>Status</TableHead>
                    <TableHead>Source</TableHead>
                    <TableHead>Created At</TableHead>
                    <TableHead>Email Sent</TableHead>
                    <TableHead>Viewed</TableHead>
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {executions.map((execution) => (
                    <Fragment key={execution.id}>
                      <TableRow>
                        <TableCell>
                          <Button
                            size="icon"
                            variant="ghost"
                            className="size-8"
                            aria-expanded={open === execution.id}
                            aria-label={`Details of ${execution.reportName}`}
                            onClick={() => setOpen(open === execution.id ? undefined : execution.id)}
                          >
                            {open === execution.id ? (
                              <ChevronDown aria-hidden="true" />
                            ) : (
                              <ChevronRight aria-hidden="true" />
                            )}
                          </Button>
                        </TableCell>
                        <TableCell>
                          {execution.userName}
                          <span className="block text-muted-foreground text-xs">{execution.userEmail}</span>
                        </TableCell>
                        <TableCell className="font-medium">{execution.reportName}</TableCell>
                        <TableCell>
                          <ExecutionStatusBadge
                            status={execution.status}
                            progress={execution.progress}
                            pausedUntil={execution.pausedUntil}
                          />
                          <DocumentsOutcomeNote
                            outcome={execution.documentsOutcome}
                            className="mt-1 max-w-56"
                          />
                        </TableCell>
                        <TableCell>{SOURCES[execution.triggerSource]}</TableCell>
                        <TableCell className="whitespace-nowrap">
                          {formatDateTime(execution.createdAt)}
                        </TableCell>
                        <TableCell className="whitespace-nowrap">
                          {yesNo(execution.notificationSentAt)}
                        </TableCell>
                        <TableCell className="whitespace-nowrap">{yesNo(execution.viewedAt)}</TableCell>
                      </TableRow>
                      {open === execution.id && (
                        <TableRow>
                          <TableCell colSpan={8}>
                            <Details execution={execution} />
                          </TableCell>
                        </TableRow>
                      )}
                    </Fragment>
                  ))}
                </TableBody>
              </Table>
            </div>
          )}
          {runs.hasNextPage && (
            <Button
              variant="outline"
              className="self-center"
              disabled={runs.isFetchingNextPage}
              onClick={() => void runs.fetchNextPage()}
            >
              Load more
            </Button>
          )}
          <p className="text-muted-foreground text-sm">
            Showing {executions.length} of {counts?.[tab] ?? 0} execution(s). Refreshes every 10 seconds.
          </p>
        </TabsContent>
      </Tabs>
    </div>
  );
}

/** /report-monitoring (spec part 3 section 2): every user's runs, for the system administrator. */
export function ReportMonitoringScreen() {
  return (
    <AdminGate>
      <MonitoringContent />
    </AdminGate>
  );
}
