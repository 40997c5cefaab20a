import { Client } from '@sendgrid/client';
import { MailService } from '@sendgrid/mail';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type RunningEmulators, startEmulators } from '../server';
import type { MailboxMessage } from './mailbox';

function sendgridFor(baseUrl: string, apiKey = 'SG.local-test-key') {
  const client = new Client();
  client.setApiKey(apiKey);
  // setApiKey resets the base URL to SendGrid's, so the emulator's goes after it.
  client.setDefaultRequest('baseUrl', baseUrl);
  const mail = new MailService();
  mail.setClient(client);
  return { client, mail };
}

async function messages(url: string): Promise<MailboxMessage[]> {
  return (await (await fetch(url)).json()) as MailboxMessage[];
}

const REPORT_MAIL = {
  to: 'maya.chen@northwind.test',
  from: { email: 'reports@quarry.test', name: 'Quarry' },
  subject: 'Your report is ready',
  text: 'Open it here: http://localhost:8080/reports/1',
  html: '<p>Open it <a href="http://localhost:8080/reports/1">here</a><script>alert(1)</script></p>',
};

describe('SendGrid emulator', () => {
  let emulators: RunningEmulators;
  beforeEach(async () => {
    emulators = await startEmulators({ port: 0 });
  });
  afterEach(() => emulators.stop());

  it('when mail carries a List-Unsubscribe header, then the delivered copy keeps it, and a reserved header is refused', async () => {
    const { mail } = sendgridFor(emulators.url);
    const headers = {
      'List-Unsubscribe': '<http://localhost:8080/api/unsubscribe?token=t>',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    };
    await mail.send({ ...REPORT_MAIL, headers });
    const [copy] = await messages(`${emulators.url}/mailbox/api/messages?to=maya.chen@northwind.test`);
    expect(copy?.headers).toEqual(headers);

    await expect(mail.send({ ...REPORT_MAIL, headers: { From: 'x@y.test' } })).rejects.toMatchObject({
      code: 400,
    });
  });

  it('when faults are queued, then that many sends fail with the status asked and deliver nothing, and the next goes through', async () => {
    const { mail } = sendgridFor(emulators.url);
    const queued = await fetch(`${emulators.url}/__control/sendgrid/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ count: 2, status: 503 }),
    });
    expect(await queued.json()).toEqual({ remaining: 2 });

    await expect(mail.send(REPORT_MAIL)).rejects.toMatchObject({ code: 503 });
    await expect(mail.send(REPORT_MAIL)).rejects.toMatchObject({ code: 503 });
    expect(await messages(`${emulators.url}/mailbox/api/messages`)).toEqual([]);
    const [sent] = await mail.send(REPORT_MAIL);
    expect(sent.statusCode).toBe(202);
    expect(await messages(`${emulators.url}/mailbox/api/messages`)).toHaveLength(1);
  });

  it('when mail is sent through @sendgrid/mail, then it is accepted with a message id and lands in the mailbox', async () => {
    const { mail } = sendgridFor(emulators.url);
    const [response] = await mail.send(REPORT_MAIL);
    expect(response.statusCode).toBe(202);
    const messageId = response.headers['x-message-id'];
    expect(messageId).toBeTruthy();

    const list = await messages(`${emulators.url}/mailbox/api/messages?to=MAYA.CHEN@northwind.test`);
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      from: 'reports@quarry.test',
      to: ['maya.chen@northwind.test'],
      subject: 'Your report is ready',
      text: REPORT_MAIL.text,
      html: REPORT_MAIL.html,
      messageId,
    });
    const one = (await (
      await fetch(`${emulators.url}/mailbox/api/messages/${list[0]!.id}`)
    ).json()) as MailboxMessage;
    expect(one.id).toBe(list[0]!.id);
    const nobody = await messages(`${emulators.url}/mailbox/api/messages?to=leo.okafor@northwind.test`);
    expect(nobody).toEqual([]);
  });

  it('when a send has several personalizations, then each gets its own copy with its subject and substitutions (wrapped in {{ }} by the helper)', async () => {
    const { mail } = sendgridFor(emulators.url);
    await mail.send({
      from: 'team@quarry.test',
      subject: 'Shared report',
      text: 'Hello {{name}}',
      personalizations: [
        { to: 'sam.rivera@northwind.test', substitutions: { name: 'Sam' } },
        { to: 'leo.okafor@northwind.test', subject: 'For Leo', substitutions: { name: 'Leo' } },
      ],
    });
    const list = await messages(`${emulators.url}/mailbox/api/messages`);
    expect(list.map((m) => [m.to[0], m.subject, m.text])).toEqual([
      ['leo.okafor@northwind.test', 'For Leo', 'Hello Leo'],
      ['sam.rivera@northwind.test', 'Shared report', 'Hello Sam'],
    ]);
  });

  it('when the mailbox pages are opened, then the list links to a message page that frames the HTML safely', async () => {
    const { mail } = sendgridFor(emulators.url);
    await mail.send(REPORT_MAIL);
    const [message] = await messages(`${emulators.url}/mailbox/api/messages`);

    const listPage = await (await fetch(`${emulators.url}/mailbox`)).text();
    expect(listPage).toContain('Your report is ready');
    expect(listPage).toContain(`href="/mailbox/${message!.id}"`);

    const response = await fetch(`${emulators.url}/mailbox/${message!.id}`);
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
    const page = await response.text();
    expect(page).toContain('Open it here: http://localhost:8080/reports/1');
    expect(page).toMatch(
      /<iframe[^>]*sandbox="allow-popups allow-popups-to-escape-sandbox"[^>]*srcdoc="[^"]*&lt;script&gt;/,
    );
    expect(page).not.toContain('<script>');
  });

  it('when the mailbox is cleared, then it is empty', async () => {
    const { mail } = sendgridFor(emulators.url);
    await mail.send(REPORT_MAIL);
    const cleared = await fetch(`${emulators.url}/mailbox/api/messages`, { method: 'DELETE' });
    expect(await cleared.json()).toEqual({ deleted: 1 });
    expect(await messages(`${emulators.url}/mailbox/api/messages`)).toEqual([]);
  });

  it('when the key is not a SendGrid key, then the send is refused with 401 and nothing is delivered', async () => {
    const { mail } = sendgridFor(emulators.url, 'not-a-sendgrid-key');
    await expect(mail.send(REPORT_MAIL)).rejects.toMatchObject({
      code: 401,
      response: {
        body: { errors: [{ message: 'The provided authorization grant is invalid, expired, or revoked' }] },
      },
    });
    expect(await messages(`${emulators.url}/mailbox/api/messages`)).toEqual([]);
  });

  it('when the body lacks from, subject and content, then 400 names each field', async () => {
    const { client } = sendgridFor(emulators.url);
    const failure = await client
      .request({
        method: 'POST',
        url: '/v3/mail/send',
        body: { personalizations: [{ to: [{ email: 'nope' }] }] },
      })
      .catch((error: { code: number; response: { body: { errors: { field: string }[] } } }) => error);
    expect(failure).toMatchObject({ code: 400 });
    const fields = (
      failure as { response: { body: { errors: { field: string }[] } } }
    ).response.body.errors.map((e) => e.field);
    expect(fields).toEqual(['personalizations.0.to.0.email', 'from', 'subject', 'content']);
  });

  it('when sandbox mode is on, then the send is validated and answered 200 but not delivered', async () => {
    const { mail } = sendgridFor(emulators.url);
    const [response] = await mail.send({ ...REPORT_MAIL, mailSettings: { sandboxMode: { enable: true } } });
    expect(response.statusCode).toBe(200);
    expect(await messages(`${emulators.url}/mailbox/api/messages`)).toEqual([]);
  });
});
