import type { MonitoredExecution } from '@quarry/contracts/admin';
import { ChevronDown, ChevronRight } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { formatDateTime } from '@/lib/format-date';
import { DocumentsOutcomeNote } from '@/modules/report-executions/components/documents-outcome-note';
import { ExecutionStatusBadge } from '@/modules/report-executions/components/execution-status-badge';
import { MonitoredExecutionDetails } from './monitored-execution-details';

const SOURCES: Record<MonitoredExecution['triggerSource'], string> = {
  chat: 'Chat',
  saved_report: 'Saved Report',
  shared_adhoc: 'Saved Report',
  scheduled: 'Saved Report',
  watch: 'Saved Report',
};

const yesNo = (at: string | null) => (at ? formatDateTime(at) : 'No');

type OpenRow = { open: string | undefined; onOpen: (id: string | undefined) => void };

/** Every monitored run, one row each, the open one followed by its details. */
export function MonitoringTable({
  executions,
  open,
  onOpen,
}: { executions: MonitoredExecution[] } & OpenRow) {
  return (
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
            <MonitoringRow key={execution.id} execution={execution} open={open} onOpen={onOpen} />
          ))}
        </TableBody>
      </Table>
    </div>
  );
}

function MonitoringRow({ execution, open, onOpen }: { execution: MonitoredExecution } & OpenRow) {
  return (
    <>
      <TableRow>
        <TableCell>
          <Button
            size="icon"
            variant="ghost"
            className="size-8"
            aria-expanded={open === execution.id}
            aria-label={`Details of ${execution.reportName}`}
            onClick={() => onOpen(open === execution.id ? undefined : execution.id)}
          >
            {open === execution.id ? <ChevronDown aria-hidden="true" /> : <ChevronRight aria-hidden="true" />}
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
          <DocumentsOutcomeNote outcome={execution.documentsOutcome} className="mt-1 max-w-56" />
        </TableCell>
        <TableCell>{SOURCES[execution.triggerSource]}</TableCell>
        <TableCell className="whitespace-nowrap">{formatDateTime(execution.createdAt)}</TableCell>
        <TableCell className="whitespace-nowrap">{yesNo(execution.notificationSentAt)}</TableCell>
        <TableCell className="whitespace-nowrap">{yesNo(execution.viewedAt)}</TableCell>
      </TableRow>
      {open === execution.id && (
        <TableRow>
          <TableCell colSpan={8}>
            <MonitoredExecutionDetails execution={execution} />
          </TableCell>
        </TableRow>
      )}
    </>
  );
}
