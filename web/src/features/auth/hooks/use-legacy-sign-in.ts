import { useSearchParams } from 'react-router';
import { useFlow } from '@/hooks/use-flow';
import { readCallbackParams } from '../flows/callback-params';
import { type LegacyView, runLegacySignIn } from '../flows/legacy-sign-in';

export function useLegacySignIn(): LegacyView {
  const [search] = useSearchParams();
  return useFlow<LegacyView>({ status: 'processing' }, (context) =>
    runLegacySignIn(readCallbackParams(search), context),
  );
}
