import { Loader2, ShieldCheck } from 'lucide-react';
import { type FormEvent, useId } from 'react';
import { Button } from '@/components/ui/button';
import type { ContactFields } from '../api/send-contact-message';
import { useContactForm } from '../hooks/use-contact-form';

const controlClass =
  'w-full rounded-md border border-input bg-background px-3 py-2 text-sm placeholder:text-muted-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:opacity-50';

type FieldProps = {
  name: keyof ContactFields;
  label: string;
  value: string;
  onChange: (name: keyof ContactFields, value: string) => void;
  type?: 'text' | 'email';
  placeholder: string;
  autoComplete?: string;
  multiline?: boolean;
};

function Field({
  name,
  label,
  value,
  onChange,
  type = 'text',
  placeholder,
  autoComplete,
  multiline,
}: FieldProps) {
  const id = `${useId()}-${name}`;
  const common = {
    id,
    name,
    value,
    placeholder,
    required: true,
    className: controlClass,
  };
  return (
    <div className="space-y-2">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      {multiline ? (
        <textarea
          {...common}
          className={`${controlClass} min-h-[150px]`}
          onChange={(e) => onChange(name, e.target.value)}
        />
      ) : (
        <input
          {...common}
          type={type}
          autoComplete={autoComplete}
          onChange={(e) => onChange(name, e.target.value)}
        />
      )}
    </div>
  );
}

export function ContactForm() {
  const { fields, setField, submit, sending } = useContactForm();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void submit();
  }

  return (
    <form onSubmit={onSubmit} aria-label="Contact form" className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          name="name"
          label="Name"
          value={fields.name}
          onChange={setField}
          placeholder="Your name"
          autoComplete="name"
        />
        <Field
          name="email"
          label="Email"
          type="email"
          value={fields.email}
          onChange={setField}
          placeholder="you@example.com"
          autoComplete="email"
        />
      </div>
      <Field
        name="subject"
        label="Subject"
        value={fields.subject}
        onChange={setField}
        placeholder="What is it about?"
      />
      <Field
        name="message"
        label="Message"
        value={fields.message}
        onChange={setField}
        placeholder="Tell us more..."
        multiline
      />
      <p className="flex items-center gap-1 text-xs text-muted-foreground">
        <ShieldCheck className="size-3.5" aria-hidden="true" />
        Protected by reCAPTCHA
      </p>
      <Button type="submit" disabled={sending} className="w-full sm:w-auto">
        {sending ? (
          <>
            <Loader2 className="animate-spin" aria-hidden="true" />
            Sending...
          </>
        ) : (
          'Send Message'
        )}
      </Button>
    </form>
  );
}
