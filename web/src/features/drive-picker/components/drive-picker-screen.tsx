import type { DriveDirectory } from '@quarry/contracts/user';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/hooks/use-toast';
import { useDriveToken } from '@/modules/account/api/check-drive-token';
import { useDriveStructure } from '../api/get-drive-structure';
import { useSelectedDirectories } from '../api/get-selected-directories';
import { useSaveSelectedDirectories } from '../api/save-selected-directories';
import { useFolderExpansion } from '../hooks/use-folder-expansion';
import { useReauthorizeOnExpiry } from '../hooks/use-reauthorize-on-expiry';
import { toFolderTree, toggleDirectory } from '../utils/folder-tree';
import { FolderTree } from './folder-tree';
import { ReauthorizeCard } from './reauthorize-card';
import { SelectedDirectories } from './selected-directories';

/** /google-drive: choose the folders that searches look in (spec part 2, Drive picker). */
export function DrivePickerScreen() {
  const token = useDriveToken();
  const structure = useDriveStructure({ enabled: token.data?.token_exists === true });
  const saved = useSelectedDirectories();
  const save = useSaveSelectedDirectories();
  const [edited, setEdited] = useState<DriveDirectory[]>();
  const selected = edited ?? saved.data ?? [];
  const tree = useMemo(() => structure.data && toFolderTree(structure.data), [structure.data]);
  const expansion = useFolderExpansion(tree, saved.data);
  useReauthorizeOnExpiry(structure.error);

  // One toast per failed check, though StrictMode runs the effect twice.
  const toldTokenError = useRef(false);
  useEffect(() => {
    if (!token.isError || toldTokenError.current) return;
    toldTokenError.current = true;
    toast({ title: 'Error', description: 'Failed to check Drive token status', variant: 'destructive' });
  }, [token.isError]);

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight">My Google Drive</h1>
        <p className="text-sm text-muted-foreground">Choose the folders your questions search.</p>
      </div>
      <SelectedDirectories
        directories={selected}
        onRemove={(removed) => setEdited(selected.filter((directory) => directory.id !== removed.id))}
      />
      {token.data?.token_exists === false && (
        <ReauthorizeCard reason="Quarry has no Google Drive access for your account. Authorize it to choose folders." />
      )}
      {structure.isError && (
        <ReauthorizeCard reason="Your Google Drive folders could not be loaded. Re-authorizing Google Drive usually fixes this." />
      )}
      {(token.isPending || structure.isLoading) && <Spinner label="Loading your Google Drive folders" />}
      {tree && (
        <section
          aria-labelledby="folder-tree-title"
          className="flex flex-col gap-2 rounded-lg border bg-background p-4"
        >
          <h2 id="folder-tree-title" className="font-semibold">
            Folders
          </h2>
          <ul aria-label="Folders">
            <FolderTree
              folder={tree}
              isSelected={(id) => selected.some((directory) => directory.id === id)}
              onToggle={(folder) => setEdited(toggleDirectory(selected, folder))}
              isExpanded={expansion.isExpanded}
              onExpandToggle={expansion.toggle}
            />
          </ul>
        </section>
      )}
      <div>
        <Button disabled={save.isPending || !saved.data} onClick={() => save.mutate(selected)}>
          Save Selected Directories
        </Button>
      </div>
    </div>
  );
}
