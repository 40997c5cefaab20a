import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { PausedSchedulesBanner } from '@/modules/subscription/components/paused-schedules-banner';
import { usePageStart } from '../hooks/use-page-start';
import { ChatScreen } from './chat-screen';

/** /chat-interface: the chat screen, once the session and both keys are verified. */
export function ChatPage() {
  const { view, retry } = usePageStart();
  if (view.status === 'verifying') {
    return (
      <div className="flex flex-col items-center gap-3 py-16">
        <Spinner label="Verifying your keys..." />
        <p className="text-sm text-muted-foreground">Verifying your keys...</p>
      </div>
    );
  }
  if (view.status === 'failed') {
    return (
      <div className="flex flex-col items-center gap-3 py-16 text-center">
        <p className="text-sm text-muted-foreground">We could not verify your keys.</p>
        <Button onClick={retry}>Try Again</Button>
      </div>
    );
  }
  return (
    <div className="flex min-w-0 flex-col gap-4">
      <PausedSchedulesBanner />
      <ChatScreen />
    </div>
  );
}
