import { DATA_EXPORT_PATH, DataExportStatus } from '@quarry/contracts/account-data';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from '@/hooks/use-toast';
import { api } from '@/lib/api-client';
import { SessionExpiredError } from '@/lib/api-error';
import { serverMessage } from '@/lib/server-message';
import { useSingleMutation } from '@/lib/single-action';
import { accountDataKeys } from './account-data-keys';

/** Starts building a download of everything the person owns (or answers the one being built). */
export function startDataExport(idempotencyKey: string): Promise<DataExportStatus> {
  return api.request('POST', DATA_EXPORT_PATH, { schema: DataExportStatus, idempotencyKey });
}

/** 'Download my data': the answer becomes the shown status, which then follows the build by itself. */
export function useStartDataExport() {
  const queryClient = useQueryClient();
  return useSingleMutation({
    mutationFn: (_: undefined, idempotencyKey: string) => startDataExport(idempotencyKey),
    onSuccess: (status) => {
      queryClient.setQueryData(accountDataKeys.dataExport(), status);
    },
    onError: (error) => {
      if (error instanceof SessionExpiredError) return;
      toast({
        title: 'Download Failed',
        description: serverMessage(error) ?? 'Could not start building your download. Please try again.',
        variant: 'destructive',
      });
    },
  });
}
