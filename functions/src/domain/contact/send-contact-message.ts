import crypto from 'node:crypto';
import type { ContactRequest } from '@quarry/contracts/contact';
import type { BotCheck } from '../../ports/bot-check.port';
import type { Clock } from '../../ports/clock.port';
import type { DocumentStore } from '../../ports/document-store.port';
import type { Mailer } from '../../ports/mailer.port';
import { AppError } from '../shared/app-error';

export const CONTACT_LIMIT_PER_HOUR = 3;
const COLLECTION = 'contactMessages';

export interface ContactDeps {
  store: DocumentStore;
  clock: Clock;
  mailer: Mailer;
  botCheck: BotCheck;
  supportEmail: string;
}

/**
 * A contact-form message: refused without a valid reCAPTCHA token for the contact_form action,
 * limited per sender address, stored first (so it is never lost), then e-mailed to support.
 */
export async function sendContactMessage(
  deps: ContactDeps,
  input: ContactRequest,
): Promise<{ message: string }> {
  const check = await deps.botCheck.verify(input.recaptchaToken, 'contact_form');
  if (!check.human) {
    throw new AppError({
      code: 'CONTACT.BOT_CHECK_FAILED',
      httpStatus: 400,
      message: 'reCAPTCHA verification failed. Please refresh and try again.',
    });
  }
  const now = deps.clock.now();
  const email = input.email.toLowerCase();
  const recent = await deps.store.count(COLLECTION, {
    where: [
      { field: 'email', op: '==', value: email },
      { field: 'createdAt', op: '>=', value: new Date(now.getTime() - 3600_000).toISOString() },
    ],
  });
  if (recent >= CONTACT_LIMIT_PER_HOUR) {
    throw new AppError({
      code: 'CONTACT.RATE_LIMITED',
      httpStatus: 429,
      message: 'Too many messages from this address. Please try again in an hour.',
    });
  }
  const id = crypto.randomUUID();
  await deps.store.set(COLLECTION, id, {
    name: input.name,
    email,
    subject: input.subject,
    message: input.message,
    createdAt: now.toISOString(),
  });
  try {
    await deps.mailer.send({
      to: [deps.supportEmail],
      replyTo: email,
      subject: `[Quarry contact] ${input.subject}`,
      text: `From: ${input.name} <${email}>\n\n${input.message}`,
    });
  } catch {
    // The person is told it failed and keeps the form filled to send again; keeping this copy
    // would double the message and count against their hourly limit.
    await deps.store.delete(COLLECTION, id);
    throw new AppError({ code: 'CONTACT.MAIL_FAILED', httpStatus: 502, message: 'Failed to send message' });
  }
  await deps.store.update(COLLECTION, id, { deliveredAt: deps.clock.now().toISOString() });
  return { message: 'Message sent' };
}
