import type { ChatMessage } from '@quarry/contracts/chat';
import type { DocumentStore, TransactionContext } from '../../ports/document-store.port';
import { cutText, partIds } from '../shared/text-parts';

/**
 * chatSessionMessages/{sessionId}_p{n}: a session's messages as JSON text in parts beside its
 * record (docs/architecture/testing.md). A report over thousands of documents is more than the 1 MiB a stored
 * document may hold, and the session list reads records, never the conversations.
 */
export const CHAT_MESSAGES = 'chatSessionMessages';

interface MessagesPart {
  sessionId: string;
  ownerId: string;
  page: number;
  text: string;
  [key: string]: unknown;
}

/** What a session record says of its messages: in parts, or (sessions saved before) inline. */
export interface MessagesHolder {
  ownerId: string;
  messageParts?: number;
  messages?: ChatMessage[];
}

type Reader = Pick<TransactionContext, 'get'>;

/** The session's messages, in order. */
export async function readMessages(
  reader: Reader,
  sessionId: string,
  doc: MessagesHolder,
): Promise<ChatMessage[]> {
  if (doc.messageParts === undefined) return doc.messages ?? [];
  const parts = await Promise.all(
    partIds(sessionId, doc.messageParts).map((id) => reader.get<MessagesPart>(CHAT_MESSAGES, id)),
  );
  return JSON.parse(parts.map((part) => part?.text ?? '').join('') || '[]') as ChatMessage[];
}

/**
 * Writes the messages in parts, deleting parts a longer conversation left; returns the record's
 * fields (its inline list emptied, for sessions saved before).
 */
export function writeMessages(
  tx: Pick<TransactionContext, 'set' | 'delete'>,
  sessionId: string,
  doc: MessagesHolder,
  messages: ChatMessage[],
): { messageParts: number; messages: [] } {
  const texts = cutText(JSON.stringify(messages));
  texts.forEach((text, page) => {
    const part: MessagesPart = { sessionId, ownerId: doc.ownerId, page, text };
    tx.set(CHAT_MESSAGES, `${sessionId}_p${page}`, part);
  });
  for (const id of partIds(sessionId, doc.messageParts ?? 0).slice(texts.length))
    tx.delete(CHAT_MESSAGES, id);
  return { messageParts: texts.length, messages: [] };
}

/** Deletes the session's message parts (before its record, so none outlive it). */
export async function deleteMessages(
  store: DocumentStore,
  sessionId: string,
  doc: MessagesHolder,
): Promise<void> {
  await store.deleteMany(CHAT_MESSAGES, partIds(sessionId, doc.messageParts ?? 0));
}
