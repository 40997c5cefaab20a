export interface OutgoingMail {
  to: string[];
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  /** Extra headers, such as List-Unsubscribe. */
  headers?: Record<string, string>;
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
}
