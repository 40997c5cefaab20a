import type { ChatSessionSummary } from '@quarry/contracts/chat';
import { ChevronDown, Plus } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { SessionList } from './session-list';

type SessionPanelProps = {
  context: ReactNode;
  sessions: ChatSessionSummary[] | undefined;
  activeSessionId: string | undefined;
  /** While a query runs its answer belongs to the open session, so no other may be opened. */
  busy: boolean;
  onNewSession: () => void;
  onOpen: (session: ChatSessionSummary) => void;
  onDelete: (session: ChatSessionSummary) => void;
};

/** The left panel 'Session Log & Context'; folded away on small screens until opened. */
export function SessionPanel({ context, onNewSession, ...list }: SessionPanelProps) {
  const [open, setOpen] = useState(false);
  const bodyId = useId();
  return (
    <aside
      aria-labelledby={`${bodyId}-title`}
      className="flex flex-col gap-3 rounded-lg border bg-background p-4"
    >
      <div className="flex items-center justify-between gap-2">
        <h2 id={`${bodyId}-title`} className="font-semibold">
          Session Log & Context
        </h2>
        <Button
          variant="ghost"
          size="icon"
          className="size-8 lg:hidden"
          aria-label={open ? 'Hide session log' : 'Show session log'}
          aria-expanded={open}
          aria-controls={bodyId}
          onClick={() => setOpen((current) => !current)}
        >
          <ChevronDown className={cn('transition-transform', open && 'rotate-180')} aria-hidden="true" />
        </Button>
      </div>
      <div id={bodyId} className={cn('flex-col gap-4', open ? 'flex' : 'hidden lg:flex')}>
        {context}
        <Button variant="outline" disabled={list.busy} onClick={onNewSession}>
          <Plus aria-hidden="true" />
          New Session
        </Button>
        <div className="flex flex-col gap-2">
          <h3 className="text-sm font-medium">Saved Sessions</h3>
          <SessionList {...list} />
        </div>
      </div>
    </aside>
  );
}
