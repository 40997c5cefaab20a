import { MessageResponse } from '@quarry/contracts/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { toast } from '@/hooks/use-toast';
import { api } from '@/lib/api-client';
import { SessionExpiredError } from '@/lib/api-error';
import { accountKeys } from '@/modules/account/api/account-keys';

/** Deletes the user's three encrypted keys; setup then counts as incomplete. */
export function deleteKeys(): Promise<{ message: string }> {
  return api.request('DELETE', '/api/user/keys', { schema: MessageResponse });
}

export function useDeleteKeys() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: deleteKeys,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: accountKeys.profile() });
      toast({
        title: 'Keys Deleted',
        description: 'Your encrypted keys have been deleted. Complete setup again to keep using Quarry.',
      });
      void navigate(paths.onboarding.getHref());
    },
    onError: (error) => {
      if (error instanceof SessionExpiredError) return;
      toast({
        title: 'Delete Failed',
        description: 'Could not delete encrypted keys',
        variant: 'destructive',
      });
    },
  });
}
