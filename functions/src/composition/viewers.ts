import { DriveViewerAccess, type ViewerTokens } from '../adapters/google/drive-viewer-access';
import { GoogleDrive } from '../adapters/google/google-drive';
import type { Config } from '../config';
import type { ViewerDriveAccess } from '../ports/viewer-access.port';

/**
 * Which files each viewer can open, asked with their own Drive token (`tokens`: their read grant's,
 * domain/accounts/drive-access.ts). A file of its own: the tick's upkeep loads googleapis only when a
 * delivery first asks (cloud/tick-watch.ts), so composition/reports.ts must not import it.
 */
export function viewersFor(config: Config, tokens: ViewerTokens): ViewerDriveAccess {
  return new DriveViewerAccess(tokens, new GoogleDrive(config.emulatorsUrl));
}
