import { describe, expect, it } from 'vitest';
import { SqliteDocumentStore } from '../../adapters/sqlite/sqlite-document-store';
import type { Mailer } from '../../ports/mailer.port';
import { ManualClock } from '../../testing/manual-clock';
import { CONTACT_LIMIT_PER_HOUR, sendContactMessage } from './send-contact-message';

const input = { name: 'Ada', email: 'ada@example.com', subject: 'Hi', message: 'Hello', recaptchaToken: 't' };

function setup(mailer: Mailer) {
  const store = new SqliteDocumentStore({ file: ':memory:' });
  const deps = {
    store,
    clock: new ManualClock(),
    mailer,
    botCheck: { verify: async () => ({ human: true }) },
    supportEmail: 'support@quarry.test',
  };
  return { store, deps };
}

describe('sendContactMessage', () => {
  it('when the e-mail cannot be sent, then it fails, keeps no copy, and sending again neither doubles nor uses up the limit', async () => {
    let up = false;
    const sent: string[] = [];
    const { store, deps } = setup({
      send: async (mail) => {
        if (!up) throw new Error('SendGrid down');
        sent.push(mail.subject);
      },
    });
    for (let i = 0; i < CONTACT_LIMIT_PER_HOUR; i++) {
      await expect(sendContactMessage(deps, input)).rejects.toMatchObject({ code: 'CONTACT.MAIL_FAILED' });
    }
    expect(await store.count('contactMessages')).toBe(0);
    up = true;
    await expect(sendContactMessage(deps, input)).resolves.toEqual({ message: 'Message sent' });
    expect(await store.count('contactMessages')).toBe(1);
    expect(sent).toEqual(['[Quarry contact] Hi']);
  });
});
