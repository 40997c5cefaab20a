import { GEMINI_KEY_REQUIRED_MESSAGE } from '@quarry/contracts/user';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { paths } from '@/config/paths';
import { toast } from '@/hooks/use-toast';
import { SessionExpiredError } from '@/lib/api-error';
import { sentenceResolver } from '@/lib/sentence-resolver';
import { serverMessage } from '@/lib/server-message';
import { useStoreGeminiKey } from '../api/store-gemini-key';

/**
 * The client checks only that a key is there once trimmed (spec part 1 section 5: no format rule is
 * shown). The key's shape is GeminiKeyRequest's business on the server, whose message then shows
 * under 'Validation Failed'.
 */
const ApiKeyFormSchema = z.object({ geminiApiKey: z.string().trim().min(1, GEMINI_KEY_REQUIRED_MESSAGE) });

function keyRequired() {
  toast({
    title: 'API Key Required',
    description: 'Please enter your Gemini API key to continue.',
    variant: 'destructive',
  });
}

/** The key form: validates and stores the key, with the spec's toasts, then opens the user's home. */
export function useApiKeySubmit() {
  const navigate = useNavigate();
  const mutation = useStoreGeminiKey();
  const form = useForm({ resolver: sentenceResolver(ApiKeyFormSchema), defaultValues: { geminiApiKey: '' } });
  const typed = useWatch({ control: form.control, name: 'geminiApiKey' });

  function store(geminiApiKey: string) {
    mutation.mutate(geminiApiKey, {
      onSuccess: (result) => {
        toast({
          title: 'API Key Validated & Stored',
          description: result.is_new_user
            ? 'API key validated and User Key generated. Zero access encryption active.'
            : 'API key validated and stored securely.',
          // The chat's arrival toasts must not replace this outcome (docs/decisions/security.md).
          outcome: true,
        });
        void navigate(
          result.userType === 'creator' ? paths.chatInterface.getHref() : paths.teamDashboard.getHref(),
        );
      },
      onError: (error) => {
        // Session loss has its own toast and redirect already.
        if (error instanceof SessionExpiredError) return;
        toast({
          title: 'Validation Failed',
          description:
            serverMessage(error) || 'Failed to validate API key. Please check your key and try again.',
          variant: 'destructive',
        });
      },
    });
  }

  const submit = form.handleSubmit(({ geminiApiKey }) => {
    if (!mutation.isPending) store(geminiApiKey);
  }, keyRequired);

  return { form, submit, pending: mutation.isPending, blank: typed.trim() === '' };
}
