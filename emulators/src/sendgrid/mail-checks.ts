/** SendGrid's error entry: its own message, the offending field, and a link to its docs. */
export interface SendGridError {
  message: string;
  field: string | null;
  help: string | null;
}

export interface Address {
  email: string;
  name?: string;
}

export type Obj = Record<string, unknown>;
export const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
export const str = (v: unknown) => (typeof v === 'string' ? v : undefined);

const HELP = 'http://sendgrid.com/docs/API_Reference/Web_API_v3/Mail/errors.html';
const EMAIL = /^[^\s@<>()",;:]+@[^\s@<>()",;:]+\.[^\s@<>()",;:]+$/;

/** Collects every problem of one request, as SendGrid reports them all at once. */
export class MailChecks {
  readonly errors: SendGridError[] = [];

  fail(message: string, field: string, anchor: string): void {
    this.errors.push({ message, field, help: `${HELP}#${anchor}` });
  }

  address(value: unknown, field: string, anchor: string, invalid: string): Address | undefined {
    const email = isObj(value) ? str(value.email) : undefined;
    if (!email || !EMAIL.test(email)) {
      this.fail(invalid, `${field}.email`, anchor);
      return undefined;
    }
    const name = isObj(value) ? str(value.name) : undefined;
    return name ? { email, name } : { email };
  }

  recipients(value: unknown, field: string): Address[] {
    return (Array.isArray(value) ? value : []).flatMap((item, j) => {
      const a = this.address(
        item,
        `${field}.${j}`,
        'message.personalizations',
        'Does not contain a valid address.',
      );
      return a ? [a] : [];
    });
  }
}
