import { useSearchParams } from 'react-router';
import { readCallbackParams } from '../flows/flow-context';
import { type LegacyView, runLegacySignIn } from '../flows/legacy-sign-in';
import { useFlow } from './use-flow';

export function useLegacySignIn(): LegacyView {
  const [search] = useSearchParams();
  return useFlow<LegacyView>({ status: 'processing' }, (context) =>
    runLegacySignIn(readCallbackParams(search), context),
  );
}
