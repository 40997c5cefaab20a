import { useSearchParams } from 'react-router';
import { useFlow } from '@/hooks/use-flow';
import { readCallbackParams } from '../flows/callback-params';
import { type CallbackView, PROCESSING } from '../flows/callback-view';
import { runDriveFileCallback } from '../flows/drive-file-callback';

export function useDriveFileCallback(): CallbackView {
  const [search] = useSearchParams();
  return useFlow<CallbackView>(PROCESSING, (context) =>
    runDriveFileCallback(readCallbackParams(search), context),
  );
}
