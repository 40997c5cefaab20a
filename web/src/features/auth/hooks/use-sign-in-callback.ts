import { useSearchParams } from 'react-router';
import { type CallbackView, PROCESSING } from '../flows/callback-view';
import { readCallbackParams } from '../flows/flow-context';
import { runSignInCallback } from '../flows/sign-in-callback';
import { useFlow } from './use-flow';

export function useSignInCallback(): CallbackView {
  const [search] = useSearchParams();
  return useFlow<CallbackView>(PROCESSING, (context) =>
    runSignInCallback(readCallbackParams(search), context),
  );
}
