import crypto from 'node:crypto';
import type { ChatMessage, ChatSessionSummary } from '@quarry/contracts/chat';
import type { DriveDirectory } from '@quarry/contracts/user';
import type { ChangeFeed } from '../../ports/change-feed.port';
import type { Clock } from '../../ports/clock.port';
import type { DocumentStore } from '../../ports/document-store.port';
import { AppError } from '../shared/app-error';
import { withServerAnswers } from './server-answers';
import { deleteMessages, readMessages, writeMessages } from './session-messages';

export { SERVER_ANSWER_PREFIX } from './server-answers';

/** chatSessions/{id} (docs/architecture/data-model.md). */
export interface ChatSessionDoc {
  ownerId: string;
  title: string;
  /** How many chatSessionMessages parts hold the conversation (session-messages.ts). */
  messageParts?: number;
  /** Empty since the conversation moved beside the record; sessions saved before kept it here. */
  messages?: ChatMessage[];
  searchTerms: string[];
  selectedFiles: string[];
  selectedDirectories: DriveDirectory[] | null;
  latestExecutionId: string | null;
  latestStatus: string | null;
  isViewed: boolean;
  createdAt: string;
  updatedAt: string;
  [key: string]: unknown;
}

export const CHAT_SESSIONS = 'chatSessions';
export const SESSION_LIST_LIMIT = 100;

export interface SessionContent {
  title: string;
  messages: ChatMessage[];
  searchTerms: string[];
  selectedFiles: string[];
}

export class ChatSessions {
  constructor(
    private readonly store: DocumentStore,
    private readonly clock: Clock,
    private readonly changes: ChangeFeed,
  ) {}

  /** The person's session list changed: their other pages refetch it (docs/architecture/teams-and-sharing.md). */
  private changed(uid: string | null): Promise<void> {
    return uid ? this.changes.publish([uid], ['sessions']) : Promise.resolve();
  }

  /** The session's record if it belongs to `uid`; someone else's session is reported as missing. */
  private async ownRecord(uid: string, id: string): Promise<ChatSessionDoc> {
    const doc = await this.store.get<ChatSessionDoc>(CHAT_SESSIONS, id);
    if (!doc || doc.ownerId !== uid) throw AppError.notFound('Chat session not found');
    return doc;
  }

  /** The session with its conversation, if it belongs to `uid`. */
  async own(uid: string, id: string): Promise<ChatSessionDoc & { messages: ChatMessage[] }> {
    const doc = await this.ownRecord(uid, id);
    return { ...doc, messages: await readMessages(this.store, id, doc) };
  }

  async list(uid: string): Promise<ChatSessionSummary[]> {
    const docs = await this.store.query<ChatSessionDoc>(CHAT_SESSIONS, {
      where: [{ field: 'ownerId', op: '==', value: uid }],
      orderBy: [{ field: 'updatedAt', direction: 'desc' }],
      limit: SESSION_LIST_LIMIT,
    });
    return docs.map(({ id, data }) => ({
      id,
      title: data.title,
      updatedAt: data.updatedAt,
      searchTerms: JSON.stringify(data.searchTerms),
      selectedFiles: JSON.stringify(data.selectedFiles),
      selectedDirectories: JSON.stringify(data.selectedDirectories ?? []),
      latestStatus: data.latestStatus,
      latestExecutionId: data.latestExecutionId,
      isViewed: data.isViewed,
    }));
  }

  async create(uid: string, content: SessionContent): Promise<string> {
    const id = crypto.randomUUID();
    const now = this.clock.now().toISOString();
    const { messages, ...rest } = content;
    const doc: ChatSessionDoc = {
      ownerId: uid,
      ...rest,
      selectedDirectories: null,
      latestExecutionId: null,
      latestStatus: null,
      isViewed: true,
      createdAt: now,
      updatedAt: now,
    };
    await this.store.runTransaction(async (tx) => {
      tx.set(CHAT_SESSIONS, id, { ...doc, ...writeMessages(tx, id, doc, messages) });
    });
    await this.changed(uid);
    return id;
  }

  /**
   * Saves the page's view of a session. A report the server added (a background run that finished
   * while the page showed 'queued') is kept even though the page's list does not have it yet.
   */
  async update(uid: string, id: string, content: SessionContent): Promise<void> {
    await this.store.runTransaction(async (tx) => {
      const doc = await tx.get<ChatSessionDoc>(CHAT_SESSIONS, id);
      if (!doc || doc.ownerId !== uid) throw AppError.notFound('Chat session not found');
      const { messages, ...rest } = content;
      const merged = withServerAnswers(messages, await readMessages(tx, id, doc));
      tx.update(CHAT_SESSIONS, id, {
        ...rest,
        ...writeMessages(tx, id, doc, merged),
        updatedAt: this.clock.now().toISOString(),
      });
    });
    await this.changed(uid);
  }

  /** Adds messages the server produced (a finished answer) so a closed page loses nothing. */
  async append(uid: string, id: string, messages: ChatMessage[]): Promise<void> {
    await this.store.runTransaction(async (tx) => {
      const doc = await tx.get<ChatSessionDoc>(CHAT_SESSIONS, id);
      if (!doc || doc.ownerId !== uid) throw AppError.notFound('Chat session not found');
      const stored = await readMessages(tx, id, doc);
      const known = new Set(stored.map((m) => m.id));
      tx.update(CHAT_SESSIONS, id, {
        ...writeMessages(tx, id, doc, [...stored, ...messages.filter((m) => !known.has(m.id))]),
        updatedAt: this.clock.now().toISOString(),
      });
    });
    await this.changed(uid);
  }

  /** A new run of this session: its latest execution, not yet seen. */
  async linkExecution(uid: string, id: string, executionId: string, status: string): Promise<void> {
    await this.store.runTransaction(async (tx) => {
      const doc = await tx.get<ChatSessionDoc>(CHAT_SESSIONS, id);
      if (!doc || doc.ownerId !== uid) return;
      tx.update(CHAT_SESSIONS, id, { latestExecutionId: executionId, latestStatus: status, isViewed: true });
    });
    await this.changed(uid);
  }

  /**
   * The run ended: its status shows on the session (the green dot while unseen) unless a newer run
   * has since become the session's latest.
   */
  async settleExecution(id: string, executionId: string, status: string, seen: boolean): Promise<void> {
    const owner = await this.store.runTransaction(async (tx) => {
      const doc = await tx.get<ChatSessionDoc>(CHAT_SESSIONS, id);
      if (!doc || doc.latestExecutionId !== executionId) return null;
      tx.update(CHAT_SESSIONS, id, { latestStatus: status, isViewed: seen });
      return doc.ownerId;
    });
    await this.changed(owner);
  }

  /** The person opened the report: the green dot goes. */
  async markViewed(id: string, executionId: string): Promise<void> {
    const owner = await this.store.runTransaction(async (tx) => {
      const doc = await tx.get<ChatSessionDoc>(CHAT_SESSIONS, id);
      if (!doc || doc.latestExecutionId !== executionId || doc.isViewed) return null;
      tx.update(CHAT_SESSIONS, id, { isViewed: true });
      return doc.ownerId;
    });
    await this.changed(owner);
  }

  async remove(uid: string, id: string): Promise<void> {
    await deleteSession(this.store, id, await this.ownRecord(uid, id));
    await this.changed(uid);
  }

  /** Keeps the directories the first query of a session searched; later changes do not rewrite history. */
  async captureDirectories(uid: string, id: string, directories: DriveDirectory[]): Promise<void> {
    const doc = await this.ownRecord(uid, id);
    if (doc.selectedDirectories !== null) return;
    await this.store.update(CHAT_SESSIONS, id, { selectedDirectories: directories });
  }
}

/** Deletes a session: its message parts first, so none outlive its record. */
export async function deleteSession(store: DocumentStore, id: string, doc: ChatSessionDoc): Promise<void> {
  await deleteMessages(store, id, doc);
  await store.delete(CHAT_SESSIONS, id);
}
