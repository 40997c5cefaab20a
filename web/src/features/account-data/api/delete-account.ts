import {
  ACCOUNT_DELETION_STARTED,
  ACCOUNT_PATH,
  type DeleteAccountRequest,
  DeleteAccountResponse,
} from '@quarry/contracts/account-data';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { toast } from '@/hooks/use-toast';
import { api } from '@/lib/api-client';
import { SessionExpiredError } from '@/lib/api-error';
import { forgetDrafts } from '@/lib/drafts';
import { serverMessage } from '@/lib/server-message';
import { useSingleMutation } from '@/lib/single-action';
import { useForgetOnLeave } from '@/modules/account/hooks/use-forget-on-leave';

/** Starts deleting the account: the server signs the person out everywhere and finishes it as a job. */
export function deleteAccount(body: DeleteAccountRequest): Promise<DeleteAccountResponse> {
  return api.request('DELETE', ACCOUNT_PATH, { body, schema: DeleteAccountResponse });
}

/**
 * 'Delete my account'. On success the person is already signed out: what this tab holds of them
 * goes (local storage, drafts, and the cache once the signed-in screen is unmounted, since a mounted
 * query that lost its data would ask again and meet a 401), and the landing page opens with the
 * server's words. On failure nothing changes but a toast with the server's message.
 */
export function useDeleteAccount() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const leave = useForgetOnLeave();

  return useSingleMutation({
    // A DELETE carries no Idempotency-Key (api-client); `start` still sends one request per click.
    mutationFn: (body: DeleteAccountRequest) => deleteAccount(body),
    onSuccess: async ({ message }) => {
      localStorage.clear();
      forgetDrafts();
      await queryClient.cancelQueries();
      leave();
      await navigate(paths.home.getHref());
      toast({ title: 'Account Deleted', description: message || ACCOUNT_DELETION_STARTED, outcome: true });
    },
    onError: (error) => {
      if (error instanceof SessionExpiredError) return;
      toast({
        title: 'Delete Failed',
        description: serverMessage(error) ?? 'Could not delete your account. Please try again.',
        variant: 'destructive',
      });
    },
  });
}
