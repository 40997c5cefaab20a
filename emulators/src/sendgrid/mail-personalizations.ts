import { type Address, isObj, type MailChecks, str } from './mail-checks';

export interface Personalization {
  to: Address[];
  cc: Address[];
  bcc: Address[];
  from?: Address;
  subject?: string;
  substitutions: Record<string, string>;
  dynamicTemplateData?: unknown;
}

/** The personalizations block: who gets a copy, and what differs per copy. */
export function readPersonalizations(raw: unknown, checks: MailChecks): Personalization[] {
  const items = Array.isArray(raw) ? raw : [];
  if (items.length === 0) {
    checks.fail(
      'The personalizations field is required and must have at least one personalization.',
      'personalizations',
      '-Personalizations-Errors',
    );
  }
  return items.map((item, i): Personalization => {
    const p = isObj(item) ? item : {};
    const field = `personalizations.${i}`;
    if (!Array.isArray(p.to) || p.to.length === 0) {
      checks.fail(
        'The to array is required for all personalization objects, and must have at least one email object with a valid email address.',
        `${field}.to`,
        'message.personalizations.to',
      );
    }
    const to = checks.recipients(p.to, `${field}.to`);
    const cc = checks.recipients(p.cc, `${field}.cc`);
    const bcc = checks.recipients(p.bcc, `${field}.bcc`);
    const duplicate = firstDuplicate({ to, cc, bcc });
    if (duplicate) {
      checks.fail(
        `Each email address in the personalization block should be unique between to, cc, and bcc. We found the first duplicate instance of [${duplicate.email}] in the ${field}.${duplicate.kind} field.`,
        field,
        '-Personalizations-Errors',
      );
    }
    const from =
      p.from === undefined
        ? undefined
        : checks.address(
            p.from,
            `${field}.from`,
            'message.from',
            'The from email does not contain a valid address.',
          );
    return {
      to,
      cc,
      bcc,
      from,
      subject: str(p.subject),
      substitutions: isObj(p.substitutions)
        ? Object.fromEntries(Object.entries(p.substitutions).map(([k, v]) => [k, String(v)]))
        : {},
      dynamicTemplateData: p.dynamic_template_data,
    };
  });
}

function firstDuplicate(groups: Record<string, Address[]>): { email: string; kind: string } | undefined {
  const seen = new Set<string>();
  for (const [kind, group] of Object.entries(groups)) {
    for (const { email } of group) {
      if (seen.has(email.toLowerCase())) return { email, kind };
      seen.add(email.toLowerCase());
    }
  }
  return undefined;
}
