import { ChatPage } from '@/features/chat/components/chat-page';
import { usePageMetadata } from '@/hooks/use-page-metadata';

export function ChatInterfaceRoute() {
  usePageMetadata({ title: 'Chat', description: 'Ask questions about the documents in your Google Drive.' });
  return <ChatPage />;
}
