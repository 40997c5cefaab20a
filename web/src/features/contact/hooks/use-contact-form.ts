import { zodResolver } from '@hookform/resolvers/zod';
import { ContactRequest } from '@quarry/contracts/contact';
import { useForm } from 'react-hook-form';
import { toast } from '@/hooks/use-toast';
import { ApiError } from '@/lib/api-error';
import { usePublicConfig } from '@/lib/public-config';
import { useSingleAction } from '@/lib/single-action';
import { type ContactFields, useSendContactMessage } from '../api/send-contact-message';
import { useRecaptcha } from './use-recaptcha';

/** reCAPTCHA action name of the contact form (spec part 1, section 7). */
export const CONTACT_ACTION = 'contact_form';

/** The fields the person types: the contract's message without the token, which is fetched on send. */
const ContactFormSchema = ContactRequest.omit({ recaptchaToken: true });

const EMPTY_FIELDS: ContactFields = { name: '', email: '', subject: '', message: '' };

function failureText(error: unknown): string {
  if (error instanceof ApiError) return error.message || 'Failed to send message';
  return (error instanceof Error && error.message) || 'Failed to send message. Please try again.';
}

/** The contact form and its submit rules: bot check first, fields cleared only on success. */
export function useContactForm() {
  const { data: config } = usePublicConfig();
  const recaptcha = useRecaptcha(config);
  const sendMessage = useSendContactMessage({ getRecaptchaToken: () => recaptcha.execute(CONTACT_ACTION) });
  const form = useForm({ resolver: zodResolver(ContactFormSchema), defaultValues: EMPTY_FIELDS });
  const once = useSingleAction();

  const submit = form.handleSubmit(async (fields) => {
    if (!recaptcha.isLoaded()) {
      toast({
        title: 'Error',
        description: 'reCAPTCHA not loaded. Please refresh and try again.',
        variant: 'destructive',
      });
      return;
    }
    try {
      // A second click while the first is sending sends nothing and says nothing.
      const sent = await once((key) => sendMessage.mutateAsync({ fields, key }));
      if (sent === undefined) return;
      toast({ title: 'Message Sent!', description: "We'll get back to you within 24 hours." });
      form.reset(EMPTY_FIELDS);
    } catch (error) {
      toast({ title: 'Error', description: failureText(error), variant: 'destructive' });
    }
  });

  return { form, submit, sending: sendMessage.isPending };
}
