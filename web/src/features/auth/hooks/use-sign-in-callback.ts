import { useSearchParams } from 'react-router';
import { useFlow } from '@/hooks/use-flow';
import { readCallbackParams } from '../flows/callback-params';
import { type CallbackView, PROCESSING } from '../flows/callback-view';
import { runSignInCallback } from '../flows/sign-in-callback';

export function useSignInCallback(): CallbackView {
  const [search] = useSearchParams();
  return useFlow<CallbackView>(PROCESSING, (context) =>
    runSignInCallback(readCallbackParams(search), context),
  );
}
