import { Loader2, ShieldCheck } from 'lucide-react';
import type { ComponentProps } from 'react';
import type { Control } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import type { ContactFields } from '../api/send-contact-message';
import { useContactForm } from '../hooks/use-contact-form';

type FieldProps = {
  control: Control<ContactFields>;
  name: keyof ContactFields;
  label: string;
} & Pick<ComponentProps<'input'>, 'type' | 'placeholder' | 'autoComplete'> & { multiline?: boolean };

/** One required field; the browser checks emptiness (and the e-mail's form) first, the contract after. */
function Field({ control, name, label, multiline, ...inputProps }: FieldProps) {
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem>
          <FormLabel>{label}</FormLabel>
          <FormControl>
            {multiline ? (
              <Textarea {...field} required placeholder={inputProps.placeholder} className="min-h-[150px]" />
            ) : (
              <Input {...field} required {...inputProps} />
            )}
          </FormControl>
          <FormMessage />
        </FormItem>
      )}
    />
  );
}

export function ContactForm() {
  const { form, submit, sending } = useContactForm();
  const { control } = form;

  return (
    <Form {...form}>
      <form onSubmit={(event) => void submit(event)} aria-label="Contact form" className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <Field control={control} name="name" label="Name" placeholder="Your name" autoComplete="name" />
          <Field
            control={control}
            name="email"
            label="Email"
            type="email"
            placeholder="you@example.com"
            autoComplete="email"
          />
        </div>
        <Field control={control} name="subject" label="Subject" placeholder="What is it about?" />
        <Field control={control} name="message" label="Message" placeholder="Tell us more..." multiline />
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
    </Form>
  );
}
