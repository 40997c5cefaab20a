import { StateFile } from '../shared/state-file';

/** One delivered copy: what a personalization's recipients received. */
export interface MailboxMessage {
  id: string;
  /** The X-Message-Id the send answered with (shared by every personalization of one send). */
  messageId: string;
  from: string;
  fromName?: string;
  replyTo?: string;
  to: string[];
  cc: string[];
  bcc: string[];
  subject: string;
  text: string | null;
  html: string | null;
  templateId?: string;
  categories: string[];
  attachments: { filename: string; type?: string; size: number }[];
  headers?: Record<string, string>;
  receivedAt: string;
}

/** Old mail is dropped past this many messages so the state file stays small in long dev sessions. */
const KEEP = 500;

/** The one mailbox every e-mail sent through the emulator lands in; survives a restart. */
export class Mailbox {
  private readonly state: StateFile<{ messages: MailboxMessage[] }>;

  constructor(stateDir: string | undefined) {
    this.state = new StateFile(stateDir, 'mailbox', () => ({ messages: [] }));
  }

  deliver(messages: MailboxMessage[]): void {
    this.state.update((s) => {
      s.messages.push(...messages);
      s.messages.splice(0, Math.max(0, s.messages.length - KEEP));
    });
  }

  /** Newest first; `to` matches any recipient (to, cc or bcc), ignoring case. */
  list(to?: string): MailboxMessage[] {
    const wanted = to?.trim().toLowerCase();
    const all = [...this.state.get().messages].reverse();
    if (!wanted) return all;
    return all.filter((m) => [...m.to, ...m.cc, ...m.bcc].some((r) => r.toLowerCase() === wanted));
  }

  get(id: string): MailboxMessage | undefined {
    return this.state.get().messages.find((m) => m.id === id);
  }

  clear(): number {
    const count = this.state.get().messages.length;
    this.state.update((s) => {
      s.messages = [];
    });
    return count;
  }
}
