import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { toast } from '@/hooks/use-toast';
import { SessionExpiredError } from '@/lib/api-error';
import { serverMessage } from '@/lib/server-message';
import { useStoreGeminiKey } from '../api/store-gemini-key';

/** Validates and stores the key, with the spec's toasts, then opens the user's home. */
export function useApiKeySubmit() {
  const navigate = useNavigate();
  const mutation = useStoreGeminiKey();

  function submit(rawKey: string) {
    const geminiApiKey = rawKey.trim();
    if (!geminiApiKey) {
      toast({
        title: 'API Key Required',
        description: 'Please enter your Gemini API key to continue.',
        variant: 'destructive',
      });
      return;
    }
    mutation.mutate(geminiApiKey, {
      onSuccess: (result) => {
        toast({
          title: 'API Key Validated & Stored',
          description: result.is_new_user
            ? 'API key validated and User Key generated. Zero access encryption active.'
            : 'API key validated and stored securely.',
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

  return { submit, pending: mutation.isPending };
}
