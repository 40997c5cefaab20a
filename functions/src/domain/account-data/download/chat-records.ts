import { CHAT_SESSIONS, type ChatSessionDoc } from '../../chat/chat-sessions';
import { readMessages } from '../../chat/session-messages';
import { type ExportOut, writeJson } from './export-out';
import { ownedPages } from './owned-pages';

const PAGE = 50;

/** chats/{id}.json: each chat session with its whole conversation. */
export async function writeChats(out: ExportOut): Promise<void> {
  for await (const page of ownedPages<ChatSessionDoc>(out.store, CHAT_SESSIONS, out.uid, 'updatedAt', PAGE)) {
    const sessions = await Promise.all(
      page.map(async ({ id, data }) => {
        const { messages: _inline, messageParts: _parts, ownerId: _owner, ...session } = data;
        return { id, ...session, messages: await readMessages(out.store, id, data) };
      }),
    );
    for (const session of sessions) await writeJson(out, `chats/${session.id}.json`, session);
    await out.advance(page.length);
  }
}
