import { type Address, isObj, MailChecks, type SendGridError, str } from './mail-checks';
import { type Personalization, readPersonalizations } from './mail-personalizations';

/**
 * Validates a v3 mail/send body the way SendGrid does, with its own messages, fields and help
 * links, and reads it into plain parts the mailbox can deliver.
 */
export interface MailRequest {
  from: Address;
  replyTo?: Address;
  subject?: string;
  content: { type: string; value: string }[];
  templateId?: string;
  personalizations: Personalization[];
  categories: string[];
  attachments: { filename: string; type?: string; size: number }[];
  sandbox: boolean;
  /** Extra headers (List-Unsubscribe and the like), kept with each delivered copy. */
  headers: Record<string, string>;
}

export function validateMail(body: unknown): { errors: SendGridError[] } | { mail: MailRequest } {
  if (!isObj(body)) return { errors: [{ message: 'Bad Request', field: null, help: null }] };
  const checks = new MailChecks();
  const personalizations = readPersonalizations(body.personalizations, checks);

  let from: Address | undefined;
  if (!isObj(body.from)) {
    checks.fail(
      'The from object must be provided for every email send. It is an object that requires an email parameter, but may also contain a name parameter.',
      'from',
      'message.from',
    );
  } else {
    from = checks.address(
      body.from,
      'from',
      'message.from',
      'The from email does not contain a valid address.',
    );
  }

  const templateId = str(body.template_id);
  const subject = str(body.subject);
  if (!templateId && !subject && !(personalizations.length > 0 && personalizations.every((p) => p.subject))) {
    checks.fail(
      'The subject is required. You can get around this requirement if you use a template with a subject defined or if every personalization has a subject defined.',
      'subject',
      'message.subject',
    );
  }

  const content = readContent(body.content, Boolean(templateId), checks);
  const replyTo = isObj(body.reply_to)
    ? checks.address(
        body.reply_to,
        'reply_to',
        'message.reply_to',
        'The reply_to email does not contain a valid address.',
      )
    : undefined;

  const headers = readHeaders(body.headers, checks);
  if (checks.errors.length > 0 || !from) return { errors: checks.errors };
  const mailSettings = isObj(body.mail_settings) ? body.mail_settings : {};
  return {
    mail: {
      from,
      replyTo,
      subject,
      content,
      templateId,
      personalizations,
      categories: Array.isArray(body.categories) ? body.categories.filter((c) => typeof c === 'string') : [],
      attachments: (Array.isArray(body.attachments) ? body.attachments : []).filter(isObj).map((a) => ({
        filename: str(a.filename) ?? 'attachment',
        type: str(a.type),
        size: Buffer.from(str(a.content) ?? '', 'base64').length,
      })),
      sandbox: isObj(mailSettings.sandbox_mode) && mailSettings.sandbox_mode.enable === true,
      headers,
    },
  };
}

function readContent(
  raw: unknown,
  hasTemplate: boolean,
  checks: MailChecks,
): { type: string; value: string }[] {
  const items = Array.isArray(raw) ? raw : [];
  if (items.length === 0) {
    if (!hasTemplate) {
      checks.fail(
        'Unless a valid template_id is provided, the content parameter is required. There must be at least one defined content block. We typically suggest both text/plain and text/html blocks are included, but only one block is required.',
        'content',
        'message.content',
      );
    }
    return [];
  }
  const content = items.map((item, i) => {
    const type = isObj(item) ? str(item.type) : undefined;
    const value = isObj(item) ? str(item.value) : undefined;
    if (!type || /[;\r\n]/.test(type)) {
      checks.fail(
        "The content type cannot contain ';', or CRLF characters, and must be at least one character in length.",
        `content.${i}.type`,
        'message.content.type',
      );
    }
    if (!value) {
      checks.fail(
        'The content value must be a string at least one character in length.',
        `content.${i}.value`,
        'message.content.value',
      );
    }
    return { type: type ?? '', value: value ?? '' };
  });
  const plainAt = content.findIndex((c) => c.type === 'text/plain');
  if (plainAt > 0) {
    checks.fail(
      'If present, text/plain and text/html may only be provided once, and text/plain must be first.',
      `content.${plainAt}.type`,
      'message.content.type',
    );
  }
  return content;
}

/** SendGrid takes headers as an object of string values, and refuses the ones it sets itself. */
function readHeaders(raw: unknown, checks: MailChecks): Record<string, string> {
  if (raw === undefined) return {};
  if (!isObj(raw) || Object.values(raw).some((value) => typeof value !== 'string')) {
    checks.fail(`Invalid type. Expected: object, given: ${typeof raw}.`, 'headers', 'message.headers');
    return {};
  }
  const reserved = [
    'x-sg-id',
    'x-sg-eid',
    'received',
    'dkim-signature',
    'content-type',
    'content-transfer-encoding',
    'to',
    'from',
    'subject',
    'reply-to',
    'cc',
    'bcc',
  ];
  for (const name of Object.keys(raw)) {
    if (reserved.includes(name.toLowerCase())) {
      checks.fail(`The header ${name} is reserved and cannot be set.`, 'headers', 'message.headers');
    }
  }
  return raw as Record<string, string>;
}
