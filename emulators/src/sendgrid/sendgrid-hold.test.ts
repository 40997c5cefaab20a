import { setTimeout as sleep } from 'node:timers/promises';
import { Client } from '@sendgrid/client';
import { MailService } from '@sendgrid/mail';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type RunningEmulators, startEmulators } from '../server';
import type { HoldStatus } from '../shared/hold-gate';
import type { MailboxMessage } from './mailbox';

const KEY = 'SG.local-test-key';

function mailService(baseUrl: string): MailService {
  const client = new Client();
  client.setApiKey(KEY);
  client.setDefaultRequest('baseUrl', baseUrl);
  const mail = new MailService();
  mail.setClient(client);
  return mail;
}

function reportMail(to: string) {
  return { to, from: 'reports@quarry.test', subject: 'Your report is ready', text: 'It is ready.' };
}

/** The same send as raw JSON, for a client that can be aborted mid-request. */
function rawSend(baseUrl: string, to: string, signal: AbortSignal): Promise<Response> {
  return fetch(`${baseUrl}/v3/mail/send`, {
    method: 'POST',
    headers: { authorization: `Bearer ${KEY}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      personalizations: [{ to: [{ email: to }] }],
      from: { email: 'reports@quarry.test' },
      subject: 'Your report is ready',
      content: [{ type: 'text/plain', value: 'It is ready.' }],
    }),
    signal,
  });
}

describe('SendGrid hold', () => {
  let emulators: RunningEmulators;
  let mail: MailService;
  beforeEach(async () => {
    emulators = await startEmulators({ port: 0 });
    mail = mailService(emulators.url);
  });
  afterEach(() => emulators.stop());

  async function control(path: string, body?: unknown): Promise<HoldStatus> {
    const response = await fetch(`${emulators.url}/__control/sendgrid/${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`control ${path}: ${response.status} ${await response.text()}`);
    return (await response.json()) as HoldStatus;
  }

  async function recipients(): Promise<string[]> {
    const messages = (await (
      await fetch(`${emulators.url}/mailbox/api/messages`)
    ).json()) as MailboxMessage[];
    return messages.flatMap((m) => m.to).sort();
  }

  /** Polls the hold until it shows what the test waits for (the emulator answers in its own time). */
  async function untilHold(wanted: (status: HoldStatus) => boolean): Promise<HoldStatus> {
    for (let attempt = 0; attempt < 200; attempt += 1) {
      const status = await control('hold');
      if (wanted(status)) return status;
      await sleep(10);
    }
    throw new Error(`hold never reached the wanted state: ${JSON.stringify(await control('hold'))}`);
  }

  it('when holding after one message, then the second send stays out of the mailbox until release delivers it', async () => {
    await control('hold', { afterMessages: 1 });

    const [first] = await mail.send(reportMail('maya.chen@northwind.test'));
    let secondSettled = false;
    const second = mail.send(reportMail('leo.okafor@northwind.test')).finally(() => {
      secondSettled = true;
    });
    const whileHeld = await untilHold((s) => s.held === 1);
    const mailboxWhileHeld = await recipients();
    const settledWhileHeld = secondSettled;
    const released = await control('release', {});
    const [response] = await second;

    expect(first.statusCode).toBe(202);
    expect(whileHeld).toMatchObject({ holding: true, held: 1 });
    expect(mailboxWhileHeld).toEqual(['maya.chen@northwind.test']);
    expect(settledWhileHeld).toBe(false);
    expect(released).toMatchObject({ holding: false, held: 0 });
    expect(response.statusCode).toBe(202);
    expect(response.headers['x-message-id']).toBeTruthy();
    expect(await recipients()).toEqual(['leo.okafor@northwind.test', 'maya.chen@northwind.test']);
  });

  it('when a held send’s client goes away, then it is dropped and never reaches the mailbox', async () => {
    await control('hold', {});
    const controller = new AbortController();

    const send = rawSend(emulators.url, 'sam.rivera@northwind.test', controller.signal);
    send.catch(() => undefined);
    await untilHold((s) => s.held === 1);
    controller.abort();
    const afterAbort = await untilHold((s) => s.held === 0);
    await control('release', {});
    await mail.send(reportMail('maya.chen@northwind.test'));

    await expect(send).rejects.toThrow();
    expect(afterAbort).toMatchObject({ holding: true, abandoned: 1 });
    expect(await recipients()).toEqual(['maya.chen@northwind.test']);
  });

  it('when a send is invalid while holding, then it is refused with 400 at once and not held', async () => {
    await control('hold', {});

    const refused = await mail.send({ ...reportMail('nope'), subject: '' }).catch((e: { code: number }) => e);

    expect(refused).toMatchObject({ code: 400 });
    expect(await control('hold')).toMatchObject({ holding: true, held: 0 });
  });

  it('when the hold request is malformed, then it is refused with 400 and nothing is held', async () => {
    const response = await fetch(`${emulators.url}/__control/sendgrid/hold`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ afterMessages: 'two' }),
    });

    expect(response.status).toBe(400);
    expect(await control('hold')).toMatchObject({ holding: false });
  });
});
