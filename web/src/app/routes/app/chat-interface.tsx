import { PageHead } from '@/components/layouts/page-head';
import { ChatPage } from '@/features/chat/components/chat-page';

export function ChatInterfaceRoute() {
  return (
    <>
      <PageHead title="Chat" description="Ask questions about the documents in your Google Drive." />
      <ChatPage />
    </>
  );
}
