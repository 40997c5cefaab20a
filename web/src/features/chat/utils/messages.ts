import type { ChatMessage } from '@quarry/contracts/chat';

export const WELCOME_MESSAGE = 'Ready to analyze your Google Drive documents';

/** Assistant content is report HTML; the app's own assistant texts are escaped into a paragraph. */
export function textToHtml(text: string): string {
  const escaped = text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');
  return `<p>${escaped}</p>`;
}

let counter = 0;

/** Ids need only be unique within a session; crypto.randomUUID is missing outside secure contexts. */
function messageId(now: Date): string {
  counter += 1;
  return `${now.getTime().toString(36)}-${counter.toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
}

export function createMessage(role: ChatMessage['role'], content: string, now = new Date()): ChatMessage {
  return { id: messageId(now), role, content, timestamp: now.toISOString() };
}

export function welcomeMessages(): ChatMessage[] {
  return [createMessage('assistant', textToHtml(WELCOME_MESSAGE))];
}

export function firstUserMessage(messages: ChatMessage[]): string | undefined {
  return messages.find((message) => message.role === 'user')?.content;
}
