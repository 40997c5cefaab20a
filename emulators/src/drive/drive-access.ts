import type { Request } from 'express';
import type { TokenGrant } from '../shared/tokens';
import type { AppFiles } from './app-files';
import type { DriveCatalogue, DriveItem } from './catalogue';
import { fileNotFound } from './drive-errors';
import type { DriveRole, SharedDrive } from './shared-drives';

/** A boolean query parameter of Drive's: set only by the text `true`. */
export function flag(req: Request, name: string): boolean {
  const value = req.query[name];
  return (Array.isArray(value) ? value[0] : value) === 'true';
}

/**
 * Who may reach what, as Drive decides it: a person's My Drive, and the Shared Drives they are a
 * member of (drives.list), whose items answer only a call that says `supportsAllDrives=true`;
 * without it Drive answers 404 notFound as for a file that does not exist (checked 2026-12-06:
 * files.get / export `supportsAllDrives`, "Whether the requesting application supports both My
 * Drives and shared drives").
 */
export class DriveAccess {
  constructor(
    private readonly catalogue: DriveCatalogue,
    private readonly appFiles: AppFiles,
  ) {}

  /** The Shared Drives the account is a member of, in name order. */
  async memberDrives(email: string): Promise<SharedDrive[]> {
    const account = email.toLowerCase();
    return (await this.catalogue.sharedDrives()).filter((drive) => drive.members.has(account));
  }

  /** The account's role in the item's Shared Drive (undefined in My Drive, where it is the owner). */
  roleOf(grant: TokenGrant, item: DriveItem): DriveRole | undefined {
    if (!item.driveId) return undefined;
    return this.catalogue.sharedDrive(item.email)?.members.get(grant.email.toLowerCase());
  }

  /** The item by id as the token may see it; 404 for one it may not, or one of a Shared Drive without the flag. */
  async find(grant: TokenGrant, id: string, supportsAllDrives: boolean): Promise<DriveItem> {
    const item = await this.locate(grant.email, id);
    if (!item || (item.driveId && !supportsAllDrives)) throw fileNotFound(id);
    return this.visible(grant, item, id);
  }

  /**
   * The item by id in the account's My Drive or a Shared Drive it is a member of, whatever a token's
   * scope (the Picker shows the whole drive), or undefined.
   */
  async locate(email: string, id: string): Promise<DriveItem | undefined> {
    const account = email.toLowerCase();
    const root = this.catalogue.rootItem(account);
    if (id === 'root' || id === root.id) return root;
    const own = await this.catalogue.item(account, id);
    if (own) return own;
    for (const drive of await this.memberDrives(account)) {
      const item =
        drive.id === id ? this.catalogue.rootItem(drive.key) : await this.catalogue.item(drive.key, id);
      if (item) return item;
    }
    return undefined;
  }

  private visible(grant: TokenGrant, item: DriveItem, id: string): DriveItem {
    // Drive answers a file the token may not see exactly as one that does not exist.
    if (!this.appFiles.visible(grant, item)) throw fileNotFound(id);
    return item;
  }
}
