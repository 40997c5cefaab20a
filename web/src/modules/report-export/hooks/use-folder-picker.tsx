import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useCallback, useState } from 'react';
import { getPublicConfigQueryOptions } from '@/lib/public-config';
import { EmulatorPickerDialog } from '../components/emulator-picker-dialog';
import { pickWithGooglePicker } from '../utils/google-picker';
import type { PickedFolder } from '../utils/picker-result';

type Waiting = { src: string; resolve: (folder: PickedFolder | null) => void };

/**
 * Choosing a Drive folder, one call whatever the deployment (public config `folderPicker`):
 * Google's Picker in the cloud, the Drive emulator's page in a dialog locally. `pick` resolves with
 * the folder chosen, or null when the person cancelled; `element` is the emulator's dialog while open.
 */
export function useFolderPicker(): {
  pick: (accessToken: string) => Promise<PickedFolder | null>;
  element: ReactNode;
} {
  const queryClient = useQueryClient();
  const [waiting, setWaiting] = useState<Waiting | null>(null);

  const pick = useCallback(
    async (accessToken: string) => {
      const { folderPicker } = await queryClient.fetchQuery(getPublicConfigQueryOptions());
      if (folderPicker.kind === 'google-picker') return pickWithGooglePicker(folderPicker, accessToken);
      const src = new URL(folderPicker.pickerUrl);
      src.searchParams.set('token', accessToken);
      src.searchParams.set('origin', window.location.origin);
      return new Promise<PickedFolder | null>((resolve) => setWaiting({ src: src.href, resolve }));
    },
    [queryClient],
  );

  const finish = useCallback(
    (folder: PickedFolder | null) => {
      setWaiting(null);
      waiting?.resolve(folder);
    },
    [waiting],
  );

  const element = waiting ? <EmulatorPickerDialog src={waiting.src} onResult={finish} /> : null;
  return { pick, element };
}
