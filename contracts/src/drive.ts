import { z } from 'zod';

export const FOLDER_MIME_TYPE = 'application/vnd.google-apps.folder';

export interface DriveNode {
  id: string;
  name: string;
  mimeType: string;
  children: DriveNode[];
}
export const DriveNode: z.ZodType<DriveNode> = z.lazy(() =>
  z.object({ id: z.string(), name: z.string(), mimeType: z.string(), children: z.array(DriveNode) }),
);
/** The folder tree under a 'Root Directory' node (id 'root'). */
export const DriveStructureResponse = z.object({ structure: DriveNode });
