import type { ChatMessage } from '@quarry/contracts/chat';
import { cn } from '@/lib/utils';
import { EvidenceGrid } from '@/modules/evidence-grid/components/evidence-grid';
import { Report } from '@/modules/report/components/report';
import { DocumentsOutcomeNote } from '@/modules/report-executions/components/documents-outcome-note';
import { ExportMenu } from '@/modules/report-export/components/export-menu';
import { readDailyLimitRun, readQuotaError } from '../utils/quota';
import { QuotaErrorBox } from './quota-error-box';

function MessageBody({ message }: { message: ChatMessage }) {
  if (message.role === 'user')
    return <p className="whitespace-pre-wrap break-words text-sm">{message.content}</p>;
  const quotaMessage = readQuotaError(message.content);
  if (quotaMessage !== undefined) {
    return <QuotaErrorBox message={quotaMessage} dailyLimitRun={readDailyLimitRun(message.content)} />;
  }
  return (
    <>
      <DocumentsOutcomeNote outcome={message.documentsOutcome} variant="box" className="mb-3" />
      <Report html={message.content} evidence={message.evidence} />
      {message.executionId && (
        <div className="mt-3">
          <ExportMenu executionId={message.executionId} />
        </div>
      )}
      {message.executionId && message.hasGrid && (
        <div className="mt-3">
          <EvidenceGrid executionId={message.executionId} hasGrid />
        </div>
      )}
    </>
  );
}

/** The conversation: the user's questions on the right, answers on the left. */
export function MessageList({ messages }: { messages: ChatMessage[] }) {
  return (
    <ol aria-label="Conversation" className="flex flex-col gap-3">
      {messages.map((message) => (
        <li
          key={message.id}
          aria-label={message.role === 'user' ? 'Your question' : 'Answer'}
          className={cn(
            'max-w-[95%] rounded-lg border px-4 py-3',
            message.role === 'user'
              ? 'self-end bg-primary text-primary-foreground'
              : 'self-start bg-background',
          )}
        >
          <MessageBody message={message} />
        </li>
      ))}
    </ol>
  );
}
