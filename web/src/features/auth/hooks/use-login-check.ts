import { useQueryClient } from '@tanstack/react-query';
import { type LoginView, runLoginCheck } from '../flows/login-check';
import { useFlow } from './use-flow';

export function useLoginCheck(): LoginView {
  const queryClient = useQueryClient();
  return useFlow<LoginView>({ status: 'checking' }, (context) => runLoginCheck(queryClient, context));
}
