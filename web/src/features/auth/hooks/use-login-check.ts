import { useQueryClient } from '@tanstack/react-query';
import { useFlow } from '@/hooks/use-flow';
import { type LoginView, runLoginCheck } from '../flows/login-check';

/** Runs the Welcome page's session check; `returnTo` is a path already checked by safeReturnPath. */
export function useLoginCheck(returnTo: string | null): LoginView {
  const queryClient = useQueryClient();
  return useFlow<LoginView>({ status: 'checking' }, (context) =>
    runLoginCheck(queryClient, context, returnTo),
  );
}
