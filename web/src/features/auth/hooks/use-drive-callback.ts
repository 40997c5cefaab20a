import { useSearchParams } from 'react-router';
import { useFlow } from '@/hooks/use-flow';
import { readCallbackParams } from '../flows/callback-params';
import { type CallbackView, PROCESSING } from '../flows/callback-view';
import { runDriveCallback } from '../flows/drive-callback';

export function useDriveCallback(): CallbackView {
  const [search] = useSearchParams();
  return useFlow<CallbackView>(PROCESSING, (context) =>
    runDriveCallback(readCallbackParams(search), context),
  );
}
