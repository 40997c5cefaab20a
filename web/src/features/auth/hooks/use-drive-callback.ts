import { useSearchParams } from 'react-router';
import { type CallbackView, PROCESSING } from '../flows/callback-view';
import { runDriveCallback } from '../flows/drive-callback';
import { readCallbackParams } from '../flows/flow-context';
import { useFlow } from './use-flow';

export function useDriveCallback(): CallbackView {
  const [search] = useSearchParams();
  return useFlow<CallbackView>(PROCESSING, (context) =>
    runDriveCallback(readCallbackParams(search), context),
  );
}
