import { useEffect, useRef } from 'react';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { type PickedFolder, readPickerResult } from '../utils/picker-result';

type Props = {
  /** The emulator's Picker page, with the token and this page's origin. */
  src: string;
  onResult: (folder: PickedFolder | null) => void;
};

/**
 * The local stand-in for Google's Picker: the Drive emulator's page in a dialog. Its answer is
 * taken only from that page (its origin, and this frame's window), as Google's Picker calls back.
 */
export function EmulatorPickerDialog({ src, onResult }: Props) {
  const frame = useRef<HTMLIFrameElement>(null);
  const pickerOrigin = new URL(src).origin;

  useEffect(() => {
    const listen = (event: MessageEvent) => {
      if (event.origin !== pickerOrigin || event.source !== frame.current?.contentWindow) return;
      const result = readPickerResult(event.data);
      if (result) onResult(result === 'cancel' ? null : result);
    };
    window.addEventListener('message', listen);
    return () => window.removeEventListener('message', listen);
  }, [pickerOrigin, onResult]);

  return (
    <Dialog open onOpenChange={(open) => !open && onResult(null)}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>Choose a folder</DialogTitle>
          <DialogDescription>Pick the Google Drive folder to save the report in.</DialogDescription>
        </DialogHeader>
        <iframe
          ref={frame}
          src={src}
          title="Google Drive folders"
          className="h-[28rem] w-full rounded border"
        />
      </DialogContent>
    </Dialog>
  );
}
