import type { ChatSessionSummary } from '@quarry/contracts/chat';
import { Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { formatDateTime } from '@/lib/format-date';
import { cn } from '@/lib/utils';
import { hasNewReport } from '../utils/session-display';

export const NEW_REPORT_HINT = 'New report ready to view';

type SessionListProps = {
  sessions: ChatSessionSummary[] | undefined;
  activeSessionId: string | undefined;
  busy: boolean;
  onOpen: (session: ChatSessionSummary) => void;
  onDelete: (session: ChatSessionSummary) => void;
};

/** The saved sessions, newest first as the server sends them. */
export function SessionList({ sessions, activeSessionId, busy, onOpen, onDelete }: SessionListProps) {
  if (!sessions) return <Spinner label="Loading saved sessions" />;
  if (sessions.length === 0) return <p className="text-sm text-muted-foreground">No saved sessions yet.</p>;
  return (
    <ul aria-label="Saved sessions" className="flex flex-col gap-1">
      {sessions.map((session) => (
        <li
          key={session.id}
          className={cn('flex items-center gap-1 rounded-md', session.id === activeSessionId && 'bg-accent')}
        >
          <button
            type="button"
            onClick={() => onOpen(session)}
            disabled={busy}
            aria-current={session.id === activeSessionId ? 'true' : undefined}
            className="flex min-w-0 flex-1 flex-col items-start rounded-md px-2 py-1.5 text-left hover:bg-accent"
          >
            <span className="flex w-full items-center gap-2">
              <span className="truncate text-sm font-medium">{session.title}</span>
              {hasNewReport(session) && (
                <span
                  role="img"
                  aria-label={NEW_REPORT_HINT}
                  title={NEW_REPORT_HINT}
                  className="size-2 shrink-0 rounded-full bg-green-500"
                />
              )}
            </span>{' '}
            <span className="text-xs text-muted-foreground">{formatDateTime(session.updatedAt)}</span>
          </button>
          <Button
            variant="ghost"
            size="icon"
            className="size-8 shrink-0"
            aria-label={`Delete session ${session.title}`}
            disabled={busy && session.id === activeSessionId}
            onClick={() => onDelete(session)}
          >
            <Trash2 aria-hidden="true" />
          </Button>
        </li>
      ))}
    </ul>
  );
}
