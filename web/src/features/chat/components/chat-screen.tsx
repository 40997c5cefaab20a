import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { usePreferences } from '@/modules/account/api/get-preferences';
import { useChatSessions } from '../api/get-chat-sessions';
import { useChatSession } from '../hooks/use-chat-session';
import { useFollowedRun } from '../hooks/use-followed-run';
import { useQueryFlow } from '../hooks/use-query-flow';
import { useSessionActions } from '../hooks/use-session-actions';
import { useStartingSession } from '../hooks/use-starting-session';
import { useStopRun } from '../hooks/use-stop-run';
import { lastCompletedQuery } from '../utils/completed-query';
import type { FlowStep } from '../utils/flow-step';
import { DeleteSessionDialog } from './delete-session-dialog';
import { FlowDialogs } from './flow-dialogs';
import { FlowStatus } from './flow-status';
import { MessageList } from './message-list';
import { QuestionBox } from './question-box';
import { ResearchToggles } from './research-toggles';
import { SaveReport } from './save-report';
import { SessionContext } from './session-context';
import { SessionPanel } from './session-panel';
import { ShareReport } from './share-report-dialog';

/** The chat screen once the page-start checks passed (spec part 2 section 2, /chat-interface). */
export function ChatScreen() {
  const chat = useChatSession();
  const preferences = usePreferences().data;
  const sessions = useChatSessions().data;
  const flow = useQueryFlow(chat, preferences);
  const actions = useSessionActions(chat);
  useStartingSession(chat, flow.runSaved);
  const followed = useFollowedRun(chat);
  const { session } = chat;
  const { step } = flow;
  const directories = session.directories ?? preferences?.selectedDriveDirectories ?? [];
  const completed = lastCompletedQuery(session.messages);
  // A run followed after a reload shows like one streaming here, and holds the question box alike.
  const shownStep: FlowStep =
    step.name === 'idle' && followed ? { name: 'extracting', progress: followed } : step;
  const busy = flow.busy || followed !== undefined;
  const { onStop, stopping } = useStopRun(flow, step, session.following?.executionId);

  return (
    <div className="grid gap-4 lg:grid-cols-[18rem_minmax(0,1fr)]">
      <SessionPanel
        context={
          <SessionContext
            directories={directories.map((directory) => directory.name)}
            searchTerms={session.searchTerms}
            selectedCount={session.selectedFiles.length}
          />
        }
        sessions={sessions}
        activeSessionId={session.sessionId}
        busy={flow.busy}
        onNewSession={chat.startNew}
        onOpen={(item) => void actions.open(item)}
        onDelete={actions.remove}
      />
      <DeleteSessionDialog
        session={actions.toDelete}
        deleting={actions.deleting}
        onConfirm={actions.confirmDelete}
        onCancel={actions.cancelDelete}
      />
      <section aria-labelledby="chat-title" className="flex min-w-0 flex-col gap-4">
        <ChatHeading />
        <MessageList messages={session.messages} />
        <FlowStatus step={shownStep} onStop={onStop} stopping={stopping} />
        {completed && (
          <div className="flex flex-wrap gap-2">
            <SaveReport completed={completed} preferences={preferences} />
            <ShareReport completed={completed} preferences={preferences} chatSessionId={session.sessionId} />
          </div>
        )}
        {/* Pinned to the bottom of the screen, so on a phone the conversation scrolls above it. */}
        <div className="sticky bottom-0 z-10 -mx-1 flex flex-col gap-2 border-t bg-background px-1 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))]">
          <QuestionBox busy={busy} onSend={flow.ask} />
          <ResearchToggles preferences={preferences} />
        </div>
      </section>
      <FlowDialogs flow={flow} preferences={preferences} />
    </div>
  );
}

function ChatHeading() {
  return (
    <div className="flex flex-wrap items-center justify-between gap-2">
      <h1 id="chat-title" className="text-2xl font-semibold tracking-tight">
        Query your Documents and Share Reports
      </h1>
      <Button asChild variant="outline">
        <Link to={paths.savedReports.getHref()}>View Reports</Link>
      </Button>
    </div>
  );
}
