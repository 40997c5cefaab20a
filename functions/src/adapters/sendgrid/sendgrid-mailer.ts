import { Client } from '@sendgrid/client';
import { MailService } from '@sendgrid/mail';
import type { Mailer, OutgoingMail } from '../../ports/mailer.port';

/** Mailer on SendGrid's official client; `baseUrl` points it at the emulator locally. */
export class SendGridMailer implements Mailer {
  private readonly mail = new MailService();

  constructor(
    apiKey: string,
    private readonly from: string,
    baseUrl?: string,
  ) {
    const client = new Client();
    client.setApiKey(apiKey);
    if (baseUrl) client.setDefaultRequest('baseUrl', baseUrl);
    this.mail.setClient(client);
  }

  async send(mail: OutgoingMail): Promise<void> {
    await this.mail.send({
      to: mail.to,
      from: this.from,
      subject: mail.subject,
      text: mail.text,
      ...(mail.html ? { html: mail.html } : {}),
      ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
      ...(mail.headers ? { headers: mail.headers } : {}),
    });
  }
}
