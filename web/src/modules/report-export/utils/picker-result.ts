import { z } from 'zod';

const FOLDER = 'application/vnd.google-apps.folder';

/**
 * The Picker's callback data as Quarry reads it (google.picker.ResponseObject: `action`, and the
 * chosen `docs` with `id`, `name`, `mimeType`); the emulator's page posts the same shape.
 */
const PickerData = z.object({
  action: z.string(),
  docs: z.array(z.object({ id: z.string(), name: z.string(), mimeType: z.string() })).optional(),
});

export type PickedFolder = { id: string; name: string };

/** 'cancel' for Cancel, the folder for Select, undefined for anything else (the Picker's 'loaded'). */
export function readPickerResult(data: unknown): PickedFolder | 'cancel' | undefined {
  const parsed = PickerData.safeParse(data);
  if (!parsed.success) return undefined;
  if (parsed.data.action === 'cancel') return 'cancel';
  const folder = parsed.data.docs?.[0];
  if (parsed.data.action !== 'picked' || !folder || folder.mimeType !== FOLDER) return undefined;
  return { id: folder.id, name: folder.name };
}
