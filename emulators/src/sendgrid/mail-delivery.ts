import type { MailRequest } from './mail-validation';
import type { MailboxMessage } from './mailbox';

function substitute(text: string, substitutions: Record<string, string>): string {
  return Object.entries(substitutions).reduce((out, [key, value]) => out.split(key).join(value), text);
}

/**
 * What each personalization's recipients receive: its own subject, sender and substitutions over
 * the shared content. A dynamic template has no content here, so its data is shown instead.
 */
export function toMailboxMessages(mail: MailRequest, messageId: string, receivedAt: Date): MailboxMessage[] {
  const part = (type: string) => mail.content.find((c) => c.type === type)?.value ?? null;
  return mail.personalizations.map((p, i) => {
    const from = p.from ?? mail.from;
    const fill = (value: string | null) => (value === null ? null : substitute(value, p.substitutions));
    const templateText = mail.templateId
      ? `Dynamic template ${mail.templateId}\n${JSON.stringify(p.dynamicTemplateData ?? {}, null, 2)}`
      : null;
    return {
      id: `${messageId}.${i}`,
      messageId,
      from: from.email,
      ...(from.name ? { fromName: from.name } : {}),
      ...(mail.replyTo ? { replyTo: mail.replyTo.email } : {}),
      to: p.to.map((a) => a.email),
      cc: p.cc.map((a) => a.email),
      bcc: p.bcc.map((a) => a.email),
      subject: fill(p.subject ?? mail.subject ?? '') ?? '',
      text: fill(part('text/plain')) ?? templateText,
      html: fill(part('text/html')),
      ...(mail.templateId ? { templateId: mail.templateId } : {}),
      categories: mail.categories,
      attachments: mail.attachments,
      ...(Object.keys(mail.headers).length > 0 ? { headers: mail.headers } : {}),
      receivedAt: receivedAt.toISOString(),
    };
  });
}
