/** The emulators' test controls and mailbox, over HTTP as any client reaches them. */

export interface GeminiStats {
  /** Generation calls that reached the emulator with a valid key (listing models is not one). */
  calls: number;
  byTask: Record<string, number>;
  answeredByDocument: Record<string, number>;
  answeredByTask: Record<string, number>;
}

export interface HoldStatus {
  holding: boolean;
  held: number;
  remaining: number;
  abandoned: number;
}

export interface MailMessage {
  to: string[];
  subject: string;
  text: string;
  html: string;
}

async function control<T>(emulatorsUrl: string, action: string, body?: unknown): Promise<T> {
  const response = await fetch(`${emulatorsUrl}/__control/gemini/${action}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!response.ok) throw new Error(`gemini ${action} answered ${response.status}`);
  return (await response.json()) as T;
}

export const gemini = {
  reset: (url: string) => control<unknown>(url, 'reset', {}),
  stats: (url: string) => control<GeminiStats>(url, 'stats'),
  /** How long every generation call takes (`latencyMs`), among the emulator's other settings. */
  settings: (
    url: string,
    settings: { latencyMs?: number; rpmLimit?: number | null; rpdLimit?: number | null; paidKeys?: string[] },
  ) => control<unknown>(url, 'settings', settings),
  /** The next `afterAnswers` generation calls go through; the ones after wait until release. */
  hold: (url: string, afterAnswers = 0) => control<HoldStatus>(url, 'hold', { afterAnswers }),
  holdStatus: (url: string) => control<HoldStatus>(url, 'hold'),
  release: (url: string) => control<HoldStatus>(url, 'release', {}),
  /** Queues `count` faults, aimed at one task (docs/prompt-protocol.md task names) or document when given. */
  fault: (
    url: string,
    fault: {
      kind: 'quota' | 'server' | 'malformed' | 'omit' | 'garble';
      count?: number;
      task?: string;
      retryDelaySeconds?: number;
      /** Only the calls about the document of this name take it (a partial run). */
      documentName?: string;
    },
  ) => control<unknown>(url, 'faults', fault),
};

/**
 * Moves the app's clock and the emulators' to the same time (both only move forward): the app's
 * control runs the tick once it has moved, so the emulators move first.
 */
export async function moveClocks(appUrl: string, emulatorsUrl: string, to: Date): Promise<void> {
  for (const url of [emulatorsUrl, appUrl]) {
    const response = await fetch(`${url}/__control/clock`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ to: to.toISOString() }),
    });
    if (!response.ok) throw new Error(`moving the clock of ${url} answered ${response.status}`);
  }
}

export const mailbox = {
  /** Messages to `email`, newest first. */
  messagesTo: async (url: string, email: string): Promise<MailMessage[]> => {
    const response = await fetch(`${url}/mailbox/api/messages?to=${encodeURIComponent(email)}`);
    return (await response.json()) as MailMessage[];
  },
  clear: async (url: string) => {
    await fetch(`${url}/mailbox/api/messages`, { method: 'DELETE' });
  },
};
